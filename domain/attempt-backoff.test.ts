import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_BACKOFF, claimAttempt, waitSecondsAfter, type AttemptState } from './attempt-backoff';

const start = new Date('2026-03-01T12:00:00Z');
const at = (seconds: number) => new Date(start.getTime() + seconds * 1000);

/** Runs attempts at the given offsets (seconds), each one as soon as allowed; answers each decision. */
function run(offsets: number[]) {
  let state: AttemptState | null = null;
  return offsets.map((offset) => {
    const decision = claimAttempt(state, at(offset));
    if (decision.allowed) state = decision.next;
    return decision;
  });
}

describe('per-account back-off', () => {
  it('lets 5 attempts through at once and refuses the 6th with a one-minute wait', () => {
    const decisions = run([0, 0, 0, 0, 0, 0]);
    expect(decisions.slice(0, 5).every((d) => d.allowed)).toBe(true);
    expect(decisions[5]).toEqual({ allowed: false, retryAfterSeconds: 60 });
  });

  it('doubles the wait with each attempt spent after it, up to 15 minutes', () => {
    expect([5, 6, 7, 8, 9, 10, 40].map((n) => waitSecondsAfter(n))).toEqual([60, 120, 240, 480, 900, 900, 900]);
    const decisions = run([0, 0, 0, 0, 0, 60, 60, 180, 180]);
    expect(decisions[5]?.allowed).toBe(true);
    expect(decisions[6]).toEqual({ allowed: false, retryAfterSeconds: 120 });
    expect(decisions[7]?.allowed).toBe(true);
    expect(decisions[8]).toEqual({ allowed: false, retryAfterSeconds: 240 });
  });

  it('answers the wait left, rounded up to whole seconds', () => {
    const decisions = run([0, 0, 0, 0, 0, 59.2]);
    expect(decisions[5]).toEqual({ allowed: false, retryAfterSeconds: 1 });
  });

  it('starts counting again a day after the last attempt', () => {
    const decisions = run([0, 0, 0, 0, 0, 24 * 3600, 24 * 3600, 24 * 3600, 24 * 3600, 24 * 3600]);
    expect(decisions.every((d) => d.allowed)).toBe(true);
  });

  it('never keeps anyone out longer than the cap, and puts a wait after every attempt past the free ones', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 3 * 3600 }), { minLength: 1, maxLength: 60 }), (gaps) => {
        let clock = 0;
        let state: AttemptState | null = null;
        for (const gap of gaps) {
          clock += gap;
          const decision = claimAttempt(state, at(clock));
          if (!decision.allowed) {
            expect(decision.retryAfterSeconds).toBeGreaterThan(0);
            expect(decision.retryAfterSeconds).toBeLessThanOrEqual(ACCOUNT_BACKOFF.maxWaitSeconds);
            continue;
          }
          const { next } = decision;
          expect(next.lockedUntil !== null).toBe(next.attempts >= ACCOUNT_BACKOFF.freeAttempts);
          if (next.lockedUntil) expect(next.lockedUntil.getTime() - at(clock).getTime()).toBeLessThanOrEqual(ACCOUNT_BACKOFF.maxWaitSeconds * 1000);
          state = next;
        }
      }),
    );
  });
});

/**
 * Per-account attempt limits with exponential back-off (ADR 030, ASVS 5.0 V6.1.1 / V6.3.1): sign-ins keyed by the
 * e-mail typed, second-factor codes by account. Pure rules: the store and the clock are the caller's.
 */
export interface BackoffPolicy {
  /** Attempts allowed in a row before the first wait. */
  freeAttempts: number;
  /** The first wait; each further attempt spent doubles it. */
  firstWaitSeconds: number;
  /** No wait is longer: an attacker cannot keep the real user out for more than this at a time. */
  maxWaitSeconds: number;
  /** The count starts again this long after the last attempt. */
  forgetAfterSeconds: number;
}

export const ACCOUNT_BACKOFF: BackoffPolicy = {
  freeAttempts: 5,
  firstWaitSeconds: 60,
  maxWaitSeconds: 15 * 60,
  forgetAfterSeconds: 24 * 60 * 60,
};

/** What the store keeps per key: attempts spent since the last success, and the wait they earned. */
export interface AttemptState {
  attempts: number;
  lockedUntil: Date | null;
  lastAttemptAt: Date | null;
}

export type AttemptDecision = { allowed: true; next: AttemptState } | { allowed: false; retryAfterSeconds: number };

/** The wait earned once `attempts` attempts are spent: none within the free ones, then 1, 2, 4… minutes up to the cap. */
export function waitSecondsAfter(attempts: number, policy: BackoffPolicy = ACCOUNT_BACKOFF): number {
  if (attempts < policy.freeAttempts) return 0;
  const doublings = Math.min(attempts - policy.freeAttempts, 30);
  return Math.min(policy.firstWaitSeconds * 2 ** doublings, policy.maxWaitSeconds);
}

/**
 * An attempt about to be made: refused while a wait runs, else counted before its outcome is known (so attempts sent
 * at once cannot all slip in under the limit); a success then clears the key.
 */
export function claimAttempt(state: AttemptState | null, now: Date, policy: BackoffPolicy = ACCOUNT_BACKOFF): AttemptDecision {
  if (state?.lockedUntil && state.lockedUntil.getTime() > now.getTime()) {
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((state.lockedUntil.getTime() - now.getTime()) / 1000)) };
  }
  const forgotten = !state?.lastAttemptAt || now.getTime() - state.lastAttemptAt.getTime() >= policy.forgetAfterSeconds * 1000;
  const attempts = (forgotten ? 0 : (state?.attempts ?? 0)) + 1;
  const wait = waitSecondsAfter(attempts, policy);
  return { allowed: true, next: { attempts, lockedUntil: wait > 0 ? new Date(now.getTime() + wait * 1000) : null, lastAttemptAt: now } };
}

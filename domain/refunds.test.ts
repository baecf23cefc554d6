import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cancellationMove, judgeRefund, refundableCents, refundedCents, refundStateOf, type RefundLine } from './refunds';

const cents = fc.integer({ min: 0, max: 100_000_000 });
const refundLine = fc.record({ amountCents: fc.integer({ min: 1, max: 5_000_000 }), status: fc.constantFrom('pending' as const, 'succeeded' as const, 'failed' as const, 'canceled' as const) });

describe('refundedCents', () => {
  it('counts pending and succeeded refunds, not failed or cancelled ones', () => {
    const refunds: RefundLine[] = [
      { amountCents: 1_000, status: 'succeeded' },
      { amountCents: 250, status: 'pending' },
      { amountCents: 9_999, status: 'failed' },
      { amountCents: 7_777, status: 'canceled' },
    ];
    expect(refundedCents(refunds)).toBe(1_250);
  });

  it('refuses amounts that are not whole cents', () => {
    expect(() => refundedCents([{ amountCents: 10.5, status: 'succeeded' }])).toThrow(RangeError);
  });
});

describe('judgeRefund', () => {
  it('allows a partial refund, then a full one of what is left, then nothing', () => {
    const first = judgeRefund({ paidCents: 125_000, refundedCents: 0 }, 25_000);
    expect(first).toEqual({ ok: true, amountCents: 25_000, kind: 'partial', refundableAfterCents: 100_000 });
    expect(judgeRefund({ paidCents: 125_000, refundedCents: 25_000 }, 'full')).toEqual({ ok: true, amountCents: 100_000, kind: 'full', refundableAfterCents: 0 });
    expect(judgeRefund({ paidCents: 125_000, refundedCents: 125_000 }, 1)).toEqual({ ok: false, reason: 'nothing_left', refundableCents: 0 });
  });

  it('refuses one cent above what is refundable, zero, negative and fractional cents', () => {
    const ledger = { paidCents: 10_000, refundedCents: 2_500 };
    expect(judgeRefund(ledger, 7_501)).toEqual({ ok: false, reason: 'above_refundable', refundableCents: 7_500 });
    expect(judgeRefund(ledger, 7_500)).toMatchObject({ ok: true, kind: 'full' });
    expect(judgeRefund(ledger, 0)).toMatchObject({ ok: false, reason: 'not_positive' });
    expect(judgeRefund(ledger, -5)).toMatchObject({ ok: false, reason: 'not_positive' });
    expect(judgeRefund(ledger, 12.5)).toMatchObject({ ok: false, reason: 'not_whole_cents' });
    expect(judgeRefund(ledger, Number.NaN)).toMatchObject({ ok: false, reason: 'not_whole_cents' });
  });

  it('refuses a refund on an order with nothing paid', () => {
    expect(judgeRefund({ paidCents: 0, refundedCents: 0 }, 'full')).toEqual({ ok: false, reason: 'nothing_paid', refundableCents: 0 });
  });

  it('never lets refunds add up past what was paid, whatever the requests (property)', () => {
    fc.assert(
      fc.property(cents, fc.array(fc.oneof(fc.integer({ min: -1_000, max: 200_000_000 }), fc.constant('full' as const)), { maxLength: 30 }), (paidCents, requests) => {
        let refunded = 0;
        for (const request of requests) {
          const decision = judgeRefund({ paidCents, refundedCents: refunded }, request);
          if (decision.ok) {
            expect(Number.isSafeInteger(decision.amountCents) && decision.amountCents > 0).toBe(true);
            refunded += decision.amountCents;
            expect(decision.refundableAfterCents).toBe(paidCents - refunded);
          }
          expect(refunded).toBeLessThanOrEqual(paidCents);
        }
        return refundableCents({ paidCents, refundedCents: refunded }) === paidCents - refunded;
      }),
    );
  });

  it('accepts exactly the amounts from one cent to what is refundable (property)', () => {
    fc.assert(
      fc.property(cents, cents, fc.integer({ min: -10, max: 200_000_000 }), (a, b, amount) => {
        const ledger = { paidCents: Math.max(a, b), refundedCents: Math.min(a, b) };
        const left = ledger.paidCents - ledger.refundedCents;
        return judgeRefund(ledger, amount).ok === (ledger.paidCents > 0 && amount >= 1 && amount <= left);
      }),
    );
  });

  it('calls a refund full exactly when it leaves nothing refundable, and the ledger agrees (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000_000 }), fc.array(refundLine, { maxLength: 10 }), fc.integer({ min: 1, max: 100_000_000 }), (paidCents, lines, amount) => {
        const refunded = refundedCents(lines);
        fc.pre(refunded < paidCents);
        const decision = judgeRefund({ paidCents, refundedCents: refunded }, amount);
        if (!decision.ok) return true;
        const after = refundStateOf({ paidCents, refundedCents: refunded + decision.amountCents });
        return (decision.kind === 'full') === (after === 'full') && after !== 'none';
      }),
    );
  });
});

describe('refundStateOf', () => {
  it('reads none, partial and full', () => {
    expect(refundStateOf({ paidCents: 5_000, refundedCents: 0 })).toBe('none');
    expect(refundStateOf({ paidCents: 5_000, refundedCents: 4_999 })).toBe('partial');
    expect(refundStateOf({ paidCents: 5_000, refundedCents: 5_000 })).toBe('full');
    expect(refundStateOf({ paidCents: 0, refundedCents: 0 })).toBe('none');
  });
});

describe('cancellationMove', () => {
  it('voids a held authorisation, refunds money taken, waits on a bank debit on its way', () => {
    expect(cancellationMove({ status: 'authorized', paidCents: 0, refundedCents: 0 })).toBe('void');
    expect(cancellationMove({ status: 'requires_action', paidCents: 0, refundedCents: 0 })).toBe('void');
    expect(cancellationMove({ status: 'processing', paidCents: 0, refundedCents: 0 })).toBe('cancel_or_refund_later');
    expect(cancellationMove({ status: 'succeeded', paidCents: 9_000, refundedCents: 1_000 })).toBe('refund');
    expect(cancellationMove({ status: 'succeeded', paidCents: 9_000, refundedCents: 9_000 })).toBe('none');
    expect(cancellationMove({ status: 'canceled', paidCents: 0, refundedCents: 0 })).toBe('none');
    expect(cancellationMove({ status: null, paidCents: 0, refundedCents: 0 })).toBe('none');
  });
});

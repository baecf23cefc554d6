import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, PAYMENT_METHODS, buyerStatus } from './orders';
import { isAwaitingPayment, paymentDeadline, paymentDeadlineDay, unpaidDeadlineStart, unpaidReleaseCutoff } from './payment-deadline';

const instant = fc.integer({ min: Date.parse('2020-01-01T00:00:00Z'), max: Date.parse('2035-12-31T23:59:59Z') }).map((ms) => new Date(ms));
const days = fc.integer({ min: 1, max: 60 });

describe('payment deadline (calendar days, end of the UTC day)', () => {
  it('is the UTC day releaseDays calendar days after the order, whatever its hour', () => {
    expect(paymentDeadlineDay(new Date('2026-03-03T00:00:00Z'), 7)).toBe('2026-03-10');
    expect(paymentDeadlineDay(new Date('2026-03-03T23:59:59Z'), 7)).toBe('2026-03-10');
    // Weekends count: placed on a Friday, paid by the next Friday.
    expect(paymentDeadlineDay(new Date('2026-11-27T15:00:00Z'), 7)).toBe('2026-12-04');
    expect(paymentDeadlineDay(new Date('2028-02-25T10:00:00Z'), 7)).toBe('2028-03-03');
    expect(paymentDeadline(new Date('2026-03-03T12:00:00Z'), 7).toISOString()).toBe('2026-03-10T23:59:59.999Z');
  });

  it('releases an order exactly when its deadline has passed', () => {
    fc.assert(
      fc.property(instant, instant, days, (placedAt, now, releaseDays) => {
        const released = placedAt.getTime() < unpaidReleaseCutoff(now, releaseDays).getTime();
        expect(released).toBe(now.getTime() > paymentDeadline(placedAt, releaseDays).getTime());
      }),
    );
  });

  it('never releases before releaseDays full days and always by one day more', () => {
    fc.assert(
      fc.property(instant, days, (placedAt, releaseDays) => {
        const waited = paymentDeadline(placedAt, releaseDays).getTime() - placedAt.getTime();
        expect(waited).toBeGreaterThanOrEqual(releaseDays * 86_400_000 - 1);
        expect(waited).toBeLessThan((releaseDays + 1) * 86_400_000);
      }),
    );
  });
});

describe('isAwaitingPayment', () => {
  it('holds for pending wire and check orders only, as the buyer status says (the provider says when a card or debit is paid)', () => {
    for (const status of ORDER_STATUSES) {
      for (const paymentMethod of PAYMENT_METHODS) {
        const awaiting = isAwaitingPayment({ status, paymentMethod });
        expect(awaiting).toBe(status === 'pending' && (paymentMethod === 'bank_wire' || paymentMethod === 'check'));
        expect(buyerStatus({ status, paymentMethod }) === 'awaiting_payment').toBe(awaiting);
      }
    }
  });
});

describe('unpaidDeadlineStart', () => {
  const placed = new Date('2026-03-03T10:00:00Z');
  const lost = new Date('2026-03-10T10:00:00Z');
  it('counts a wire or check order from its placing, a card or bank debit from the moment its payment was lost', () => {
    expect(unpaidDeadlineStart({ paymentMethod: 'bank_wire', createdAt: placed, unpaidSince: null })).toEqual(placed);
    expect(unpaidDeadlineStart({ paymentMethod: 'check', createdAt: placed, unpaidSince: lost })).toEqual(placed);
    expect(unpaidDeadlineStart({ paymentMethod: 'credit_card', createdAt: placed, unpaidSince: lost })).toEqual(lost);
    expect(unpaidDeadlineStart({ paymentMethod: 'bank_debit', createdAt: placed, unpaidSince: lost })).toEqual(lost);
    expect(unpaidDeadlineStart({ paymentMethod: 'credit_card', createdAt: placed, unpaidSince: null })).toBeNull();
  });

  it('never releases a card order sooner than its deadline counted from the loss (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 30 }), fc.integer({ min: 0, max: 40 * 86_400_000 }), fc.integer({ min: 1, max: 30 }), (lostAfterDays, sinceLossMs, days) => {
        const unpaidSince = new Date(placed.getTime() + lostAfterDays * 86_400_000);
        const start = unpaidDeadlineStart({ paymentMethod: 'credit_card', createdAt: placed, unpaidSince });
        const now = new Date(unpaidSince.getTime() + sinceLossMs);
        const released = start !== null && start < unpaidReleaseCutoff(now, days);
        return released === now > paymentDeadline(unpaidSince, days);
      }),
    );
  });
});

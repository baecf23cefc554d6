import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountDueCents, paymentStateOf, statesOfFilter } from './payments';

const cents = fc.integer({ min: 0, max: 100_000_000 });

describe('paymentStateOf', () => {
  it('calls a card order paid from its placing, whatever was recorded', () => {
    fc.assert(fc.property(cents, cents, (totalCents, receivedCents) => paymentStateOf({ paymentMethod: 'credit_card', totalCents, receivedCents }) === 'paid'));
  });

  it('calls a wire or check order unpaid until money is recorded', () => {
    expect(paymentStateOf({ paymentMethod: 'bank_wire', totalCents: 125_000, receivedCents: 0 })).toBe('unpaid');
    expect(paymentStateOf({ paymentMethod: 'check', totalCents: 125_000, receivedCents: 0 })).toBe('unpaid');
  });

  it('calls it partially paid below the total and paid from the total up, to the cent', () => {
    expect(paymentStateOf({ paymentMethod: 'bank_wire', totalCents: 125_000, receivedCents: 124_999 })).toBe('partially_paid');
    expect(paymentStateOf({ paymentMethod: 'bank_wire', totalCents: 125_000, receivedCents: 125_000 })).toBe('paid');
    expect(paymentStateOf({ paymentMethod: 'check', totalCents: 125_000, receivedCents: 130_000 })).toBe('paid');
  });

  it('is paid exactly when nothing is left due, for any wire or check amounts', () => {
    fc.assert(
      fc.property(fc.constantFrom('bank_wire' as const, 'check' as const), cents, cents, (paymentMethod, totalCents, receivedCents) => {
        const state = paymentStateOf({ paymentMethod, totalCents, receivedCents });
        return (state === 'paid') === (amountDueCents({ totalCents, receivedCents }) === 0);
      }),
    );
  });
});

describe('amountDueCents', () => {
  it('proposes the whole total first, then what is left, never less than zero', () => {
    expect(amountDueCents({ totalCents: 125_000, receivedCents: 0 })).toBe(125_000);
    expect(amountDueCents({ totalCents: 125_000, receivedCents: 25_000 })).toBe(100_000);
    expect(amountDueCents({ totalCents: 125_000, receivedCents: 200_000 })).toBe(0);
  });
});

describe('statesOfFilter', () => {
  it('counts partially paid orders as unpaid (money is still owed)', () => {
    expect(statesOfFilter('paid')).toEqual(['paid']);
    expect(statesOfFilter('unpaid')).toEqual(['unpaid', 'partially_paid']);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PROVIDER_PAYMENT_STATUSES } from './payment-events';
import { PAYMENT_STATES, amountDueCents, paymentStateOf, statesOfFilter } from './payments';

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

describe('paymentStateOf with a provider payment (docs/decisions/040)', () => {
  const method = fc.constantFrom('credit_card' as const, 'bank_debit' as const);

  it('is paid only once the money is received, whatever the provider status before it', () => {
    fc.assert(
      fc.property(fc.constantFrom(...PROVIDER_PAYMENT_STATUSES), fc.integer({ min: 1, max: 100_000_000 }), (providerStatus, totalCents) => {
        expect(paymentStateOf({ paymentMethod: 'credit_card', totalCents, receivedCents: 0, providerStatus })).not.toBe('paid');
        expect(paymentStateOf({ paymentMethod: 'credit_card', totalCents, receivedCents: totalCents, providerStatus })).toBe('paid');
      }),
    );
  });

  it('names the open provider states', () => {
    expect(paymentStateOf({ paymentMethod: 'credit_card', totalCents: 10_000, receivedCents: 0, providerStatus: 'requires_action' })).toBe('awaiting_action');
    expect(paymentStateOf({ paymentMethod: 'bank_debit', totalCents: 10_000, receivedCents: 0, providerStatus: 'processing' })).toBe('processing');
    expect(paymentStateOf({ paymentMethod: 'credit_card', totalCents: 10_000, receivedCents: 0, providerStatus: 'authorized' })).toBe('authorized');
    expect(paymentStateOf({ paymentMethod: 'credit_card', totalCents: 10_000, receivedCents: 0, providerStatus: 'canceled' })).toBe('unpaid');
    expect(paymentStateOf({ paymentMethod: 'credit_card', totalCents: 10_000, receivedCents: 0, providerStatus: 'failed' })).toBe('unpaid');
    expect(paymentStateOf({ paymentMethod: 'credit_card', totalCents: 10_000, receivedCents: 0, providerStatus: null })).toBe('unpaid');
  });

  it('says refunded when all the money received went back, partially refunded before that', () => {
    fc.assert(
      fc.property(method, fc.integer({ min: 1, max: 100_000_000 }), fc.integer({ min: 1, max: 100_000_000 }), (paymentMethod, receivedCents, a) => {
        const refundedCents = Math.min(a, receivedCents);
        const state = paymentStateOf({ paymentMethod, totalCents: receivedCents, receivedCents, refundedCents, providerStatus: 'succeeded' });
        expect(state).toBe(refundedCents === receivedCents ? 'refunded' : 'partially_refunded');
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
  it('counts every state with money still owed as unpaid, and refunded orders as paid', () => {
    expect(statesOfFilter('paid')).toEqual(['paid', 'partially_refunded', 'refunded']);
    expect(statesOfFilter('unpaid')).toEqual(['unpaid', 'partially_paid', 'awaiting_action', 'processing', 'authorized']);
  });

  it('puts every state in exactly one filter', () => {
    const all = [...statesOfFilter('paid'), ...statesOfFilter('unpaid')];
    expect(new Set(all).size).toBe(all.length);
    expect([...all].sort()).toEqual([...PAYMENT_STATES].sort());
  });
});

import { describe, expect, it } from 'vitest';
import { isPaymentReturn, nextActionOf, paymentReturnPath, sandboxFieldsAddress } from './payment-body';

describe('nextActionOf', () => {
  it('reads the second step from the order’s provider payment, whichever kind it is', () => {
    expect(nextActionOf({ order: { providerPayment: { status: 'requires_action', nextAction: { kind: 'redirect', url: '/sandbox-pay/authenticate/p1' } } } })).toEqual({
      kind: 'redirect',
      url: '/sandbox-pay/authenticate/p1',
    });
    expect(nextActionOf({ order: { providerPayment: { nextAction: { kind: 'client_secret', clientSecret: 'pi_1_secret_2' } } } })).toEqual({ kind: 'client_secret', clientSecret: 'pi_1_secret_2' });
    expect(nextActionOf({ nextAction: { kind: 'redirect', url: '/x' }, order: {} })).toEqual({ kind: 'redirect', url: '/x' });
  });

  it('finds none in an answer without one, or with a malformed one', () => {
    expect(nextActionOf({ order: { providerPayment: { nextAction: null } } })).toBeNull();
    expect(nextActionOf({ order: { payment: { brand: 'visa', last4: '4242' } } })).toBeNull();
    expect(nextActionOf({ order: { providerPayment: { nextAction: { kind: 'redirect' } } } })).toBeNull();
    expect(nextActionOf(null)).toBeNull();
  });
});

describe('the return from a second step', () => {
  it('comes back to the order’s confirmation, marked so the page syncs', () => {
    const path = paymentReturnPath('FF-2026-0001');
    expect(path).toBe('/order-confirmation?orderNumber=FF-2026-0001&type=order&paymentReturn=1');
    expect(isPaymentReturn(new URL(path, 'http://shop.test').searchParams)).toBe(true);
  });

  it('knows Stripe’s own return marks, and a plain confirmation address is no return', () => {
    expect(isPaymentReturn(new URLSearchParams('orderNumber=FF-1&payment_intent=pi_1&redirect_status=succeeded'))).toBe(true);
    expect(isPaymentReturn(new URLSearchParams('orderNumber=FF-1&type=order'))).toBe(false);
  });
});

describe('sandboxFieldsAddress', () => {
  it('asks the sandbox page for the method and language, on the origin the config names (the shop’s own for a path)', () => {
    const own = sandboxFieldsAddress('/sandbox-pay/fields', 'bank_debit', 'fr', 'https://shop.test/fr/checkout?guest=true');
    expect(own.href).toBe('https://shop.test/sandbox-pay/fields?method=bank_debit&lang=fr');
    expect(own.origin).toBe('https://shop.test');
    const other = sandboxFieldsAddress('https://pay.test/sandbox-pay/fields?v=2', 'card', 'en', 'https://shop.test/checkout');
    expect(other.origin).toBe('https://pay.test');
    expect(other.searchParams.get('v')).toBe('2');
    expect(other.searchParams.get('method')).toBe('card');
  });
});

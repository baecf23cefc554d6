import { describe, expect, it } from 'vitest';
import { checkoutForm, EMPTY_CHECKOUT, type CheckoutFormValues } from './checkout-form';

const filled: CheckoutFormValues = {
  ...EMPTY_CHECKOUT,
  customer: { name: 'Robin Lake', email: 'robin@example.com', phone: '+1 214 555 0101', company: ' Polar Supply Co. ' },
  shippingAddress: { street: '2500 Commerce Street', city: 'Dallas', state: 'TX', zipCode: '75226', country: 'United States' },
  card: { cardholderName: 'Robin Lake', number: '4111 1111 1111 1111', expiry: '12/29', cvc: '', billingAddress: { ...EMPTY_CHECKOUT.card.billingAddress } },
  acknowledgeLegal: true,
};

const issuesOf = (values: CheckoutFormValues) =>
  Object.fromEntries((checkoutForm.safeParse(values).error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('checkoutForm', () => {
  it('names the missing field instead of "Missing required fields"', () => {
    expect(issuesOf({ ...filled, customer: { ...filled.customer, name: ' ' } })).toEqual({ 'customer.name': 'Full Name is required.' });
  });

  it('asks the phone once, in the customer fields: a card payment requires it there and sends it with the card', () => {
    expect(issuesOf({ ...filled, customer: { ...filled.customer, phone: '' } })).toEqual({ 'customer.phone': 'Phone is required.' });
    const order = checkoutForm.parse(filled);
    expect(order.payment?.phone).toBe('+1 214 555 0101');
    expect(order.customer.company).toBe('Polar Supply Co.');
  });

  it('needs no phone for a bank wire or check order, and sends no card', () => {
    const order = checkoutForm.parse({ ...filled, paymentMethod: 'bank_wire', customer: { ...filled.customer, phone: '', company: '' } });
    expect(order.payment).toBeUndefined();
    expect(order.customer.company).toBeUndefined();
  });

  it('takes an optional PO number, trimmed, and refuses one longer than 50 characters by its field', () => {
    expect(checkoutForm.parse(filled).poNumber).toBeUndefined();
    expect(checkoutForm.parse({ ...filled, poNumber: '  PO-2026-0042 ' }).poNumber).toBe('PO-2026-0042');
    expect(issuesOf({ ...filled, poNumber: 'P'.repeat(51) })).toEqual({ poNumber: 'PO number must be at most 50 characters.' });
  });
});

import { describe, expect, it } from 'vitest';
import { checkoutForm, EMPTY_CHECKOUT, formFieldOf, type CheckoutFormValues } from './checkout-form';

const filled: CheckoutFormValues = {
  ...EMPTY_CHECKOUT,
  customer: { name: 'Robin Lake', email: 'robin@example.com', phone: '+1 214 555 0101', company: ' Polar Supply Co. ' },
  shippingAddress: { street: '2500 Commerce Street', city: 'Dallas', state: 'TX', zipCode: '75226', country: 'United States' },
  acknowledgeLegal: true,
};

const issuesOf = (values: CheckoutFormValues) =>
  Object.fromEntries((checkoutForm.safeParse(values).error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('checkoutForm', () => {
  it('names the missing field instead of "Missing required fields"', () => {
    expect(issuesOf({ ...filled, customer: { ...filled.customer, name: ' ' } })).toEqual({ 'customer.name': 'Full Name is required.' });
  });

  it('asks the phone once, in the customer fields: a card or bank payment requires it there and sends it with the payment', () => {
    expect(issuesOf({ ...filled, customer: { ...filled.customer, phone: '' } })).toEqual({ 'customer.phone': 'Phone is required.' });
    expect(issuesOf({ ...filled, paymentMethod: 'bank_debit', customer: { ...filled.customer, phone: ' ' } })).toEqual({ 'customer.phone': 'Phone is required.' });
    const order = checkoutForm.parse(filled);
    expect(order.payment).toEqual({ phone: '+1 214 555 0101' });
    expect(order.customer.company).toBe('Polar Supply Co.');
  });

  it('holds no card data: the payment carries only the phone and the billing parts given (the token is added by the page)', () => {
    const order = checkoutForm.parse({ ...filled, billingAddress: { street: ' 1 Main St ', city: '', state: '', zipCode: '', country: '' } });
    expect(order.payment).toEqual({ phone: '+1 214 555 0101', billingAddress: { street: '1 Main St' } });
    expect(JSON.stringify(order)).not.toMatch(/number|cvc|expiry/i);
  });

  it('needs no phone for a bank wire or check order, and sends no payment', () => {
    const order = checkoutForm.parse({ ...filled, paymentMethod: 'bank_wire', customer: { ...filled.customer, phone: '', company: '' } });
    expect(order.payment).toBeUndefined();
    expect(order.customer.company).toBeUndefined();
  });

  it('takes an optional PO number, trimmed, and refuses one longer than 50 characters by its field', () => {
    expect(checkoutForm.parse(filled).poNumber).toBeUndefined();
    expect(checkoutForm.parse({ ...filled, poNumber: '  PO-2026-0042 ' }).poNumber).toBe('PO-2026-0042');
    expect(issuesOf({ ...filled, poNumber: 'P'.repeat(51) })).toEqual({ poNumber: 'PO number must be at most 50 characters.' });
  });

  it('shows the server’s payment field errors by the form’s own fields', () => {
    expect(formFieldOf('payment.phone')).toBe('customer.phone');
    expect(formFieldOf('payment.billingAddress.zipCode')).toBe('billingAddress.zipCode');
    expect(formFieldOf('payment')).toBe('payment');
    expect(formFieldOf('shippingAddress.city')).toBe('shippingAddress.city');
  });
});

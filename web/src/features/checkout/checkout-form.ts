import { z } from 'zod';
import { ADDRESS_COUNTRIES, addressSchema } from '@domain/schemas/account';
import { ORDER_MESSAGES, customerInput, poNumberInput, type PlaceOrderRequest } from '@domain/schemas/orders';
import { DEFAULT_PAYMENT_METHOD, PAYMENT_METHODS, type PaymentMethod } from '@domain/orders';

type Address = { street: string; city: string; state: string; zipCode: string; country: string };

/** Everything the checkout form holds, as the inputs hold it (text, and the legal box). */
export interface CheckoutFormValues {
  /** The phone is asked once, here; a card payment requires it and sends it with the card. */
  customer: { name: string; email: string; phone: string; company: string };
  shippingAddress: Address;
  paymentMethod: PaymentMethod;
  card: {
    cardholderName: string;
    number: string;
    expiry: string;
    cvc: string;
    billingAddress: Address;
  };
  notes: string;
  /** The buyer's purchase-order number, optional. */
  poNumber: string;
  acknowledgeLegal: boolean;
}

/** The part of the order request the form decides; items, coupon and the guest flag come from the page. */
export type CheckoutFormOutput = Pick<PlaceOrderRequest, 'customer' | 'shippingAddress' | 'paymentMethod' | 'payment' | 'notes' | 'poNumber'> & {
  acknowledgeLegal: true;
};

const emptyAddress = { street: '', city: '', state: '', zipCode: '', country: '' };

export const EMPTY_CHECKOUT: CheckoutFormValues = {
  customer: { name: '', email: '', phone: '', company: '' },
  shippingAddress: { ...emptyAddress, country: ADDRESS_COUNTRIES[0] },
  paymentMethod: DEFAULT_PAYMENT_METHOD,
  card: { cardholderName: '', number: '', expiry: '', cvc: '', billingAddress: { ...emptyAddress } },
  notes: '',
  poNumber: '',
  acknowledgeLegal: false,
};

const loose = z.object({
  customer: z.object({ name: z.string(), email: z.string(), phone: z.string(), company: z.string() }),
  shippingAddress: z.object({ street: z.string(), city: z.string(), state: z.string(), zipCode: z.string(), country: z.string() }),
  paymentMethod: z.enum(PAYMENT_METHODS),
  card: z.object({
    cardholderName: z.string(),
    number: z.string(),
    expiry: z.string(),
    cvc: z.string(),
    billingAddress: z.object({ street: z.string(), city: z.string(), state: z.string(), zipCode: z.string(), country: z.string() }),
  }),
  notes: z.string(),
  poNumber: z.string(),
  acknowledgeLegal: z.boolean(),
});

/**
 * What a card or bank payment sends (docs/decisions/040): the provider's token (the provider's fields give it; empty
 * until they do), the phone from the customer fields and the billing address; never the card itself.
 */
export function checkoutPaymentOf(values: Pick<CheckoutFormValues, 'paymentMethod' | 'customer' | 'card'>, token = ''): CheckoutFormOutput['payment'] {
  if (values.paymentMethod !== 'credit_card' && values.paymentMethod !== 'bank_debit') return undefined;
  // The country is one of the form's choices or blank; the server judges it with the rest.
  const billingAddress = values.card.billingAddress as NonNullable<NonNullable<CheckoutFormOutput['payment']>['billingAddress']>;
  return { token, phone: values.customer.phone.trim(), billingAddress };
}

/** Where the form shows an error the order request reports elsewhere ("payment.phone" → the one phone field). */
export function formFieldOf(path: string): string {
  return path === 'payment.phone' ? 'customer.phone' : path;
}

/** Checks each part with the order request's own schemas (their messages are the spec's), card fields only when paying by card. */
export const checkoutForm = loose
  .superRefine((values, context) => {
    const parts: [string, z.ZodType, unknown][] = [
      ['customer', customerInput, values.customer],
      ['shippingAddress', addressSchema, values.shippingAddress],
    ];
    if ((values.paymentMethod === 'credit_card' || values.paymentMethod === 'bank_debit') && !values.customer.phone.trim()) {
      context.addIssue({ code: 'custom', message: ORDER_MESSAGES.phoneRequired, path: ['customer', 'phone'] });
    }
    for (const [path, schema, value] of parts) {
      for (const issue of schema.safeParse(value).error?.issues ?? []) {
        context.addIssue({ code: 'custom', message: issue.message, path: formFieldOf([path, ...issue.path].join('.')).split('.') });
      }
    }
    for (const issue of poNumberInput.safeParse(values.poNumber).error?.issues ?? []) context.addIssue({ code: 'custom', message: issue.message, path: ['poNumber'] });
    if (!values.acknowledgeLegal) context.addIssue({ code: 'custom', message: ORDER_MESSAGES.legalRequired, path: ['acknowledgeLegal'] });
  })
  .transform(
    (values): CheckoutFormOutput => ({
      customer: customerInput.parse(values.customer),
      shippingAddress: addressSchema.parse(values.shippingAddress),
      paymentMethod: values.paymentMethod,
      payment: checkoutPaymentOf(values),
      notes: values.notes.trim() || undefined,
      poNumber: poNumberInput.parse(values.poNumber),
      acknowledgeLegal: true,
    }),
  );

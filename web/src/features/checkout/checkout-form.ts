import { z } from 'zod';
import { ADDRESS_COUNTRIES, addressSchema } from '@domain/schemas/account';
import { ORDER_MESSAGES, customerInput, poNumberInput, type PlaceOrderRequest } from '@domain/schemas/orders';
import { DEFAULT_PAYMENT_METHOD, PAYMENT_METHODS, type PaymentMethod } from '@domain/orders';

type Address = { street: string; city: string; state: string; zipCode: string; country: string };

/** The checkout's payment methods: the provider's (card, bank debit) and ours (wire, check). */
export type CheckoutMethod = PaymentMethod | 'bank_debit';
export const CHECKOUT_METHODS: readonly CheckoutMethod[] = [...new Set<CheckoutMethod>(['credit_card', 'bank_debit', ...PAYMENT_METHODS])];

/** Whether the provider's fields take the payment (a token, the phone and the billing address are sent). */
export function paidThroughProvider(method: CheckoutMethod): method is 'credit_card' | 'bank_debit' {
  return method === 'credit_card' || method === 'bank_debit';
}

/** Everything the checkout form holds, as the inputs hold it (text, and the legal box). Card data is never here: it stays in the provider's fields. */
export interface CheckoutFormValues {
  /** The phone is asked once, here; a card or bank payment requires it and sends it with the payment. */
  customer: { name: string; email: string; phone: string; company: string };
  shippingAddress: Address;
  paymentMethod: CheckoutMethod;
  /** For a card or bank payment; blank fields take the shipping address's. */
  billingAddress: Address;
  notes: string;
  /** The buyer's purchase-order number, optional. */
  poNumber: string;
  acknowledgeLegal: boolean;
}

/** The part of the order request the form decides; items, coupon, the guest flag and the payment's token come from the page. */
export type CheckoutFormOutput = Pick<PlaceOrderRequest, 'customer' | 'shippingAddress' | 'notes' | 'poNumber'> & {
  paymentMethod: CheckoutMethod;
  /** Sent with the provider's token for a card or bank payment; absent otherwise. */
  payment?: { phone: string; billingAddress?: Partial<Address> };
  acknowledgeLegal: true;
};

const emptyAddress = { street: '', city: '', state: '', zipCode: '', country: '' };

export const EMPTY_CHECKOUT: CheckoutFormValues = {
  customer: { name: '', email: '', phone: '', company: '' },
  shippingAddress: { ...emptyAddress, country: ADDRESS_COUNTRIES[0] },
  paymentMethod: DEFAULT_PAYMENT_METHOD,
  billingAddress: { ...emptyAddress },
  notes: '',
  poNumber: '',
  acknowledgeLegal: false,
};

const addressShape = z.object({ street: z.string(), city: z.string(), state: z.string(), zipCode: z.string(), country: z.string() });
const loose = z.object({
  customer: z.object({ name: z.string(), email: z.string(), phone: z.string(), company: z.string() }),
  shippingAddress: addressShape,
  paymentMethod: z.enum(CHECKOUT_METHODS as [CheckoutMethod, ...CheckoutMethod[]]),
  billingAddress: addressShape,
  notes: z.string(),
  poNumber: z.string(),
  acknowledgeLegal: z.boolean(),
});

/**
 * Where the form shows an error the order request reports elsewhere: the payment's phone is the one phone field, its
 * billing address the billing fields ("payment.phone" → "customer.phone"); "payment" itself is the provider's fields.
 */
export function formFieldOf(path: string): string {
  if (path === 'payment.phone' || path === 'card.phone') return 'customer.phone';
  for (const prefix of ['payment.billingAddress.', 'card.billingAddress.']) if (path.startsWith(prefix)) return `billingAddress.${path.slice(prefix.length)}`;
  return path;
}

/** The billing parts the buyer filled in; none: the shipping address is the billing one. */
function billingOf(address: Address): Partial<Address> | undefined {
  const given = Object.entries(address)
    .map(([part, value]) => [part, value.trim()] as const)
    .filter(([, value]) => value !== '');
  return given.length > 0 ? (Object.fromEntries(given) as Partial<Address>) : undefined;
}

/** Checks each part with the order request's own schemas (their messages are the spec's); the phone only when paying through the provider. */
export const checkoutForm = loose
  .superRefine((values, context) => {
    const parts: [string, z.ZodType, unknown][] = [
      ['customer', customerInput, values.customer],
      ['shippingAddress', addressSchema, values.shippingAddress],
    ];
    for (const [path, schema, value] of parts) {
      for (const issue of schema.safeParse(value).error?.issues ?? []) {
        context.addIssue({ code: 'custom', message: issue.message, path: formFieldOf([path, ...issue.path].join('.')).split('.') });
      }
    }
    if (paidThroughProvider(values.paymentMethod) && values.customer.phone.trim() === '') {
      context.addIssue({ code: 'custom', message: ORDER_MESSAGES.phoneRequired, path: ['customer', 'phone'] });
    }
    for (const issue of poNumberInput.safeParse(values.poNumber).error?.issues ?? []) context.addIssue({ code: 'custom', message: issue.message, path: ['poNumber'] });
    if (!values.acknowledgeLegal) context.addIssue({ code: 'custom', message: ORDER_MESSAGES.legalRequired, path: ['acknowledgeLegal'] });
  })
  .transform((values): CheckoutFormOutput => {
    const billingAddress = billingOf(values.billingAddress);
    return {
      customer: customerInput.parse(values.customer),
      shippingAddress: addressSchema.parse(values.shippingAddress),
      paymentMethod: values.paymentMethod,
      ...(paidThroughProvider(values.paymentMethod) ? { payment: { phone: values.customer.phone.trim(), ...(billingAddress ? { billingAddress } : {}) } } : {}),
      notes: values.notes.trim() || undefined,
      poNumber: poNumberInput.parse(values.poNumber),
      acknowledgeLegal: true,
    };
  });

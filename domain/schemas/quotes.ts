import { z } from 'zod';
import { PAYMENT_METHODS, QUOTE_STATUSES } from '../orders';
import { QUOTE_ACTION_MESSAGES } from '../quotes';
import { ADDRESS_COUNTRIES, addressSchema } from './account';
import { emailSchema } from './auth';
import { MAX_CART_LINES, ORDER_MESSAGES, cartLineInput, checkoutPaymentInput, refineCheckoutPayment, destinationInput, poNumberInput } from './orders';
import { multiLineText, singleLineText } from './text';

/** Storefront spec §5 and §8. */
export const QUOTE_MESSAGES = {
  authRequired: 'Please log in to submit a quote request',
  empty: 'No items in quote request',
  missingFields: 'Please fill in all required fields.',
  submitted: 'Quote request submitted!',
  failed: 'Failed to submit quote request. Please try again.',
  notFound: 'Quote not found',
} as const;

/**
 * Quote requests per window (RELIABILITY 31, 35, 36): each one mails the shop and acknowledges the account, so a signed-in
 * account and a client address each get a few; every quote still reaches the shop, and the buyer's own list keeps them all.
 */
export const QUOTE_RATE_LIMIT = { perAccount: 5, perAddress: 10, windowMinutes: 15 } as const;

/** The 429's message, in the wording of the spec's other limits ("Too many attempts" / "Please wait {n} minutes…"). */
export function quoteWaitMessage(retryAfterSeconds: number): string {
  return `Too many attempts. Please wait ${Math.max(1, Math.ceil(retryAfterSeconds / 60))} minutes before trying again.`;
}

const required = (max: number) =>
  singleLineText({ error: QUOTE_MESSAGES.missingFields }).trim().min(1, QUOTE_MESSAGES.missingFields).max(max, ORDER_MESSAGES.textTooLong);
/** Optional text, one line or several; '' and null mean "not given". */
const optional = (max: number, text: typeof singleLineText = singleLineText) =>
  text()
    .trim()
    .max(max, ORDER_MESSAGES.textTooLong)
    .nullish()
    .transform((value) => value || undefined);

/** POST /api/quotes (signed in): products, packages and quantities; never a price. */
export const submitQuoteRequest = z.strictObject({
  items: z
    .array(cartLineInput, { error: QUOTE_MESSAGES.empty })
    .min(1, QUOTE_MESSAGES.empty)
    .max(MAX_CART_LINES, ORDER_MESSAGES.tooManyLines),
  customerName: required(200),
  companyName: required(200),
  customerEmail: z.string({ error: QUOTE_MESSAGES.missingFields }).trim().min(1, QUOTE_MESSAGES.missingFields).pipe(emailSchema),
  phone: optional(40),
  /** Free text (several lines allowed). */
  shippingAddress: optional(500, multiLineText),
  notes: optional(2000, multiLineText),
});
export type SubmitQuoteRequest = z.input<typeof submitQuoteRequest>;
export type SubmitQuoteInput = z.output<typeof submitQuoteRequest>;

export const quoteConfirmationSchema = z.object({
  quoteNumber: z.string(),
  /** ISO 8601. */
  createdAt: z.string(),
  status: z.enum(QUOTE_STATUSES),
  customerName: z.string(),
  customerEmail: z.string(),
  companyName: z.string(),
  phone: z.string().nullable(),
  shippingAddress: z.string().nullable(),
  notes: z.string().nullable(),
  items: z.array(
    z.object({
      productName: z.string(),
      sku: z.string().nullable(),
      /** The package label ("1 Pallet"). */
      packaging: z.string(),
      quantity: z.number().int(),
      epaApproved: z.boolean(),
      /** Dollars: the quoted unit price of the package, null until priced. */
      unitPrice: z.number().nullish(),
      lineTotal: z.number().nullish(),
    }),
  ),
  /**
   * Set once priced (Send Quote): money in dollars. Tax at the destination asked for (GET …?country=&state=), else the
   * buyer's last address, else none (taxFrom "none": tax 0, total before tax, worked out at acceptance; docs/decisions/034).
   */
  pricing: z
    .object({
      subtotal: z.number(),
      shipping: z.number(),
      tax: z.number(),
      taxRate: z.number(),
      total: z.number(),
      taxFrom: z.enum(['destination', 'account', 'none']).optional(),
      taxDestination: z.object({ country: z.enum(ADDRESS_COUNTRIES), region: z.string().nullable() }).nullish(),
    })
    .nullish(),
  adminMessage: z.string().nullish(),
  /** ISO 8601: the last instant the prices hold (the end of the chosen day, UTC). */
  validUntil: z.string().nullish(),
  quotedAt: z.string().nullish(),
  respondedAt: z.string().nullish(),
  declineReason: z.string().nullish(),
  /** The order the quote became, once accepted. */
  orderNumber: z.string().nullish(),
  /** ISO 8601: the quote's version (its last change, e.g. new prices); accepting sends back the one read. */
  version: z.string(),
});
export type QuoteConfirmation = z.infer<typeof quoteConfirmationSchema>;

/** 201 from POST /api/quotes; 200 from GET /api/quotes/:quoteNumber. */
export const quoteResponse = z.object({ quote: quoteConfirmationSchema });
export type QuoteResponse = z.infer<typeof quoteResponse>;

export const quoteNumberParams = z.object({ quoteNumber: singleLineText().max(64) });

/** GET /api/quotes/:quoteNumber?country=&state=: the priced quote's tax and total for this destination (the accept form's address). */
export const quoteDestinationQuery = z.strictObject({
  // Text first, so a control character is named as such before the choice of country is checked.
  country: singleLineText().pipe(destinationInput.shape.country).optional(),
  state: destinationInput.shape.state,
});

/**
 * POST /api/quotes/:quoteNumber/accept (signed in, header Idempotency-Key): how the buyer pays and where it ships.
 * Strict: no line, price or total is taken from the client; the quote's own lines and prices are used, and only while
 * the quote is still the version the buyer read.
 */
export const acceptQuoteRequest = z
  .strictObject({
    /** The quote's version as the buyer read it: a quote priced again since then is 409 with the new figures (RELIABILITY 38). */
    version: singleLineText({ error: QUOTE_ACTION_MESSAGES.versionRequired }).trim().min(1, QUOTE_ACTION_MESSAGES.versionRequired).max(64, QUOTE_ACTION_MESSAGES.versionRequired),
    shippingAddress: addressSchema,
    paymentMethod: z.enum(PAYMENT_METHODS, { error: 'Please choose a payment method.' }),
    payment: checkoutPaymentInput.nullish(),
    poNumber: poNumberInput,
    acknowledgeLegal: z.literal(true, { error: ORDER_MESSAGES.legalRequired }),
  })
  .superRefine(refineCheckoutPayment);
export type AcceptQuoteRequest = z.input<typeof acceptQuoteRequest>;
export type AcceptQuoteInput = z.output<typeof acceptQuoteRequest>;

/** POST /api/quotes/:quoteNumber/decline: an optional reason. */
export const declineQuoteRequest = z.strictObject({
  reason: multiLineText()
    .trim()
    .max(1000, QUOTE_ACTION_MESSAGES.reasonTooLong)
    .nullish()
    .transform((value) => value || undefined),
});
export type DeclineQuoteRequest = z.input<typeof declineQuoteRequest>;

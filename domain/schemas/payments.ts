import { z } from 'zod';
import { PROVIDER_PAYMENT_STATUSES } from '../payment-events';

/**
 * The payment provider's contract with the browser (issue 25, docs/decisions/040). The browser collects card and bank
 * data only in the provider's own fields and sends our server a token; no schema of ours takes a card number or a
 * security code (domain/card-data-fields.ts, checked by a test that walks every schema and the OpenAPI document).
 */

export const PAYMENT_MESSAGES = {
  tokenRequired: 'Please enter your payment details.',
  declined: 'Your card was declined.',
  bankDebitFailed: 'Your bank debit could not be completed.',
  providerUnavailable: 'The payment service is not answering. Nothing was charged; please try again in a few minutes.',
  notAwaitingPayment: 'This order is not awaiting payment.',
  cardDataRefused: 'Card details are collected by the payment provider; send payment.token.',
  paymentRequired: 'Please enter your payment details.',
  phoneRequired: 'Phone is required.',
  noProviderPayment: 'This order has no payment with the provider.',
  totalChanged: 'The order total changed while it was being paid. Nothing was charged; please review your order and try again.',
} as const;

/**
 * GET /api/payments/config: what the checkout needs to draw the fields.
 * - `stripe`: the publishable key for `loadStripe`; the Payment Element draws cards and, when offered, bank debits.
 * - `sandbox`: `fieldsUrl` is our own page standing in for the provider's fields (iframed; see SANDBOX_FIELDS_MESSAGES).
 */
export const paymentsConfigSchema = z.discriminatedUnion('provider', [
  z.object({
    provider: z.literal('stripe'),
    testMode: z.boolean(),
    publishableKey: z.string(),
    bankDebit: z.boolean(),
  }),
  z.object({
    provider: z.literal('sandbox'),
    testMode: z.literal(true),
    fieldsUrl: z.string(),
    bankDebit: z.boolean(),
  }),
]);
export type PaymentsConfig = z.infer<typeof paymentsConfigSchema>;

/**
 * The sandbox fields page (`/sandbox-pay/fields?method=card|bank_debit&lang=en`) talks to its parent window with
 * `postMessage`, origin-checked both ways:
 * - parent → fields: `{ type: 'frigidflow-sandbox:tokenize' }` asks for a token;
 * - fields → parent: `{ type: 'frigidflow-sandbox:token', token: 'sbx_tok_…', summary }` or
 *   `{ type: 'frigidflow-sandbox:error', message }` (in the page's language), and
 *   `{ type: 'frigidflow-sandbox:height', height }` so the iframe fits its content.
 */
export const SANDBOX_FIELDS_MESSAGES = {
  tokenize: 'frigidflow-sandbox:tokenize',
  token: 'frigidflow-sandbox:token',
  error: 'frigidflow-sandbox:error',
  height: 'frigidflow-sandbox:height',
} as const;

/** What the checkout and the quote acceptance send for a card or bank payment: the provider's token, never card data. */
export const providerPaymentInput = z.strictObject({
  token: z
    .string({ error: PAYMENT_MESSAGES.tokenRequired })
    .trim()
    .min(1, PAYMENT_MESSAGES.tokenRequired)
    .max(255, PAYMENT_MESSAGES.tokenRequired)
    .regex(/^[A-Za-z0-9_]+$/, PAYMENT_MESSAGES.tokenRequired),
});
export type ProviderPaymentInput = z.infer<typeof providerPaymentInput>;

/** What an answer says of the provider's payment (the order's confirmation, the sync, the pay-again). */
export const providerPaymentSummarySchema = z.object({
  status: z.enum(PROVIDER_PAYMENT_STATUSES),
  method: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('card'), brand: z.string(), last4: z.string() }),
    z.object({ kind: z.literal('bank_debit'), bankName: z.string().nullable(), last4: z.string() }),
  ]).nullable(),
  /** The second step to run in the browser, then POST /api/orders/{n}/payment/sync. */
  nextAction: z
    .discriminatedUnion('kind', [
      z.object({ kind: z.literal('client_secret'), clientSecret: z.string() }),
      z.object({ kind: z.literal('redirect'), url: z.string() }),
    ])
    .nullable(),
});
export type ProviderPaymentSummary = z.infer<typeof providerPaymentSummarySchema>;

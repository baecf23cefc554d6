import { z } from 'zod';
import { ORDER_CERTIFICATION_STATES } from '../certification';
import { LANGUAGES } from '../languages';
import { ORDER_MESSAGES as ORDER_RULES, ORDER_STATUSES, PAYMENT_METHODS } from '../orders';
import { MAX_TRACKING_NUMBER_LENGTH, SHIPPING_CARRIERS } from '../shipping-carriers';
import { PAYMENT_FILTERS, PAYMENT_STATES, RECEIVED_PAYMENT_METHODS } from '../payments';
import { PAYMENT_EVENT_OUTCOMES, PROVIDER_PAYMENT_STATUSES } from '../payment-events';
import { PROVIDER_NAMES } from '../payment-provider';
import { REFUND_REASONS, REFUND_STATUSES } from '../refunds';
import { adminListQuery, pageOf, queryEnum, sortParam, versionField } from './admin';
import { DATE_QUERY_MESSAGES, dayQuery } from './date-query';
import { CERTIFICATION_MESSAGES, orderCertificationSchema } from './certifications';
import { orderConfirmationItemSchema, storedAddressSchema } from './orders';
import { trackingSchema } from './tracking';
import { multiLineText, singleLineText } from './text';

/** Back-office spec §8 (orders) and the server's own refusals, in the spec's English; the admin screen translates them. */
export const ADMIN_ORDER_MESSAGES = {
  updated: 'Order updated successfully!',
  updateFailed: 'Error updating order',
  notesSaved: 'Notes added successfully!',
  notesFailed: 'Error adding notes',
  empty: 'No orders found',
  notFound: 'Order not found',
  trackingRequired: ORDER_RULES.trackingRequired,
  trackingTooLong: `Tracking number must be at most ${MAX_TRACKING_NUMBER_LENGTH} characters.`,
  statusInvalid: 'Please choose a status.',
  carrierInvalid: 'Please choose a carrier.',
  notesTooLong: 'Notes must be at most 2000 characters.',
  reopenOutOfStock: 'This order cannot be reopened: there is not enough stock to take its products again.',
  reopenCouponUsedUp: 'This order cannot be reopened: its coupon has no uses left.',
  awaitingCertification: CERTIFICATION_MESSAGES.awaitingShipment,
  dateRange: 'The start date must be on or before the end date.',
  paymentRecorded: 'Payment recorded.',
  paymentFailed: 'Error recording the payment',
  amountRequired: 'Please enter the amount received.',
  amountInvalid: 'Please enter an amount above zero, with at most two decimals.',
  amountAboveDue: 'The amount is more than what is still due on this order.',
  alreadyPaid: 'This order is already paid.',
  receivedOnRequired: 'Please enter the day the payment was received.',
  receivedOnInvalid: DATE_QUERY_MESSAGES.invalid,
  receivedOnFuture: 'The day received cannot be in the future.',
  referenceTooLong: 'The reference must be at most 200 characters.',
  methodInvalid: 'Please choose how the payment was received.',
  requestKeyInvalid: 'Please send the dialog again.',
  refundRecorded: 'Refund recorded.',
  refundFailed: 'Error recording the refund',
  refundAboveLeft: 'The amount is more than what is left to refund.',
  refundNothingLeft: 'Nothing is left to refund on this order.',
  refundNothingPaid: 'Nothing was paid on this order: there is nothing to refund.',
  refundReasonInvalid: 'Please choose why the money goes back.',
  refundNoteTooLong: 'The note must be at most 500 characters.',
  refundProviderFailed: 'The payment provider refused the refund: nothing was refunded.',
  captureRecorded: 'Payment captured.',
  captureFailed: 'Error capturing the payment',
  captureNotAuthorized: 'This order has no authorized card payment to capture.',
  authorisationExpired: 'payment authorisation expired',
  providerUnavailable: 'The payment provider did not answer. Please try again in a moment.',
} as const;

export const MAX_ORDER_NOTES_LENGTH = 2000;

/** Sortable columns of the list; newest first by default (back-office spec §7). */
export const ADMIN_ORDER_SORTS = ['createdAt', 'total', 'status'] as const;

/** GET /api/admin/orders: page, page size, search (order number, customer name, e-mail or PO number), status, sort. */
export const adminOrderListQuery = adminListQuery.extend({
  // Text first, so a NUL is refused by name like in any text (RELIABILITY 32).
  status: singleLineText()
    .pipe(z.enum(ORDER_STATUSES, { error: ADMIN_ORDER_MESSAGES.statusInvalid }))
    .optional(),
  /** paid, or unpaid (partially paid included: money is still owed). */
  payment: queryEnum(PAYMENT_FILTERS),
  /** Placed on or after this UTC day (`YYYY-MM-DD`). */
  from: dayQuery.optional(),
  /** Placed on or before this UTC day. */
  to: dayQuery.optional(),
  // The column type given, or TypeScript also infers '-createdAt' as a column from the fallback.
  sort: sortParam<(typeof ADMIN_ORDER_SORTS)[number]>(ADMIN_ORDER_SORTS, '-createdAt'),
}).refine((q) => !q.from || !q.to || q.from <= q.to, { path: ['from'], message: ADMIN_ORDER_MESSAGES.dateRange });
export type AdminOrderListQuery = z.output<typeof adminOrderListQuery>;

/** One row of the list: enough to act on the order (status selector, Mark as Shipped) without opening it. */
export const adminOrderRowSchema = z.object({
  id: z.string(),
  orderNumber: z.string(),
  customerName: z.string(),
  customerEmail: z.string(),
  status: z.enum(ORDER_STATUSES),
  /** Dollars. */
  total: z.number(),
  /** Packages ordered (the sum of the lines' quantities). */
  itemCount: z.number().int(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  /** Whether the shop has the money (domain/payments.ts), beside the status. */
  paymentState: z.enum(PAYMENT_STATES),
  tracking: trackingSchema.nullable(),
  /** The certification gate (docs/decisions/022): an awaiting order may not ship. */
  certificationState: z.enum(ORDER_CERTIFICATION_STATES),
  /** The buyer's purchase-order number. */
  poNumber: z.string().nullable(),
  /** ISO 8601. */
  createdAt: z.string(),
  /** The `updatedAt` an edit from this row starts from. */
  version: z.string(),
});
export type AdminOrderRow = z.infer<typeof adminOrderRowSchema>;

export const adminOrderListResponse = pageOf(adminOrderRowSchema);
export type AdminOrderListResponse = z.infer<typeof adminOrderListResponse>;

/** A card as the back office sees it: brand and last four digits, never more (RELIABILITY 16–17). */
export const adminCardSchema = z.object({
  brand: z.string(),
  last4: z.string().regex(/^\d{4}$/),
  expiry: z.string(),
  cardholderName: z.string(),
  billingAddress: storedAddressSchema.nullable(),
});

/** A payment received, as the order details list it; amount in dollars, receivedOn a calendar day. */
export const adminPaymentSchema = z.object({
  id: z.string(),
  amount: z.number(),
  receivedOn: z.string(),
  reference: z.string().nullable(),
  method: z.enum(RECEIVED_PAYMENT_METHODS),
  recordedBy: z.string(),
  /** ISO 8601: when it was recorded. */
  createdAt: z.string(),
});
export type AdminPayment = z.infer<typeof adminPaymentSchema>;

/** A refund as the timeline lists it: dollars, who asked and why, and where it stands. */
export const adminRefundSchema = z.object({
  id: z.string(),
  amount: z.number(),
  reason: z.enum(REFUND_REASONS),
  note: z.string().nullable(),
  status: z.enum(REFUND_STATUSES),
  /** Through the provider, or by hand (money recorded by hand goes back by hand). */
  byProvider: z.boolean(),
  /** The admin's e-mail; null for the shop's own move (a cancellation by the release job). */
  requestedBy: z.string().nullable(),
  failureReason: z.string().nullable(),
  /** ISO 8601. */
  createdAt: z.string(),
  settledAt: z.string().nullable(),
});
export type AdminRefund = z.infer<typeof adminRefundSchema>;

/** One provider event as the timeline shows it (never billing details). */
export const adminPaymentEventSchema = z.object({
  id: z.string(),
  type: z.string(),
  /** ISO 8601: the provider's time of the event (whole seconds for Stripe). */
  occurredAt: z.string(),
  /** When the shop received it: the timeline's order, with the money and refunds recorded here. */
  receivedAt: z.string(),
  outcome: z.enum(PAYMENT_EVENT_OUTCOMES),
  status: z.enum(PROVIDER_PAYMENT_STATUSES).nullable(),
  /** Dollars, when the event names an amount. */
  amount: z.number().nullable(),
  failureCode: z.string().nullable(),
});
export type AdminPaymentEvent = z.infer<typeof adminPaymentEventSchema>;

/** How a provider payment was paid: a card's brand and last four, or a bank's name and last four. */
export const adminPaymentMethodSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('card'), brand: z.string().nullable(), last4: z.string().nullable() }),
  z.object({ kind: z.literal('bank_debit'), bankName: z.string().nullable(), last4: z.string().nullable() }),
]);

/** One provider payment of the order and its events, oldest event first. */
export const adminProviderPaymentSchema = z.object({
  id: z.string(),
  provider: z.enum(PROVIDER_NAMES),
  /** The provider's reference (a PaymentIntent id, or the sandbox's). */
  reference: z.string(),
  method: adminPaymentMethodSchema,
  status: z.enum(PROVIDER_PAYMENT_STATUSES),
  amount: z.number(),
  amountReceived: z.number(),
  /** When an authorisation ends (ISO 8601), null when none. */
  captureBefore: z.string().nullable(),
  createdAt: z.string(),
  events: z.array(adminPaymentEventSchema),
});
export type AdminProviderPayment = z.infer<typeof adminProviderPaymentSchema>;

/** The payment timeline of an order (docs/decisions/040): provider payments with their events, money recorded by hand, refunds. */
export const paymentTimelineSchema = z.object({
  /** No real money moves (the sandbox, or a provider's test keys). */
  testMode: z.boolean(),
  providerPayments: z.array(adminProviderPaymentSchema),
  payments: z.array(adminPaymentSchema),
  refunds: z.array(adminRefundSchema),
});
export type PaymentTimeline = z.infer<typeof paymentTimelineSchema>;

/** GET /api/admin/orders/:id (back-office spec §3, order admin view); money in dollars. */
export const adminOrderDetailsSchema = z.object({
  id: z.string(),
  orderNumber: z.string(),
  status: z.enum(ORDER_STATUSES),
  customerName: z.string(),
  customerEmail: z.string(),
  companyName: z.string().nullable(),
  /** A guest order, or one placed from an account. */
  customerType: z.enum(['guest', 'account']),
  /** The buyer's language: the status e-mails are written in it. */
  language: z.enum(LANGUAGES),
  tracking: trackingSchema.nullable(),
  shippingAddress: storedAddressSchema,
  items: z.array(orderConfirmationItemSchema),
  paymentMethod: z.enum(PAYMENT_METHODS),
  card: adminCardSchema.nullable(),
  /** What a wire or check buyer was told (bank-wire or check instructions). */
  paymentInstructions: z.string().nullable(),
  paymentState: z.enum(PAYMENT_STATES),
  /** Dollars received so far (the payments' sum) and still due (what Mark as paid proposes). */
  amountReceived: z.number(),
  amountDue: z.number(),
  payments: z.array(adminPaymentSchema),
  /** Dollars refunded (succeeded refunds) and still refundable (received − refunded, a pending refund counted). */
  amountRefunded: z.number(),
  amountRefundable: z.number(),
  /** An authorised card payment the admin may capture now. */
  capturable: z.boolean(),
  paymentTimeline: paymentTimelineSchema,
  subtotal: z.number(),
  discount: z.number(),
  couponCode: z.string().nullable(),
  shipping: z.number(),
  tax: z.number(),
  total: z.number(),
  notes: z.string().nullable(),
  /** The certification gate, the number given at checkout and the evidence the order was sold on. */
  certification: orderCertificationSchema,
  /** The buyer's purchase-order number. */
  poNumber: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The `updatedAt` an edit from this view starts from. */
  version: z.string(),
});
export type AdminOrderDetails = z.infer<typeof adminOrderDetailsSchema>;

export const adminOrderResponse = z.object({ order: adminOrderDetailsSchema });
export type AdminOrderResponse = z.infer<typeof adminOrderResponse>;

/**
 * PATCH /api/admin/orders/:id/status. Any status from any status (back-office spec §4); shipped needs a tracking number,
 * sent here or already on the order (the server judges that, with ADMIN_ORDER_MESSAGES.trackingRequired). Without a
 * carrier the server guesses it from the number (domain/shipping-carriers.ts).
 */
export const updateOrderStatusRequest = z.strictObject({
  status: z.enum(ORDER_STATUSES, { error: ADMIN_ORDER_MESSAGES.statusInvalid }),
  trackingNumber: singleLineText()
    .trim()
    .max(MAX_TRACKING_NUMBER_LENGTH, ADMIN_ORDER_MESSAGES.trackingTooLong)
    .nullish()
    .transform((value) => value || undefined),
  trackingCarrier: z
    .enum(SHIPPING_CARRIERS, { error: ADMIN_ORDER_MESSAGES.carrierInvalid })
    .nullish()
    .transform((value) => value ?? undefined),
  version: versionField,
});
export type UpdateOrderStatusRequest = z.input<typeof updateOrderStatusRequest>;
export type UpdateOrderStatusInput = z.output<typeof updateOrderStatusRequest>;

/** PATCH /api/admin/orders/:id/notes (saved when the notes field loses focus); empty clears them. */
export const updateOrderNotesRequest = z.strictObject({
  notes: multiLineText()
    .trim()
    .max(MAX_ORDER_NOTES_LENGTH, ADMIN_ORDER_MESSAGES.notesTooLong)
    .nullable()
    .transform((value) => value || null),
  version: versionField,
});
export type UpdateOrderNotesRequest = z.input<typeof updateOrderNotesRequest>;

/** The largest payment one form may record (dollars): well inside numeric(12,2). */
export const MAX_PAYMENT_AMOUNT = 100_000_000;

/**
 * POST /api/admin/orders/:id/payments (Mark as paid): the amount (the form proposes what is due), the day it arrived, the
 * wire's reference or the check's number, how it came, and the dialog's one-time key (a double submit records one payment).
 * The server refuses an amount above what is due and a day after today.
 */
export const recordPaymentRequest = z.strictObject({
  amount: z.union([z.number(), z.string()], { error: ADMIN_ORDER_MESSAGES.amountRequired }).transform((value, ctx): number => {
    const text = typeof value === 'number' ? String(value) : value.trim();
    if (text === '') {
      ctx.addIssue({ code: 'custom', message: ADMIN_ORDER_MESSAGES.amountRequired });
      return z.NEVER;
    }
    const dollars = Number(text);
    if (!/^\d+(?:\.\d{1,2})?$/.test(text) || dollars <= 0 || dollars > MAX_PAYMENT_AMOUNT) {
      ctx.addIssue({ code: 'custom', message: ADMIN_ORDER_MESSAGES.amountInvalid });
      return z.NEVER;
    }
    return dollars;
  }),
  receivedOn: singleLineText({ error: ADMIN_ORDER_MESSAGES.receivedOnRequired })
    .trim()
    .min(1, ADMIN_ORDER_MESSAGES.receivedOnRequired)
    .pipe(dayQuery),
  reference: singleLineText()
    .trim()
    .max(200, ADMIN_ORDER_MESSAGES.referenceTooLong)
    .nullish()
    .transform((value) => value || null),
  method: z.enum(RECEIVED_PAYMENT_METHODS, { error: ADMIN_ORDER_MESSAGES.methodInvalid }),
  requestKey: singleLineText().pipe(z.uuid({ error: ADMIN_ORDER_MESSAGES.requestKeyInvalid })),
});
export type RecordPaymentRequest = z.input<typeof recordPaymentRequest>;
export type RecordPaymentInput = z.output<typeof recordPaymentRequest>;

/** The longest note a refund keeps. */
export const MAX_REFUND_NOTE_LENGTH = 500;

/** A dollar amount typed in a dialog: a number or its text, above zero, at most two decimals. */
function dialogAmount() {
  return z.union([z.number(), z.string()], { error: ADMIN_ORDER_MESSAGES.amountRequired }).transform((value, ctx): number => {
    const text = typeof value === 'number' ? String(value) : value.trim();
    if (text === '') {
      ctx.addIssue({ code: 'custom', message: ADMIN_ORDER_MESSAGES.amountRequired });
      return z.NEVER;
    }
    const dollars = Number(text);
    if (!/^\d+(?:\.\d{1,2})?$/.test(text) || dollars <= 0 || dollars > MAX_PAYMENT_AMOUNT) {
      ctx.addIssue({ code: 'custom', message: ADMIN_ORDER_MESSAGES.amountInvalid });
      return z.NEVER;
    }
    return dollars;
  });
}

/**
 * POST /api/admin/orders/:id/refunds (docs/decisions/040): the amount in dollars (the dialog proposes what is left), why,
 * an optional note, and the dialog's one-time key (a double submit refunds once). The server bounds the amount by what
 * was received minus what was refunded, a pending refund counted.
 */
export const refundOrderRequest = z.strictObject({
  amount: dialogAmount(),
  reason: z.enum(REFUND_REASONS, { error: ADMIN_ORDER_MESSAGES.refundReasonInvalid }),
  note: multiLineText()
    .trim()
    .max(MAX_REFUND_NOTE_LENGTH, ADMIN_ORDER_MESSAGES.refundNoteTooLong)
    .nullish()
    .transform((value) => value || null),
  requestKey: singleLineText().pipe(z.uuid({ error: ADMIN_ORDER_MESSAGES.requestKeyInvalid })),
});
export type RefundOrderRequest = z.input<typeof refundOrderRequest>;
export type RefundOrderInput = z.output<typeof refundOrderRequest>;

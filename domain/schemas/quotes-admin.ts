import { z } from 'zod';
import { utcDayOf } from '../dates';
import { LANGUAGES } from '../languages';
import { QUOTE_STATUSES, QUOTE_STOCK_HOLDS } from '../orders';
import { QUOTE_ACTION_MESSAGES as M } from '../quotes';
import { adminListQuery, pageOf, queryEnum, sortParam, versionField } from './admin';
import { multiLineText, singleLineText } from './text';

/** The largest quoted unit price or shipping (dollars): far above any real package, well inside numeric(12,2). */
export const QUOTE_MAX_AMOUNT = 100_000_000;
const TWO_DECIMALS = /^\d+(?:\.\d{1,2})?$/;

/** Sortable columns of the list; newest first by default. */
export const ADMIN_QUOTE_SORTS = ['createdAt', 'status'] as const;

/** GET /api/admin/quotes: page, page size, search (quote number, customer, e-mail or company), status, sort. */
export const adminQuoteListQuery = adminListQuery.extend({
  status: queryEnum(QUOTE_STATUSES),
  sort: sortParam<(typeof ADMIN_QUOTE_SORTS)[number]>(ADMIN_QUOTE_SORTS, '-createdAt'),
});
export type AdminQuoteListQuery = z.output<typeof adminQuoteListQuery>;

export const adminQuoteRowSchema = z.object({
  id: z.string(),
  quoteNumber: z.string(),
  customerName: z.string(),
  customerEmail: z.string(),
  companyName: z.string(),
  /** As the buyer sees it: a quoted quote past its valid-until day reads 'expired'. */
  status: z.enum(QUOTE_STATUSES),
  /** Packages asked for (the sum of the lines' quantities). */
  itemCount: z.number().int(),
  /** Dollars, once priced (tax at the US rate). */
  total: z.number().nullable(),
  validUntil: z.string().nullable(),
  createdAt: z.string(),
  version: z.string(),
});
export type AdminQuoteRow = z.infer<typeof adminQuoteRowSchema>;

export const adminQuoteListResponse = pageOf(adminQuoteRowSchema);
export type AdminQuoteListResponse = z.infer<typeof adminQuoteListResponse>;

export const adminQuoteLineSchema = z.object({
  id: z.string(),
  productName: z.string(),
  sku: z.string().nullable(),
  /** The package label as asked ("1 Pallet"). */
  packaging: z.string(),
  quantity: z.number().int(),
  /** Dollars: the quoted unit price of the package, null until priced. */
  unitPrice: z.number().nullable(),
  /** Dollars: today's catalogue price of the package, as a starting point; null when the product is gone. */
  cataloguePrice: z.number().nullable(),
  /** Cylinders of this line's package × quantity; null when the package is unknown. */
  cylinders: z.number().int().nullable(),
  /** Cylinders of the product available now (after orders and reservations); null when the product is gone. */
  stockAvailable: z.number().int().nullable(),
  /** Cylinders this line holds in stock for the quote (its reservation). */
  reservedCylinders: z.number().int(),
});

/** GET /api/admin/quotes/:id. */
export const adminQuoteDetailsSchema = adminQuoteRowSchema.extend({
  phone: z.string().nullable(),
  shippingAddress: z.string().nullable(),
  notes: z.string().nullable(),
  language: z.enum(LANGUAGES),
  items: z.array(adminQuoteLineSchema),
  /** Dollars; null = free shipping (or not priced). */
  shipping: z.number().nullable(),
  subtotal: z.number().nullable(),
  tax: z.number().nullable(),
  adminMessage: z.string().nullable(),
  quotedAt: z.string().nullable(),
  respondedAt: z.string().nullable(),
  declineReason: z.string().nullable(),
  order: z.object({ id: z.string(), orderNumber: z.string() }).nullable(),
  /** The quote's stock reservation (docs/decisions/032): null when none was made. */
  stockHold: z.enum(QUOTE_STOCK_HOLDS).nullable(),
});
export type AdminQuoteDetails = z.infer<typeof adminQuoteDetailsSchema>;

export const adminQuoteResponse = z.object({ quote: adminQuoteDetailsSchema });
export type AdminQuoteResponse = z.infer<typeof adminQuoteResponse>;

/** A dollar amount as a form types it ("12.5") or JSON sends it: 0 or more, at most two decimals. */
function amount(required: string) {
  return z.union([z.number(), z.string()], { error: required }).transform((value, ctx): number => {
    const text = typeof value === 'number' ? String(value) : value.trim();
    if (text === '') {
      ctx.addIssue({ code: 'custom', message: required });
      return z.NEVER;
    }
    if (!TWO_DECIMALS.test(text)) {
      ctx.addIssue({ code: 'custom', message: M.priceInvalid });
      return z.NEVER;
    }
    const dollars = Number(text);
    if (dollars > QUOTE_MAX_AMOUNT) {
      ctx.addIssue({ code: 'custom', message: M.priceTooLarge });
      return z.NEVER;
    }
    return dollars;
  });
}

/** PATCH /api/admin/quotes/:id/review: mark a pending quote reviewed. */
export const reviewQuoteRequest = z.strictObject({ version: versionField });

/**
 * POST /api/admin/quotes/:id/send: a unit price for every line (its package), optional shipping (empty = free), a
 * message and the last day the prices hold ("YYYY-MM-DD", not before today: the server judges that).
 */
export const sendQuoteRequest = z.strictObject({
  version: versionField,
  items: z.array(z.strictObject({ id: singleLineText().pipe(z.uuid({ error: M.linesMismatch })), unitPrice: amount(M.priceRequired) }), { error: M.linesMismatch }).min(1, M.linesMismatch).max(200, M.linesMismatch),
  shipping: z
    .union([z.number(), z.string(), z.null()])
    .optional()
    .transform((value) => (value === null || value === undefined || (typeof value === 'string' && value.trim() === '') ? 0 : value))
    .pipe(amount(M.priceInvalid)),
  message: multiLineText().trim().max(2000, M.messageTooLong).nullish().transform((value) => value || null),
  validUntil: singleLineText({ error: M.validUntilRequired })
    .trim()
    .min(1, M.validUntilRequired)
    .refine((value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && utcDayOf(value) === value, M.validUntilInvalid),
  /** Hold the quoted cylinders in stock until the quote expires (docs/decisions/032); off when absent. */
  reserveStock: z.boolean({ error: M.reserveInvalid }).optional().default(false),
});
export type SendQuoteRequest = z.input<typeof sendQuoteRequest>;
export type SendQuoteInput = z.output<typeof sendQuoteRequest>;

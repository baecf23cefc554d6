import { z } from 'zod';
import { COUPON_DISPLAY_STATUSES, COUPON_MESSAGES, DISCOUNT_TYPES, normalizeCouponCode, type CouponTranslatedField } from '../coupons';
import { translationsInput, translationsSchema } from './translations';
import { endOfUtcDay, startOfUtcDay, utcDayOf } from '../dates';
import { adminListQuery, pageOf, sortParam, versionField } from './admin';
import { cartItemsInput } from './orders';
import { multiLineText, singleLineText } from './text';

/**
 * POST /api/coupons/validate: code trimmed and upper-cased. Refusals: 404 not_found 'Invalid coupon code';
 * 422 unprocessable 'Coupon expired' | 'Coupon limit reached' | 'Minimum order amount not met', each with
 * fields.code; the minimum also as fields.minimumOrderAmount (dollars, "100.00").
 */
export const validateCouponRequest = z.strictObject({
  code: singleLineText({ error: COUPON_MESSAGES.code_required })
    .trim()
    .toUpperCase()
    .min(1, COUPON_MESSAGES.code_required)
    .max(64, COUPON_MESSAGES.invalid),
  items: cartItemsInput,
});
export type ValidateCouponRequest = z.input<typeof validateCouponRequest>;

export const validateCouponResponse = z.object({
  code: z.string(),
  title: z.string(),
  discountType: z.enum(DISCOUNT_TYPES),
  /** Percent (10 = 10 %) or dollars. */
  discountValue: z.number(),
  /** Dollars saved on this cart. */
  discount: z.number(),
});
export type ValidateCouponResponse = z.infer<typeof validateCouponResponse>;

// ---------------------------------------------------------------------------------------------
// Admin: the coupon form (back-office spec §5) and /api/admin/coupons

/** The admin form's and API's English texts; the back office shows them in the admin's language. */
export const COUPON_FORM_MESSAGES = {
  codeRequired: 'Coupon code is required',
  codeLength: 'Coupon code must be 3 to 32 characters',
  codeCharacters: 'Coupon code may only contain letters, digits, hyphens and underscores',
  codeTaken: 'A coupon with this code already exists',
  titleRequired: 'Title is required',
  titleTooLong: 'Title must be at most 100 characters',
  descriptionTooLong: 'Description must be at most 500 characters',
  discountTypeInvalid: 'Choose a percentage or a fixed amount',
  discountValueRequired: 'Discount value is required',
  amountInvalid: 'Please enter a valid amount',
  amountDecimals: 'Use at most 2 decimal places',
  discountValuePositive: 'Discount value must be greater than 0',
  percentageTooHigh: 'A percentage discount cannot be more than 100',
  amountTooLarge: 'This amount is too large',
  minimumNegative: 'Minimum order amount cannot be negative',
  maxUsesInvalid: 'Max uses must be a whole number of at least 1 (leave empty for unlimited)',
  maxUsesBelowUses: 'Max uses cannot be lower than the number of times this coupon has already been used',
  startDateRequired: 'Start date is required',
  dateInvalid: 'Please enter a valid date',
  endBeforeStart: 'End date must be on or after the start date',
  activeInvalid: 'Choose whether the coupon is active',
  notFound: 'Coupon not found',
  usedCouponDelete: 'This coupon has already been used, so it cannot be deleted (its orders keep their history). Deactivate it instead.',
} as const;

const M = COUPON_FORM_MESSAGES;
export const COUPON_CODE_MIN_LENGTH = 3;
export const COUPON_CODE_MAX_LENGTH = 32;
export const COUPON_TITLE_MAX_LENGTH = 100;
export const COUPON_DESCRIPTION_MAX_LENGTH = 500;
/** Dollars or uses: far above any real coupon, well inside numeric(12,2) and integer. */
export const COUPON_MAX_AMOUNT = 1_000_000;
export const COUPON_MAX_USES_LIMIT = 1_000_000_000;
/** Coupon dates are refused outside these years (a typo such as 20266 would otherwise be stored). */
const FIRST_YEAR = 2000;
const LAST_YEAR = 2200;

const CODE_CHARACTERS = /^[A-Z0-9_-]*$/;
const NUMBER_TEXT = /^-?\d+(?:\.\d+)?$/;
const TWO_DECIMALS = /^-?\d+(?:\.\d{1,2})?$/;
const WHOLE_NUMBER = /^\d+$/;

/** Where a transform or refinement reports a problem (any schema's context will do). */
interface Refinement {
  addIssue(issue: { code: 'custom'; message: string; path?: PropertyKey[] }): void;
}

function invalid(ctx: Refinement, message: string): never {
  ctx.addIssue({ code: 'custom', message });
  return z.NEVER;
}

/**
 * A money amount as the form types it ("12.5") or as JSON sends it (12.5), read to a number with at most two
 * decimals (the inputs' step 0.01). Empty gives `empty`, or the `required` message when there is no default.
 */
function amountField(required: string, empty?: number) {
  return z.union([z.number(), z.string(), z.null()], { error: required }).transform((value, ctx): number => {
    const text = value === null ? '' : typeof value === 'number' ? String(value) : value.trim();
    if (text === '') return empty ?? invalid(ctx, required);
    if (!NUMBER_TEXT.test(text)) return invalid(ctx, M.amountInvalid);
    if (!TWO_DECIMALS.test(text)) return invalid(ctx, M.amountDecimals);
    return Number(text);
  });
}

/** Max uses: a whole number of at least 1, or empty / null for unlimited. */
const maxUsesField = z
  .union([z.number(), z.string(), z.null()], { error: M.maxUsesInvalid })
  .optional()
  .transform((value, ctx): number | null => {
    const text = value === null || value === undefined ? '' : typeof value === 'number' ? String(value) : value.trim();
    if (text === '') return null;
    const uses = Number(text);
    if (!WHOLE_NUMBER.test(text) || uses < 1 || uses > COUPON_MAX_USES_LIMIT) return invalid(ctx, M.maxUsesInvalid);
    return uses;
  });

/** A day as the date input gives it ("2026-05-01") or an ISO timestamp, read as its UTC day. */
function dayOf(value: string, ctx: Refinement): string {
  const day = utcDayOf(value);
  const year = Number(day?.slice(0, 4));
  if (!day || year < FIRST_YEAR || year > LAST_YEAR) return invalid(ctx, M.dateInvalid);
  return day;
}

/** The start date: required, sent and stored as the start of its UTC day. */
const startDateField = z
  .string({ error: M.startDateRequired })
  .max(64, M.dateInvalid)
  .transform((value, ctx) => (value.trim() === '' ? invalid(ctx, M.startDateRequired) : startOfUtcDay(dayOf(value, ctx))));

/** The end date: optional (no expiry), sent and stored as the end of its UTC day. */
const endDateField = z
  .union([z.string().max(64, M.dateInvalid), z.null()], { error: M.dateInvalid })
  .optional()
  .transform((value, ctx) => (value === null || value === undefined || value.trim() === '' ? null : endOfUtcDay(dayOf(value, ctx))));

/** The coupon form's fields (back-office spec §5, with range checks the spec leaves out). */
const couponFields = z.strictObject({
  code: z
    .string({ error: M.codeRequired })
    .max(200, M.codeLength)
    .transform((code) => normalizeCouponCode(code))
    .pipe(
      z
        .string()
        .min(1, M.codeRequired)
        .min(COUPON_CODE_MIN_LENGTH, M.codeLength)
        .max(COUPON_CODE_MAX_LENGTH, M.codeLength)
        .regex(CODE_CHARACTERS, M.codeCharacters),
    ),
  title: singleLineText({ error: M.titleRequired }).trim().min(1, M.titleRequired).max(COUPON_TITLE_MAX_LENGTH, M.titleTooLong),
  description: multiLineText({ error: M.descriptionTooLong })
    .trim()
    .max(COUPON_DESCRIPTION_MAX_LENGTH, M.descriptionTooLong)
    .nullish()
    .transform((text) => text || null),
  discountType: z.enum(DISCOUNT_TYPES, { error: M.discountTypeInvalid }).default('percentage'),
  discountValue: amountField(M.discountValueRequired).pipe(z.number().gt(0, M.discountValuePositive).max(COUPON_MAX_AMOUNT, M.amountTooLarge)),
  minimumOrderAmount: amountField(M.amountInvalid, 0)
    .optional()
    .transform((amount) => amount ?? 0)
    .pipe(z.number().min(0, M.minimumNegative).max(COUPON_MAX_AMOUNT, M.amountTooLarge)),
  maxUses: maxUsesField,
  startDate: startDateField,
  endDate: endDateField,
  isActive: z.boolean({ error: M.activeInvalid }).default(true),
  /** French and Spanish title and description, each optional, under the English limits (docs/decisions/038). */
  translations: translationsInput({
    title: singleLineText({ error: M.titleTooLong }).trim().max(COUPON_TITLE_MAX_LENGTH, M.titleTooLong),
    description: multiLineText({ error: M.descriptionTooLong }).trim().max(COUPON_DESCRIPTION_MAX_LENGTH, M.descriptionTooLong),
  }),
});

type CouponFieldsOutput = z.output<typeof couponFields>;

/** The rules between fields: a percentage is at most 100, and the period does not end before it starts. */
function checkCouponRules(coupon: Pick<CouponFieldsOutput, 'discountType' | 'discountValue' | 'startDate' | 'endDate'>, ctx: Refinement): void {
  if (coupon.discountType === 'percentage' && coupon.discountValue > 100) {
    ctx.addIssue({ code: 'custom', path: ['discountValue'], message: M.percentageTooHigh });
  }
  if (coupon.endDate !== null && coupon.endDate < coupon.startDate) {
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: M.endBeforeStart });
  }
}

/** POST /api/admin/coupons and the Create New Coupon form. */
export const couponInput = couponFields.superRefine(checkCouponRules);
export type CouponInput = z.input<typeof couponInput>;
export type CouponValues = z.output<typeof couponInput>;

/** PUT /api/admin/coupons/:id: the whole form plus the version the edit started from. */
export const couponUpdateInput = couponFields.extend({ version: versionField }).superRefine(checkCouponRules);
export type CouponUpdateInput = z.input<typeof couponUpdateInput>;

/** One coupon as the admin sees it: money as numbers, dates as ISO instants, the display status of §4. */
export const adminCouponSchema = z.object({
  id: z.string(),
  code: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  translations: translationsSchema<CouponTranslatedField>(),
  discountType: z.enum(DISCOUNT_TYPES),
  discountValue: z.number(),
  minimumOrderAmount: z.number(),
  maxUses: z.number().int().nullable(),
  currentUses: z.number().int(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  isActive: z.boolean(),
  status: z.enum(COUPON_DISPLAY_STATUSES),
  /** False once the coupon has been used: it can be deactivated, never deleted (its redemptions stay). */
  deletable: z.boolean(),
  createdAt: z.string(),
  /** The version an edit sends back. */
  updatedAt: z.string(),
});
export type AdminCoupon = z.infer<typeof adminCouponSchema>;

/** GET /api/admin/coupons: newest first, searched by code or title, filtered by display status. */
export const couponListQuery = adminListQuery.extend({
  // Read as text first, so a control character gets the common message (RELIABILITY 32).
  status: singleLineText().pipe(z.enum(COUPON_DISPLAY_STATUSES)).optional(),
  sort: sortParam(['createdAt'], '-createdAt'),
});
export type CouponListQuery = z.infer<typeof couponListQuery>;
export const couponListResponse = pageOf(adminCouponSchema);
export type CouponListResponse = z.infer<typeof couponListResponse>;

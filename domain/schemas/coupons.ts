import { z } from 'zod';
import { COUPON_MESSAGES, DISCOUNT_TYPES } from '../coupons';
import { cartItemsInput } from './orders';
import { singleLineText } from './text';

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

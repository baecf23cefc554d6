import { hasEnded, hasNotStarted, type DateInput } from './dates';
import { percentOfCents, toCents } from './money';

export const DISCOUNT_TYPES = ['percentage', 'fixed'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];
/** A coupon's translated fields (docs/decisions/038): the title and description a buyer reads in the cart and e-mails. */
export const COUPON_TRANSLATED_FIELDS = ['title', 'description'] as const;
export type CouponTranslatedField = (typeof COUPON_TRANSLATED_FIELDS)[number];

/** A coupon as stored; money fields may arrive as numeric strings. */
export interface Coupon {
  code: string;
  isActive: boolean;
  startDate: DateInput;
  endDate: DateInput;
  /** null means unlimited. */
  maxUses: number | null;
  currentUses: number;
  minimumOrderAmount: number | string;
  discountType: DiscountType;
  discountValue: number | string;
}

/** The part of a coupon needed to compute its discount. */
export type CouponDiscountInput = Pick<Coupon, 'discountType' | 'discountValue'>;

export type CouponRejection = 'invalid' | 'inactive' | 'expired' | 'not_started' | 'limit_reached' | 'minimum_not_met';

export type CouponCheck =
  | { ok: true; discountCents: number }
  | { ok: false; reason: CouponRejection; minimumCents?: number };

export const COUPON_DISPLAY_STATUSES = ['Active', 'Expired', 'Inactive'] as const;
export type CouponDisplayStatus = (typeof COUPON_DISPLAY_STATUSES)[number];

/** Codes are stored and compared trimmed and upper-case. */
export function normalizeCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

/** The discount in cents: a percentage of the subtotal or a fixed amount, never below 0 nor above the subtotal. */
export function couponDiscountCents(coupon: CouponDiscountInput, subtotalCents: number): number {
  const raw =
    coupon.discountType === 'percentage'
      ? percentOfCents(subtotalCents, coupon.discountValue)
      : toCents(coupon.discountValue);
  return Math.min(Math.max(0, subtotalCents), Math.max(0, raw));
}

interface CouponContext {
  subtotalCents: number;
  now: Date;
}

/** Checks in the order a customer should hear about them; the first that fails is the reason given. */
const RULES: readonly [CouponRejection, (coupon: Coupon, context: CouponContext) => boolean][] = [
  ['inactive', (coupon) => coupon.isActive],
  ['not_started', (coupon, { now }) => !hasNotStarted(now, coupon.startDate)],
  ['expired', (coupon, { now }) => !hasEnded(now, coupon.endDate)],
  ['limit_reached', (coupon) => coupon.maxUses === null || coupon.currentUses < coupon.maxUses],
  ['minimum_not_met', (coupon, { subtotalCents }) => subtotalCents >= toCents(coupon.minimumOrderAmount)],
];

/**
 * Whether a coupon applies to a cart, and its discount if so. Pass null when no coupon has the code.
 * Dates are compared as instants; a date-only end date lasts until the end of that UTC day.
 */
export function checkCoupon(coupon: Coupon | null | undefined, context: CouponContext): CouponCheck {
  if (!coupon) return { ok: false, reason: 'invalid' };
  const failed = RULES.find(([, passes]) => !passes(coupon, context))?.[0];
  if (failed === 'minimum_not_met') return { ok: false, reason: failed, minimumCents: toCents(coupon.minimumOrderAmount) };
  if (failed) return { ok: false, reason: failed };
  return { ok: true, discountCents: couponDiscountCents(coupon, context.subtotalCents) };
}

/**
 * The customer-facing texts (storefront spec §8). An inactive coupon reads as an unknown code, since
 * the shop only looks up active ones; a coupon not yet started reads as outside its dates.
 */
export const COUPON_MESSAGES = {
  invalid: 'Invalid coupon code',
  inactive: 'Invalid coupon code',
  expired: 'Coupon expired',
  not_started: 'Coupon expired',
  limit_reached: 'Coupon limit reached',
  minimum_not_met: 'Minimum order amount not met',
  error: 'Error applying coupon',
  applied: 'Coupon applied successfully!',
  removed: 'Coupon removed',
  code_required: 'Please enter a coupon code',
} as const satisfies Record<CouponRejection | 'error' | 'applied' | 'removed' | 'code_required', string>;

export type CouponMessageKey = keyof typeof COUPON_MESSAGES;

/** The status badge of the admin's coupon list (back-office spec §4). */
export function couponDisplayStatus(
  coupon: Pick<Coupon, 'isActive' | 'startDate' | 'endDate'>,
  now: Date,
): CouponDisplayStatus {
  if (hasEnded(now, coupon.endDate)) return 'Expired';
  return coupon.isActive && !hasNotStarted(now, coupon.startDate) ? 'Active' : 'Inactive';
}

/** The admin list's Uses column (back-office spec §2): "3/10", or "3/∞" when the coupon has no maximum. */
export function couponUsesText(currentUses: number, maxUses: number | null): string {
  return `${currentUses}/${maxUses ?? '∞'}`;
}

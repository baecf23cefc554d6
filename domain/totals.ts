import { couponDiscountCents, type CouponDiscountInput } from './coupons';
import { multiplyCents, toCents } from './money';

export const DEFAULT_FREE_SHIPPING_THRESHOLD_CENTS = 50_000;
export const FLAT_SHIPPING_CENTS = 5_000;
/** The US rate (storefront spec §9); the rate of an order comes from its destination (domain/tax.ts). */
export const TAX_RATE = 0.08;
/** The largest amount the numeric(12,2) money columns hold: $9,999,999,999.99. */
export const MAX_AMOUNT_CENTS = 999_999_999_999;

export interface CartLine {
  unitPriceCents: number;
  quantity: number;
}

export interface CartTotalsInput {
  lines: readonly CartLine[];
  /** A coupon already accepted by checkCoupon; only its discount is applied here. */
  coupon?: CouponDiscountInput | null;
  freeShippingThresholdCents?: number;
  flatShippingCents?: number;
  /** A fraction from 0 to 1, the destination's (taxFor in domain/tax.ts); the US 8 % when not given. */
  taxRate?: number;
}

export interface CartTotals {
  subtotalCents: number;
  discountCents: number;
  shippingCents: number;
  taxCents: number;
  totalCents: number;
}

function lineCents({ unitPriceCents, quantity }: CartLine): number {
  if (!Number.isSafeInteger(unitPriceCents) || unitPriceCents < 0) {
    throw new RangeError(`A unit price must be a whole number of cents ≥ 0, got ${unitPriceCents}`);
  }
  if (!Number.isSafeInteger(quantity) || quantity < 0) {
    throw new RangeError(`A quantity must be a whole number ≥ 0, got ${quantity}`);
  }
  return unitPriceCents * quantity;
}

/**
 * The cart's money, the one place a total is computed (storefront spec §9): shipping is flat below the
 * free-shipping threshold, judged on the discounted subtotal; tax is on the discounted subtotal.
 * An empty cart costs nothing, shipping included.
 */
export function cartTotals({
  lines,
  coupon = null,
  freeShippingThresholdCents = DEFAULT_FREE_SHIPPING_THRESHOLD_CENTS,
  flatShippingCents = FLAT_SHIPPING_CENTS,
  taxRate = TAX_RATE,
}: CartTotalsInput): CartTotals {
  if (!Number.isFinite(taxRate) || taxRate < 0 || taxRate > 1) throw new RangeError(`A tax rate must be from 0 to 1, got ${taxRate}`);
  const subtotalCents = lines.reduce((sum, line) => sum + lineCents(line), 0);
  const discountCents = coupon ? couponDiscountCents(coupon, subtotalCents) : 0;
  const discountedCents = subtotalCents - discountCents;
  const isEmpty = lines.every((line) => line.quantity === 0);
  const shippingCents = isEmpty || discountedCents >= freeShippingThresholdCents ? 0 : flatShippingCents;
  const taxCents = multiplyCents(discountedCents, taxRate);
  return {
    subtotalCents,
    discountCents,
    shippingCents,
    taxCents,
    totalCents: discountedCents + shippingCents + taxCents,
  };
}

/**
 * The cart's totals, or null when one line, the subtotal or the total is above MAX_AMOUNT_CENTS: such an
 * order cannot be stored, so it is refused before any stock, coupon or payment is touched.
 */
export function boundedCartTotals(input: CartTotalsInput): CartTotals | null {
  let subtotalCents = 0;
  for (const line of input.lines) {
    const cents = lineCents(line);
    // A product of two safe integers is exact up to 2^53, far above the limit, so the comparison holds.
    if (cents > MAX_AMOUNT_CENTS) return null;
    subtotalCents += cents;
    if (subtotalCents > MAX_AMOUNT_CENTS) return null;
  }
  const totals = cartTotals(input);
  return totals.totalCents <= MAX_AMOUNT_CENTS ? totals : null;
}

/** The free_shipping_threshold setting in cents; missing or unreadable falls back to $500 (storefront spec §8). */
export function freeShippingThresholdCents(setting: string | number | null | undefined): number {
  if (setting === null || setting === undefined || String(setting).trim() === '') {
    return DEFAULT_FREE_SHIPPING_THRESHOLD_CENTS;
  }
  try {
    const cents = toCents(setting);
    return cents >= 0 ? cents : DEFAULT_FREE_SHIPPING_THRESHOLD_CENTS;
  } catch {
    return DEFAULT_FREE_SHIPPING_THRESHOLD_CENTS;
  }
}

import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import { offeredPackages } from '@domain/catalog';
import { COUPON_MESSAGES, checkCoupon, type CouponRejection } from '@domain/coupons';
import { fromCents, toCents } from '@domain/money';
import { packageCylinders, packageLabel, packageUnitPriceCents, type PackageKey } from '@domain/pricing';
import type { AppliedCoupon, CartLineInput, CouponError, PreviewLine } from '@domain/schemas/orders';
import { TAX_RATES_SETTING_KEY, estimateTax, parseTaxTable, taxFor, type Destination, type DestinationTax, type TaxEstimate } from '@domain/tax';
import { ORDER_MESSAGES } from '@domain/schemas/orders';
import { MAX_AMOUNT_CENTS, boundedCartTotals, freeShippingThresholdCents, type CartTotals } from '@domain/totals';
import { coupons, orders, products, profiles, siteSettings, type Coupon, type Product, type StoredAddress } from '../../db/schema';
import type { Db } from '../../db/types';
import { AppError } from '../../errors';

/** One cart line priced from the catalogue as it is now. */
export interface PricedLine {
  product: Product;
  packaging: PackageKey;
  quantity: number;
  unitPriceCents: number;
  lineCents: number;
  cylinders: number;
}

/**
 * Prices each line from the products table; an unknown or archived product answers 404 naming the line
 * (`items.N.productId`), a package the product is not sold in 400 (`items.N.packaging`).
 * Works on the db handle or inside a transaction (`tx`).
 */
export async function priceLines(db: Db, items: readonly CartLineInput[]): Promise<PricedLine[]> {
  const ids = [...new Set(items.map((item) => item.productId))];
  const rows = await db.select().from(products).where(and(inArray(products.id, ids), isNull(products.archivedAt)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const missing: Record<string, string> = {};
  items.forEach((item, index) => {
    if (!byId.has(item.productId)) missing[`items.${index}.productId`] = ORDER_MESSAGES.productNotFound;
  });
  if (Object.keys(missing).length > 0) throw new AppError('not_found', ORDER_MESSAGES.productNotFound, missing);
  const notOffered: Record<string, string> = {};
  items.forEach((item, index) => {
    const product = byId.get(item.productId) as Product;
    if (!offeredPackages(product.packagingOptions).includes(item.packaging)) notOffered[`items.${index}.packaging`] = ORDER_MESSAGES.packagingNotOffered;
  });
  if (Object.keys(notOffered).length > 0) throw new AppError('validation_failed', ORDER_MESSAGES.packagingNotOffered, notOffered);
  return items.map((item) => {
    const product = byId.get(item.productId) as Product;
    const unitPriceCents = packageUnitPriceCents(product, item.packaging);
    return {
      product,
      packaging: item.packaging,
      quantity: item.quantity,
      unitPriceCents,
      lineCents: unitPriceCents * item.quantity,
      cylinders: packageCylinders(item.packaging) * item.quantity,
    };
  });
}

export async function readFreeShippingThresholdCents(db: Db): Promise<number> {
  const [row] = await db.select({ value: siteSettings.settingValue }).from(siteSettings).where(eq(siteSettings.settingKey, 'free_shipping_threshold'));
  return freeShippingThresholdCents(row?.value);
}

/** The tax of a destination from the tax_rates setting (the default table while no row holds it). */
export async function readDestinationTax(db: Db, destination: Destination | undefined): Promise<DestinationTax> {
  const [row] = await db.select({ value: siteSettings.settingValue }).from(siteSettings).where(eq(siteSettings.settingKey, TAX_RATES_SETTING_KEY));
  return taxFor(parseTaxTable(row?.value), destination);
}

/** A signed-in buyer's last shipping address: their latest order's, else the one saved in /account; null for none. */
export async function buyerLastAddress(db: Db, userId: string | null): Promise<StoredAddress | null> {
  if (!userId) return null;
  const [latest] = await db.select({ address: orders.shippingAddress }).from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.createdAt)).limit(1);
  if (latest?.address) return latest.address;
  const [profile] = await db.select({ address: profiles.shippingAddress }).from(profiles).where(eq(profiles.userId, userId));
  return profile?.address ?? null;
}

/** The tax shown before checkout to this buyer (estimateTax): from their last address, or none. */
export async function readBuyerTaxEstimate(db: Db, userId: string | null): Promise<TaxEstimate> {
  const address = await buyerLastAddress(db, userId);
  if (!address) return null;
  const [row] = await db.select({ value: siteSettings.settingValue }).from(siteSettings).where(eq(siteSettings.settingKey, TAX_RATES_SETTING_KEY));
  return estimateTax(parseTaxTable(row?.value), address);
}

export async function findCoupon(db: Db, code: string): Promise<Coupon | null> {
  const [row] = await db.select().from(coupons).where(eq(coupons.code, code));
  return row ?? null;
}

export type CouponOutcome =
  | { ok: true; coupon: Coupon; discountCents: number }
  | { ok: false; reason: CouponRejection; minimumCents?: number };

/** The domain's coupon rules against a stored coupon (or none), for a subtotal, at an instant. */
export function judgeCoupon(coupon: Coupon | null, subtotalCents: number, now: Date): CouponOutcome {
  const check = checkCoupon(coupon, { subtotalCents, now });
  if (!check.ok) return check.minimumCents === undefined ? { ok: false, reason: check.reason } : { ok: false, reason: check.reason, minimumCents: check.minimumCents };
  return { ok: true, coupon: coupon as Coupon, discountCents: check.discountCents };
}

/** 404 for an unknown (or inactive) code, 422 for the other refusals; fields name `fieldName`. */
export function couponRefusal(outcome: Extract<CouponOutcome, { ok: false }>, fieldName: string): AppError {
  const message = COUPON_MESSAGES[outcome.reason];
  const fields: Record<string, string> = { [fieldName]: message };
  if (outcome.minimumCents !== undefined) fields.minimumOrderAmount = fromCents(outcome.minimumCents).toFixed(2);
  const code = outcome.reason === 'invalid' || outcome.reason === 'inactive' ? 'not_found' : 'unprocessable';
  return new AppError(code, message, fields);
}

export function couponErrorOf(outcome: Extract<CouponOutcome, { ok: false }>): CouponError {
  const error: CouponError = { reason: outcome.reason, message: COUPON_MESSAGES[outcome.reason] };
  if (outcome.minimumCents !== undefined) error.minimumOrderAmount = fromCents(outcome.minimumCents);
  return error;
}

export function appliedCoupon(coupon: Coupon): AppliedCoupon {
  return { code: coupon.code, title: coupon.title, translations: coupon.translations, discountType: coupon.discountType, discountValue: fromCents(toCents(coupon.discountValue)) };
}

const orderTooLarge = () => new AppError('unprocessable', ORDER_MESSAGES.orderTooLarge, { items: ORDER_MESSAGES.orderTooLarge });

/** The cart's totals; 422 when an amount would not fit the stored columns (the buyer is asked for a quote instead). */
export function totalsOf(lines: readonly PricedLine[], discount: Pick<Coupon, 'discountType' | 'discountValue'> | null, thresholdCents: number, taxRate: number): CartTotals {
  const totals = boundedCartTotals({
    lines: lines.map((line) => ({ unitPriceCents: line.unitPriceCents, quantity: line.quantity })),
    coupon: discount,
    freeShippingThresholdCents: thresholdCents,
    taxRate,
  });
  if (!totals) throw orderTooLarge();
  return totals;
}

export function previewLine(line: PricedLine): PreviewLine {
  return {
    productId: line.product.id,
    productName: line.product.name,
    sku: line.product.sku ?? null,
    packaging: line.packaging,
    packagingLabel: packageLabel(line.packaging),
    quantity: line.quantity,
    unitPrice: fromCents(line.unitPriceCents),
    lineTotal: fromCents(line.lineCents),
    epaApproved: line.product.epaApproved,
    certificationRequired: line.product.certificationRequired,
  };
}

/** The subtotal a coupon is judged on; 422 past the stored columns' limit, before any coupon arithmetic. */
export function subtotalCents(lines: readonly PricedLine[]): number {
  const subtotal = lines.reduce((sum, line) => sum + line.lineCents, 0);
  if (subtotal > MAX_AMOUNT_CENTS || lines.some((line) => line.lineCents > MAX_AMOUNT_CENTS)) throw orderTooLarge();
  return subtotal;
}

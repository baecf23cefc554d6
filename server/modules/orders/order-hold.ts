import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { packageCylinders, parsePackaging } from '@domain/pricing';
import { couponRedemptions, coupons, orderItems, products } from '../../db/schema';
import type { Db } from '../../db/types';

/**
 * What an order holds while it is not cancelled: the cylinders it took from stock and one use of its coupon. Placing an
 * order takes them, cancelling (by the unpaid-order release or an admin) gives them back, reopening a cancelled order
 * takes them again; this file is the one rule for all of these, so they cannot drift apart.
 */

/**
 * Backorder and preorder products may be ordered past their stock (which then stops at zero), so how much an order
 * really took is unknown: a cancellation puts nothing back for them (rather than stock that never existed; an operator
 * recounts), and a reopening takes nothing again.
 */
export const OVERSELLABLE = new Set(['backorder', 'preorder']);

export interface StockHold {
  product: { id: string; name: string; availability: string; stockQuantity?: number };
  cylinders: number;
}

export interface StockShortage {
  productName: string;
  available: number;
}

const byProductId = <T extends { product: { id: string } }>(a: T, b: T) => (a.product.id < b.product.id ? -1 : 1);

/**
 * Takes cylinders from stock, products in id order (every writer locks product rows in the same order, so none
 * deadlock). The conditional UPDATE never lets stock go below zero whatever runs at the same time; the first product
 * short of stock is reported (the caller throws, rolling back what was taken).
 */
export async function takeStock(tx: Db, holds: readonly StockHold[]): Promise<StockShortage | null> {
  for (const { product, cylinders } of [...holds].sort(byProductId)) {
    if (OVERSELLABLE.has(product.availability)) {
      await tx
        .update(products)
        .set({ stockQuantity: sql`greatest(${products.stockQuantity} - ${cylinders}, 0)` })
        .where(eq(products.id, product.id));
      continue;
    }
    const [taken] = await tx
      .update(products)
      .set({ stockQuantity: sql`${products.stockQuantity} - ${cylinders}` })
      .where(and(eq(products.id, product.id), sql`${products.stockQuantity} >= ${cylinders}`))
      .returning({ id: products.id });
    if (!taken) {
      const [current] = await tx.select({ stock: products.stockQuantity }).from(products).where(eq(products.id, product.id));
      return { productName: product.name, available: current?.stock ?? 0 };
    }
  }
  return null;
}

/** The first product short of stock as read (stockQuantity of the rows in hand), before anything is locked. */
export function precheckStock(holds: readonly StockHold[]): StockShortage | null {
  for (const { product, cylinders } of [...holds].sort(byProductId)) {
    if (OVERSELLABLE.has(product.availability) || product.stockQuantity === undefined) continue;
    if (product.stockQuantity < cylinders) return { productName: product.name, available: Math.max(0, product.stockQuantity) };
  }
  return null;
}

/** The cylinders of each product an order's lines hold (lines whose product was deleted hold nothing any more). */
async function orderCylinders(tx: Db, orderId: string): Promise<Map<string, number>> {
  const items = await tx.select({ productId: orderItems.productId, packaging: orderItems.packaging, quantity: orderItems.quantity }).from(orderItems).where(eq(orderItems.orderId, orderId));
  const cylinders = new Map<string, number>();
  for (const item of items) {
    const key = parsePackaging(item.packaging);
    if (!item.productId || !key) continue;
    cylinders.set(item.productId, (cylinders.get(item.productId) ?? 0) + packageCylinders(key) * item.quantity);
  }
  return cylinders;
}

const notOversellable = () => sql`${products.availability} not in (${sql.join([...OVERSELLABLE].map((a) => sql`${a}`), sql`, `)})`;

/**
 * Gives back what a cancelled order held, in the caller's transaction: its cylinders (products in id order, like
 * placing an order, so the two cannot deadlock) and its coupon use. The redemption row is deleted and each deleted row
 * lowers the coupon's count by one, so a use is given back exactly once however often this runs.
 */
export async function releaseOrderHold(tx: Db, orderId: string): Promise<void> {
  const cylinders = await orderCylinders(tx, orderId);
  for (const [productId, count] of [...cylinders].sort(([a], [b]) => (a < b ? -1 : 1))) {
    await tx
      .update(products)
      .set({ stockQuantity: sql`${products.stockQuantity} + ${count}` })
      .where(and(eq(products.id, productId), notOversellable()));
  }
  const redeemed = await tx.delete(couponRedemptions).where(eq(couponRedemptions.orderId, orderId)).returning({ couponId: couponRedemptions.couponId });
  for (const { couponId } of redeemed) {
    await tx
      .update(coupons)
      .set({ currentUses: sql`greatest(${coupons.currentUses} - 1, 0)` })
      .where(eq(coupons.id, couponId));
  }
}

export type RetakeRefusal = { reason: 'out_of_stock'; shortage: StockShortage } | { reason: 'coupon_used_up' };

/**
 * Takes again what a cancelled order held when it is reopened: the cylinders given back (never past the stock, so a
 * reopening cannot oversell) and a use of its coupon (never past max_uses; the redemption row makes it count once).
 * A refusal is returned for the caller to throw, rolling back anything already taken.
 */
export async function retakeOrderHold(tx: Db, order: { id: string; couponCode: string | null }): Promise<RetakeRefusal | null> {
  const cylinders = await orderCylinders(tx, order.id);
  if (cylinders.size > 0) {
    const rows = await tx
      .select({ id: products.id, name: products.name, availability: products.availability })
      .from(products)
      .where(inArray(products.id, [...cylinders.keys()]));
    // Nothing was put back for these when the order was cancelled, so nothing is taken again.
    const holds = rows.filter((product) => !OVERSELLABLE.has(product.availability)).map((product) => ({ product, cylinders: cylinders.get(product.id) ?? 0 }));
    const shortage = await takeStock(tx, holds);
    if (shortage) return { reason: 'out_of_stock', shortage };
  }
  if (!order.couponCode) return null;
  const [coupon] = await tx.select({ id: coupons.id }).from(coupons).where(eq(coupons.code, order.couponCode));
  // A deleted coupon has no count left to keep.
  if (!coupon) return null;
  const [redeemed] = await tx.insert(couponRedemptions).values({ couponId: coupon.id, orderId: order.id }).onConflictDoNothing().returning({ couponId: couponRedemptions.couponId });
  if (!redeemed) return null;
  const [counted] = await tx
    .update(coupons)
    .set({ currentUses: sql`${coupons.currentUses} + 1` })
    .where(and(eq(coupons.id, coupon.id), or(isNull(coupons.maxUses), lt(coupons.currentUses, coupons.maxUses))))
    .returning({ id: coupons.id });
  return counted ? null : { reason: 'coupon_used_up' };
}

import { and, asc, eq, gt, inArray, isNotNull, lt, or, sql } from 'drizzle-orm';
import { packageCylinders, parsePackaging } from '@domain/pricing';
import { products, quoteItems, quotes } from '../../db/schema';
import type { Db } from '../../db/types';
import { OVERSELLABLE, takeStock, type StockShortage } from '../orders/order-hold';

/**
 * A priced quote's stock reservation (docs/decisions/032). When the admin sends a quote with "Reserve stock until the
 * quote expires", its cylinders leave products.stock_quantity in Send Quote's transaction (the catalogue then shows the
 * stock left, as after an order), each line remembering how many it holds. Expiry, a decline or new prices give them
 * back once (the conditional UPDATE of stock_hold decides who does); the accepted quote's order uses them instead of
 * taking stock again. Products are updated in id order, like orders and cancellations, so none deadlock.
 */

/** Cylinders of each line's package × quantity, by product (lines of a deleted product or an unknown package hold none). */
function cylindersByLine(items: readonly { id: string; productId: string | null; packaging: string; quantity: number }[]) {
  return items.flatMap((item) => {
    const key = parsePackaging(item.packaging);
    return item.productId && key ? [{ id: item.id, productId: item.productId, cylinders: packageCylinders(key) * item.quantity }] : [];
  });
}

/**
 * Takes the quote's cylinders from stock and marks it held. Back-order and pre-order products hold nothing (they may be
 * ordered past their stock anyway). A shortage is returned for the caller to refuse, rolling back what was taken.
 */
export async function holdQuoteStock(tx: Db, quoteId: string): Promise<StockShortage | null> {
  const items = await tx.select().from(quoteItems).where(eq(quoteItems.quoteId, quoteId)).orderBy(asc(quoteItems.id));
  const lines = cylindersByLine(items);
  const ids = [...new Set(lines.map((line) => line.productId))];
  const rows = ids.length > 0 ? await tx.select({ id: products.id, name: products.name, availability: products.availability }).from(products).where(inArray(products.id, ids)) : [];
  const held = new Map(rows.filter((row) => !OVERSELLABLE.has(row.availability)).map((row) => [row.id, row]));
  const totals = new Map<string, number>();
  for (const line of lines) if (held.has(line.productId)) totals.set(line.productId, (totals.get(line.productId) ?? 0) + line.cylinders);
  const shortage = await takeStock(
    tx,
    [...totals].map(([id, cylinders]) => ({ product: held.get(id) as (typeof rows)[number], cylinders })),
  );
  if (shortage) return shortage;
  for (const line of lines) {
    if (held.has(line.productId)) await tx.update(quoteItems).set({ reservedCylinders: line.cylinders }).where(eq(quoteItems.id, line.id));
  }
  await tx.update(quotes).set({ stockHold: 'held' }).where(eq(quotes.id, quoteId));
  return null;
}

/** The cylinders each product holds for this quote, from its lines. */
async function reservedByProduct(tx: Db, quoteId: string): Promise<Map<string, number>> {
  const items = await tx
    .select({ productId: quoteItems.productId, reserved: quoteItems.reservedCylinders })
    .from(quoteItems)
    .where(and(eq(quoteItems.quoteId, quoteId), gt(quoteItems.reservedCylinders, 0), isNotNull(quoteItems.productId)));
  const totals = new Map<string, number>();
  for (const item of items) totals.set(item.productId as string, (totals.get(item.productId as string) ?? 0) + item.reserved);
  return totals;
}

/** Gives a held quote's cylinders back to stock, once; false when it held none (never reserved, already released or used). */
export async function releaseQuoteStock(tx: Db, quoteId: string): Promise<boolean> {
  const [claimed] = await tx
    .update(quotes)
    .set({ stockHold: 'released' })
    .where(and(eq(quotes.id, quoteId), eq(quotes.stockHold, 'held')))
    .returning({ id: quotes.id });
  if (!claimed) return false;
  const reserved = await reservedByProduct(tx, quoteId);
  for (const [productId, cylinders] of [...reserved].sort(([a], [b]) => (a < b ? -1 : 1))) {
    await tx
      .update(products)
      .set({ stockQuantity: sql`${products.stockQuantity} + ${cylinders}` })
      .where(eq(products.id, productId));
  }
  await tx.update(quoteItems).set({ reservedCylinders: 0 }).where(eq(quoteItems.quoteId, quoteId));
  return true;
}

/**
 * The accepted quote's order takes its cylinders from the reservation: the quote is marked used and the cylinders held
 * per product come back, for the order not to take them from stock a second time. Empty when nothing was held.
 */
export async function useQuoteStock(tx: Db, quoteId: string): Promise<Map<string, number>> {
  const [claimed] = await tx
    .update(quotes)
    .set({ stockHold: 'used' })
    .where(and(eq(quotes.id, quoteId), eq(quotes.stockHold, 'held')))
    .returning({ id: quotes.id });
  return claimed ? reservedByProduct(tx, quoteId) : new Map();
}

/** Quotes holding stock that they no longer may: past their last day, declined or expired. */
export function heldPastItsTime(now: Date) {
  return and(eq(quotes.stockHold, 'held'), or(lt(quotes.validUntil, now), inArray(quotes.status, ['declined', 'expired'])));
}

import { and, asc, eq, inArray } from 'drizzle-orm';
import { fromCents, toCents } from '@domain/money';
import { isOrderNumber, normalizeReference } from '@domain/order-numbers';
import { isAddable, judgeReorderLine } from '@domain/reorder';
import type { ReorderResponse } from '@domain/schemas/reorder';
import { orderItems, orders, products } from '../../db/schema';
import type { Db } from '../../db/types';

/**
 * "Order again": the lines of one of the buyer's own orders as they can be bought today (domain/reorder.ts); null for
 * an order that is not theirs or does not exist. Nothing is reserved: the cart is the browser's, and checkout prices again.
 */
export async function reorderOf(db: Db, userId: string, orderNumber: string): Promise<ReorderResponse | null> {
  const number = normalizeReference(orderNumber);
  if (!isOrderNumber(number)) return null;
  const [order] = await db
    .select({ id: orders.id, orderNumber: orders.orderNumber })
    .from(orders)
    .where(and(eq(orders.orderNumber, number), eq(orders.userId, userId)));
  if (!order) return null;
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.id));
  const ids = [...new Set(items.map((item) => item.productId).filter((id): id is string => id !== null))];
  const rows = ids.length ? await db.select().from(products).where(inArray(products.id, ids)) : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  return {
    orderNumber: order.orderNumber,
    lines: items.map((item) => {
      const product = item.productId ? byId.get(item.productId) : undefined;
      const previousCents = toCents(item.price);
      const judged = judgeReorderLine(
        { productId: item.productId, packaging: item.packaging, quantity: item.quantity, unitPriceCents: previousCents },
        product ? { ...product, archived: product.archivedAt !== null } : null,
      );
      return {
        productId: item.productId,
        productName: product?.name ?? item.productName,
        sku: product?.sku ?? item.sku ?? null,
        imageUrl: product ? product.thumbnailUrl?.trim() || product.images.find((url) => url.trim()) || null : null,
        epaApproved: product?.epaApproved ?? item.epaApproved,
        packaging: judged.packaging,
        packagingLabel: item.packaging,
        quantity: item.quantity,
        outcome: judged.outcome,
        addable: isAddable(judged.outcome),
        previousUnitPrice: fromCents(previousCents),
        unitPrice: judged.unitPriceCents === null ? null : fromCents(judged.unitPriceCents),
      };
    }),
  };
}

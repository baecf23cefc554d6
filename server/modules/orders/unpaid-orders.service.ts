import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import { orderProtectionSetting } from '@domain/site-settings';
import { packageCylinders, parsePackaging } from '@domain/pricing';
import { couponRedemptions, coupons, orderItems, orders, products, siteSettings } from '../../db/schema';
import type { Db } from '../../db/types';
import { enqueueEmail } from '../../mail/outbox';
import { unpaidOrderReleasedEmail } from '../../mail/templates/order-release-email';

const DAY_MS = 86_400_000;
/** Wire and check orders wait for the money while pending; card orders were paid when placed. */
const UNPAID_METHODS = ['bank_wire', 'check'] as const;
/**
 * Stock of these products stopped at zero when the order went past it, so how much the order really took
 * is unknown: nothing is put back rather than stock that never existed (an operator recounts).
 */
const NOT_RESTOCKED = new Set(['backorder', 'preorder']);

export interface UnpaidOrderServiceDeps {
  db: Db;
  publicUrl: string;
  now?: () => Date;
  /** Called after stock was put back (the catalogue's in-memory copy is then stale). */
  onStockChanged?: () => void;
  /** Orders read per pass (each is then released in its own transaction). */
  batchSize?: number;
}

/** Releases check and wire orders still unpaid (pending) after the unpaid_order_release_days setting. */
export class UnpaidOrderService {
  private readonly db: Db;
  private readonly publicUrl: string;
  private readonly now: () => Date;
  private readonly onStockChanged: () => void;
  private readonly batchSize: number;

  constructor({ db, publicUrl, now = () => new Date(), onStockChanged = () => undefined, batchSize = 100 }: UnpaidOrderServiceDeps) {
    this.db = db;
    this.publicUrl = publicUrl;
    this.now = now;
    this.onStockChanged = onStockChanged;
    this.batchSize = batchSize;
  }

  /** Cancels every unpaid order past the delay, one transaction each; returns the order numbers released. */
  async releaseExpired(): Promise<string[]> {
    const [row] = await this.db.select({ value: siteSettings.settingValue }).from(siteSettings).where(eq(siteSettings.settingKey, 'unpaid_order_release_days'));
    const days = orderProtectionSetting('unpaid_order_release_days', row?.value);
    const cutoff = new Date(this.now().getTime() - days * DAY_MS);
    const released: string[] = [];
    for (;;) {
      const due = await this.db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.status, 'pending'), inArray(orders.paymentMethod, [...UNPAID_METHODS]), lte(orders.createdAt, cutoff)))
        .orderBy(asc(orders.createdAt))
        .limit(this.batchSize);
      let progressed = false;
      for (const { id } of due) {
        const number = await this.db.transaction((tx) => this.release(tx, id, days));
        if (number) {
          released.push(number);
          progressed = true;
        }
      }
      if (due.length < this.batchSize || !progressed) break;
    }
    if (released.length > 0) this.onStockChanged();
    return released;
  }

  /**
   * One order: the conditional UPDATE claims it (another instance, or an admin marking it paid, makes it
   * match nothing), then stock, coupon use and the buyer's e-mail, all in the caller's transaction.
   */
  private async release(tx: Db, orderId: string, days: number): Promise<string | null> {
    const [order] = await tx
      .update(orders)
      .set({ status: 'cancelled', updatedAt: this.now() })
      .where(and(eq(orders.id, orderId), eq(orders.status, 'pending'), inArray(orders.paymentMethod, [...UNPAID_METHODS])))
      .returning();
    if (!order) return null;
    await this.restock(tx, orderId);
    const redeemed = await tx.delete(couponRedemptions).where(eq(couponRedemptions.orderId, orderId)).returning({ couponId: couponRedemptions.couponId });
    for (const { couponId } of redeemed) {
      await tx
        .update(coupons)
        .set({ currentUses: sql`greatest(${coupons.currentUses} - 1, 0)` })
        .where(eq(coupons.id, couponId));
    }
    const paymentMethod = order.paymentMethod === 'check' ? 'check' : 'bank_wire';
    const email = unpaidOrderReleasedEmail({ orderNumber: order.orderNumber, customerName: order.customerName, paymentMethod }, days, `${this.publicUrl}/products`, order.language);
    await enqueueEmail(tx, { to: order.customerEmail, ...email, dedupeKey: `order-released:${order.id}` });
    return order.orderNumber;
  }

  /** Puts the order's cylinders back, products in id order like placing an order, so the two cannot deadlock. */
  private async restock(tx: Db, orderId: string): Promise<void> {
    const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    const cylinders = new Map<string, number>();
    for (const item of items) {
      const key = parsePackaging(item.packaging);
      if (!item.productId || !key) continue;
      cylinders.set(item.productId, (cylinders.get(item.productId) ?? 0) + packageCylinders(key) * item.quantity);
    }
    for (const [productId, count] of [...cylinders].sort(([a], [b]) => (a < b ? -1 : 1))) {
      await tx
        .update(products)
        .set({ stockQuantity: sql`${products.stockQuantity} + ${count}` })
        .where(and(eq(products.id, productId), sql`${products.availability} not in (${sql.join([...NOT_RESTOCKED].map((a) => sql`${a}`), sql`, `)})`));
    }
  }
}

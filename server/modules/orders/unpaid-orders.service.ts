import { and, asc, eq, inArray, lt, or, type SQL } from 'drizzle-orm';
import { PAID_LATER_METHODS, PROVIDER_PAID_METHODS, unpaidReleaseCutoff } from '@domain/payment-deadline';
import { orders } from '../../db/schema';
import type { Db } from '../../db/types';
import { readMailBrand, type MailBrand } from '../../mail/brand';
import { enqueueEmail } from '../../mail/outbox';
import { shopReplyTo } from './notification-recipients';
import { unpaidOrderReleasedEmail } from '../../mail/templates/order-release-email';
import { releaseOrderHold } from './order-hold';
import { unpaidOrderReleaseDays } from './payment-facts';

/**
 * The orders past their payment deadline at `cutoff` (unpaidReleaseCutoff): wire and check orders still pending and
 * unpaid, counted from their placing; card and bank-debit orders whose payment was lost (an authorisation voided or
 * expired, a debit that failed), counted from `unpaid_since` (domain/payment-deadline.ts `unpaidDeadlineStart`).
 */
function pastDeadline(cutoff: Date): SQL {
  return and(
    eq(orders.status, 'pending'),
    eq(orders.paymentState, 'unpaid'),
    or(
      and(inArray(orders.paymentMethod, [...PAID_LATER_METHODS]), lt(orders.createdAt, cutoff)),
      and(inArray(orders.paymentMethod, [...PROVIDER_PAID_METHODS]), lt(orders.unpaidSince, cutoff)),
    ),
  ) as SQL;
}

export interface UnpaidOrderServiceDeps {
  db: Db;
  publicUrl: string;
  now?: () => Date;
  /** Called after stock was put back (the catalogue's in-memory copy is then stale). */
  onStockChanged?: () => void;
  /** Orders read per pass (each is then released in its own transaction). */
  batchSize?: number;
  /** Also releases card orders whose buyer abandoned the second step (abandoned-payments.ts); wired where the provider is. */
  releaseAbandoned?: () => Promise<string[]>;
}

/**
 * Releases check and wire orders still pending with no payment recorded (docs/decisions/033) past their payment deadline:
 * the end of the UTC day unpaid_order_release_days calendar days after they were placed (domain/payment-deadline.ts, docs/decisions/034);
 * and card and bank-debit orders whose payment was lost, the same number of days after it was (`unpaid_since`, docs/decisions/040).
 */
export class UnpaidOrderService {
  private readonly db: Db;
  private readonly publicUrl: string;
  private readonly now: () => Date;
  private readonly onStockChanged: () => void;
  private readonly batchSize: number;
  private readonly releaseAbandoned: () => Promise<string[]>;

  constructor({ db, publicUrl, now = () => new Date(), onStockChanged = () => undefined, batchSize = 100, releaseAbandoned = async () => [] }: UnpaidOrderServiceDeps) {
    this.db = db;
    this.publicUrl = publicUrl;
    this.now = now;
    this.onStockChanged = onStockChanged;
    this.batchSize = batchSize;
    this.releaseAbandoned = releaseAbandoned;
  }

  /** Cancels every unpaid order past the delay, one transaction each; returns the order numbers released. */
  async releaseExpired(): Promise<string[]> {
    const days = await unpaidOrderReleaseDays(this.db);
    const brand = await readMailBrand(this.db, this.publicUrl);
    const cutoff = unpaidReleaseCutoff(this.now(), days);
    const released: string[] = [];
    for (;;) {
      const due = await this.db
        .select({ id: orders.id })
        .from(orders)
        .where(pastDeadline(cutoff))
        .orderBy(asc(orders.createdAt))
        .limit(this.batchSize);
      let progressed = false;
      for (const { id } of due) {
        const number = await this.db.transaction((tx) => this.release(tx, id, cutoff, days, brand));
        if (number) {
          released.push(number);
          progressed = true;
        }
      }
      if (due.length < this.batchSize || !progressed) break;
    }
    released.push(...(await this.releaseAbandoned()));
    if (released.length > 0) this.onStockChanged();
    return released;
  }

  /**
   * One order: the conditional UPDATE claims it (another instance, or an admin marking it paid, makes it
   * match nothing), then stock, coupon use and the buyer's e-mail, all in the caller's transaction.
   */
  private async release(tx: Db, orderId: string, cutoff: Date, days: number, brand: MailBrand): Promise<string | null> {
    const [order] = await tx
      .update(orders)
      .set({ status: 'cancelled', updatedAt: this.now() })
      .where(and(eq(orders.id, orderId), pastDeadline(cutoff)))
      .returning();
    if (!order) return null;
    await releaseOrderHold(tx, orderId);
    const email = unpaidOrderReleasedEmail({ orderNumber: order.orderNumber, customerName: order.customerName, paymentMethod: order.paymentMethod }, days, `${this.publicUrl}/products`, brand, order.language);
    await enqueueEmail(tx, { to: order.customerEmail, replyTo: await shopReplyTo(tx), ...email, dedupeKey: `order-released:${order.id}` });
    return order.orderNumber;
  }
}

import { and, eq, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { ORDER_MESSAGES } from '@domain/schemas/orders';
import type { PaymentMethod } from '@domain/orders';
import { packageCylinders, parsePackaging } from '@domain/pricing';
import {
  UNPAID_METHODS,
  isPaidLater,
  judgeUnpaidReservation,
  unpaidAllowance,
  type UnpaidBuyer,
  type UnpaidHolds,
  type UnpaidRefusal,
  type UnpaidReservationLimits,
} from '@domain/unpaid-reservations';
import { orderItems, orders, users } from '../../db/schema';
import type { Db } from '../../db/types';
import { AppError } from '../../errors';
import { readUnpaidLimits } from './checkout-settings';
import { unpaidOrderReleaseDays } from './payment-facts';

/**
 * Checkout's step "may this order hold stock before it is paid?" (docs/decisions/028): orders paid later by guests and
 * by accounts that have shown nothing yet (no paid order, no verified certification) are limited per order, per
 * account and overall, by the pure rule in domain/unpaid-reservations.ts.
 */

/** Taken by every limited unpaid order until its commit, so that concurrent ones count each other ("FFunpd"). */
const UNPAID_HOLDS_LOCK_ID = 0x4646_756e;

/** Statuses an order reaches once its money arrived (a card order is captured when processed). */
const PAID_STATUSES = ['processing', 'shipped', 'delivered'] as const;

/** An account is established once one of its orders was paid (processed, or a wire or check marked paid) or its certification verified. */
const establishedAccount = (userId: SQL | string) => sql`(
  exists (select 1 from orders paid where paid.user_id = ${userId} and (paid.status in (${sql.join(PAID_STATUSES.map((s) => sql`${s}`), sql`, `)})
    or (paid.payment_state = 'paid' and paid.payment_method <> 'credit_card')))
  or exists (select 1 from certifications c where c.user_id = ${userId} and c.status = 'verified'))`;

const REFUSALS: Record<UnpaidRefusal, string> = {
  guest_order: ORDER_MESSAGES.guestUnpaidTooLarge,
  account_order: ORDER_MESSAGES.newAccountUnpaidTooLarge,
  account_total: ORDER_MESSAGES.newAccountUnpaidTooLarge,
  shop_total: ORDER_MESSAGES.unpaidHoldsFull,
};

export async function unpaidBuyerOf(db: Db, userId: string | null): Promise<UnpaidBuyer> {
  if (!userId) return 'guest';
  const [row] = await db.select({ established: sql<boolean>`${establishedAccount(userId)}` }).from(users).where(eq(users.id, userId));
  return row?.established ? 'established' : 'new_account';
}

/** Cylinders held by pending unpaid orders of guests and new accounts (quotes the shop priced are not counted), and this account's part. */
async function heldCylinders(db: Db, userId: string | null): Promise<UnpaidHolds> {
  const rows = await db
    .select({ userId: orders.userId, packaging: orderItems.packaging, quantity: orderItems.quantity })
    .from(orderItems)
    .innerJoin(orders, eq(orderItems.orderId, orders.id))
    .where(
      and(
        eq(orders.status, 'pending'),
        inArray(orders.paymentMethod, [...UNPAID_METHODS]),
        ne(orders.paymentState, 'paid'),
        isNull(orders.quoteId),
        or(isNull(orders.userId), sql`not ${establishedAccount(sql`${orders.userId}`)}`),
      ),
    );
  const held = { account: 0, shop: 0 };
  for (const row of rows) {
    const key = parsePackaging(row.packaging);
    const cylinders = key ? packageCylinders(key) * row.quantity : 0;
    held.shop += cylinders;
    if (userId !== null && row.userId === userId) held.account += cylinders;
  }
  return held;
}

export interface UnpaidOrder {
  userId: string | null;
  paymentMethod: PaymentMethod;
  cylinders: number;
  /** An accepted quote: its prices and quantities were the shop's own offer. */
  quoted: boolean;
}

/**
 * In the order's transaction, before anything is written: refuses (422 naming paymentMethod) an unpaid order past the
 * buyer's limits. A limited order takes one advisory lock held until its commit, so concurrent unpaid orders (from one
 * account or many) are judged one after another, each seeing those committed before it.
 */
export async function limitUnpaidReservation(tx: Db, order: UnpaidOrder, limits: UnpaidReservationLimits): Promise<void> {
  if (order.quoted || !isPaidLater(order.paymentMethod)) return;
  const buyer = await unpaidBuyerOf(tx, order.userId);
  if (buyer === 'established') return;
  await tx.execute(sql`select pg_advisory_xact_lock(${UNPAID_HOLDS_LOCK_ID})`);
  const held = await heldCylinders(tx, order.userId);
  const refusal = judgeUnpaidReservation({ paymentMethod: order.paymentMethod, buyer, cylinders: order.cylinders, limits, held });
  if (refusal) throw new AppError('unprocessable', REFUSALS[refusal], { paymentMethod: REFUSALS[refusal] });
}

/** What the checkout page tells the buyer before paying: who they count as and how many cylinders they may still reserve unpaid. */
export async function readUnpaidAllowance(db: Db, userId: string | null): Promise<{ buyer: UnpaidBuyer; maxCylinders: number | null; releaseDays: number }> {
  const [buyer, releaseDays] = await Promise.all([unpaidBuyerOf(db, userId), unpaidOrderReleaseDays(db)]);
  if (buyer === 'established') return { buyer, maxCylinders: null, releaseDays };
  const [limits, held] = await Promise.all([readUnpaidLimits(db), heldCylinders(db, userId)]);
  return { buyer, maxCylinders: unpaidAllowance(buyer, limits, held), releaseDays };
}

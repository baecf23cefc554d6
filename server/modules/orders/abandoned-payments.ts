import { and, asc, eq, lt } from 'drizzle-orm';
import { orders } from '../../db/schema';
import type { Db } from '../../db/types';
import type { PaymentGateway } from '../payments/payment-gateway';
import { applyProviderEvent, latestProviderPayment, syncEvent, type PaymentEffects } from '../payments/provider-payments';
import { releaseOrderHold } from './order-hold';
import { providerMethodOf } from './take-payment';

/** How long an order may wait for the buyer's second step (3-D Secure) before it is released (docs/decisions/040, 5). */
export const SECOND_STEP_MINUTES = 60;

export interface AbandonedPaymentDeps {
  db: Db;
  gateway: PaymentGateway;
  effects: PaymentEffects;
  now?: () => Date;
  batchSize?: number;
}

/**
 * Releases orders still awaiting the buyer's second step after SECOND_STEP_MINUTES: the order is cancelled and its
 * stock and coupon given back in one transaction (a conditional UPDATE claims it, so one instance does it), then its
 * payment is cancelled at the provider. No e-mail: the buyer was never told the order was placed.
 */
export async function releaseAbandonedSecondSteps({ db, gateway, effects, now = () => new Date(), batchSize = 100 }: AbandonedPaymentDeps): Promise<string[]> {
  const cutoff = new Date(now().getTime() - SECOND_STEP_MINUTES * 60_000);
  const due = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, 'pending'), eq(orders.paymentState, 'awaiting_action'), lt(orders.createdAt, cutoff)))
    .orderBy(asc(orders.createdAt))
    .limit(batchSize);
  const released: string[] = [];
  for (const { id } of due) {
    const order = await db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(orders)
        .set({ status: 'cancelled', updatedAt: now() })
        .where(and(eq(orders.id, id), eq(orders.status, 'pending'), eq(orders.paymentState, 'awaiting_action')))
        .returning();
      if (claimed) await releaseOrderHold(tx, id);
      return claimed ?? null;
    });
    if (!order) continue;
    released.push(order.orderNumber);
    const row = await latestProviderPayment(db, order.id);
    if (!row) continue;
    const payment = await gateway.cancelPayment({ paymentId: row.providerPaymentId, idempotencyKey: `payment:${row.providerPaymentId}:cancel` }).catch(() => null);
    if (!payment) continue;
    const { method, capture } = providerMethodOf(order.paymentMethod === 'bank_debit' ? 'bank_debit' : 'credit_card');
    await db.transaction((tx) => applyProviderEvent(tx, { provider: gateway.name, payment, method, capture, event: syncEvent(payment, now()) }, effects));
  }
  return released;
}

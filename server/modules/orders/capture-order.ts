import { and, eq, sql } from 'drizzle-orm';
import { centsToDecimalString, fromCents, toCents } from '@domain/money';
import { ADMIN_ORDER_MESSAGES } from '@domain/schemas/orders-admin';
import { orders, payments, providerPayments, type Order, type ProviderPaymentRow } from '../../db/schema';
import type { Db } from '../../db/types';
import { AppError } from '../../errors';
import type { AdminActor } from '../audit/admin-actor';
import { recordAudit } from '../audit/audit.service';
import { ProviderUnavailable, type PaymentGateway, type ProviderPayment } from '../payments/payment-gateway';
import { latestProviderPayment, paymentStateAfter } from './refund-order';

export interface CaptureDeps {
  db: Db;
  gateway: PaymentGateway | null;
  now: () => Date;
}

/** The idempotency key of a capture (docs/decisions/040): one per provider payment, so a retry never captures twice. */
export const captureKeyOf = (providerPaymentId: string) => `payment:${providerPaymentId}:capture`;

/** The refusal of a capture the provider turned down: the authorisation is gone (expired, or voided). */
const expired = () => new AppError('conflict', ADMIN_ORDER_MESSAGES.authorisationExpired, { payment: ADMIN_ORDER_MESSAGES.authorisationExpired });

/**
 * Captures an order's authorised card payment (docs/decisions/040 "Capture"): the provider is called outside any lock
 * (key `payment:<provider payment id>:capture`), then the money is recorded in one transaction with the order row
 * locked. Refused: no authorised payment (409 naming `payment`), the provider down (503), the authorisation expired or
 * voided (409 "payment authorisation expired"; nothing changes). Returns whether money was captured now.
 */
export async function captureOrder(deps: CaptureDeps, orderId: string, actor: AdminActor | null): Promise<boolean> {
  const [exists] = await deps.db.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId));
  if (!exists) throw new AppError('not_found', ADMIN_ORDER_MESSAGES.notFound);
  const provider = await latestProviderPayment(deps.db, orderId);
  if (!provider || provider.status !== 'authorized') {
    throw new AppError('conflict', ADMIN_ORDER_MESSAGES.captureNotAuthorized, { payment: ADMIN_ORDER_MESSAGES.captureNotAuthorized });
  }
  if (!deps.gateway) throw new AppError('service_unavailable', ADMIN_ORDER_MESSAGES.providerUnavailable);
  let answer: ProviderPayment;
  try {
    answer = await deps.gateway.capturePayment({ paymentId: provider.providerPaymentId, idempotencyKey: captureKeyOf(provider.providerPaymentId) });
  } catch (error) {
    if (error instanceof ProviderUnavailable) throw new AppError('service_unavailable', ADMIN_ORDER_MESSAGES.providerUnavailable);
    throw expired();
  }
  if (answer.status !== 'succeeded') throw expired();
  return recordCapture(deps, provider, answer, actor);
}

/**
 * The money a capture took, recorded once: a `payments` row keyed `provider:<payment id>` (the webhook writes the same
 * key, so whichever comes second adds nothing), orders.amount_received and the payment state, the provider payment's
 * status, and an `order.capture` audit entry when an admin asked.
 */
export async function recordCapture(deps: CaptureDeps, provider: ProviderPaymentRow, answer: ProviderPayment, actor: AdminActor | null): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const orderId = provider.orderId;
    if (!orderId) return false;
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order) return false;
    const [locked] = await tx.select().from(providerPayments).where(eq(providerPayments.id, provider.id)).for('update');
    if (!locked) return false;
    const receivedCents = answer.amountReceivedCents;
    const now = deps.now();
    const [payment] = await tx
      .insert(payments)
      .values({
        orderId,
        amount: centsToDecimalString(receivedCents),
        receivedOn: now.toISOString().slice(0, 10),
        reference: provider.providerPaymentId,
        method: 'credit_card',
        recordedById: null,
        recordedByEmail: 'provider',
        requestKey: `provider:${provider.providerPaymentId}`,
      })
      .onConflictDoNothing()
      .returning();
    const [paid] = await tx
      .update(providerPayments)
      .set({ status: 'succeeded', amountReceived: centsToDecimalString(receivedCents), updatedAt: now })
      .where(and(eq(providerPayments.id, provider.id)))
      .returning();
    if (!payment) return false;
    const updatedAt = new Date(Math.max(now.getTime(), order.updatedAt.getTime() + 1));
    const received: Order = { ...order, amountReceived: centsToDecimalString(toCents(order.amountReceived) + receivedCents) };
    const paymentState = paymentStateAfter(received, toCents(order.amountRefunded), paid ?? locked);
    await tx
      .update(orders)
      .set({ amountReceived: sql`${orders.amountReceived} + ${payment.amount}::numeric`, paymentState, updatedAt })
      .where(eq(orders.id, orderId));
    if (actor) {
      await recordAudit(tx, actor, {
        action: 'order.capture',
        entityType: 'order',
        entityId: orderId,
        before: { orderNumber: order.orderNumber, paymentState: order.paymentState, amountReceived: fromCents(toCents(order.amountReceived)) },
        after: { orderNumber: order.orderNumber, paymentState, amountReceived: fromCents(toCents(received.amountReceived)), reference: provider.providerPaymentId },
      });
    }
    return true;
  });
}

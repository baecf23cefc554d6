import { and, eq, sql } from 'drizzle-orm';
import { centsToDecimalString, fromCents, toCents } from '@domain/money';
import { paymentStateOf } from '@domain/payments';
import { judgeRefund, refundedCents, type RefundReason, type RefundStatus } from '@domain/refunds';
import { ADMIN_ORDER_MESSAGES } from '@domain/schemas/orders-admin';
import { orders, providerPayments, refunds, type Order, type ProviderPaymentRow, type RefundRow } from '../../db/schema';
import type { Db } from '../../db/types';
import { AppError } from '../../errors';
import { readMailBrand } from '../../mail/brand';
import { enqueueEmail, enqueueEmails } from '../../mail/outbox';
import { orderRefundedEmail, refundFailedEmail } from '../../mail/templates/order-refund-email';
import type { AdminActor } from '../audit/admin-actor';
import { recordAudit } from '../audit/audit.service';
import { ProviderUnavailable, type PaymentGateway } from '../payments/payment-gateway';
import { latestProviderPayment, type PaymentEffects } from '../payments/provider-payments';

export { latestProviderPayment };
import { shopNotificationAddresses, shopReplyTo } from './notification-recipients';
import type { OrderLinks } from './order-links';

export interface RefundDeps {
  db: Db;
  links: OrderLinks;
  /** The payment provider; null while none is configured (refunds by hand only). */
  gateway: PaymentGateway | null;
  /** What a provider payment's transition does to its order (provider-payments.ts), for captures and voids. */
  effects: PaymentEffects;
  now: () => Date;
}

export interface RefundRequest {
  amountCents: number | 'full';
  reason: RefundReason;
  note: string | null;
  requestKey: string;
}

/** Who asks: an admin, or the shop itself (a cancellation by the release job: no one). */
export type RefundRequester = AdminActor | null;

/** The payment state once the refunded amount changed (domain/payments.ts), the provider's status taken into account. */
export function paymentStateAfter(order: Order, refundedTotalCents: number, provider: ProviderPaymentRow | null) {
  return paymentStateOf({
    paymentMethod: order.paymentMethod,
    totalCents: toCents(order.totalAmount),
    receivedCents: toCents(order.amountReceived),
    refundedCents: refundedTotalCents,
    ...(provider ? { providerStatus: provider.status } : {}),
  });
}

/** The refusal of judgeRefund as the API says it: 409 when nothing is left, else 400; both name `amount` with what is left. */
function refusal(reason: string, leftCents: number): AppError {
  const left = centsToDecimalString(leftCents);
  if (reason === 'nothing_paid') return new AppError('conflict', ADMIN_ORDER_MESSAGES.refundNothingPaid, { amount: ADMIN_ORDER_MESSAGES.refundNothingPaid, refundable: left });
  if (reason === 'nothing_left') return new AppError('conflict', ADMIN_ORDER_MESSAGES.refundNothingLeft, { amount: ADMIN_ORDER_MESSAGES.refundNothingLeft, refundable: left });
  if (reason === 'above_refundable') return new AppError('validation_failed', `${ADMIN_ORDER_MESSAGES.refundAboveLeft} Left to refund: ${left}.`, { amount: ADMIN_ORDER_MESSAGES.refundAboveLeft, refundable: left });
  return new AppError('validation_failed', ADMIN_ORDER_MESSAGES.amountInvalid, { amount: ADMIN_ORDER_MESSAGES.amountInvalid, refundable: left });
}

/**
 * A refund (docs/decisions/040 "Refunds"). In one transaction with the order row locked: the same requestKey answers
 * nothing new; judgeRefund bounds the amount by received − refunded (pending refunds counted); the refunds row is
 * written with an `order.refund` audit entry. Money the provider took goes back through it after the commit (key
 * `refund:<row id>`) and the row is settled by its answer; money recorded by hand is refunded by hand: the row is
 * succeeded at once. Returns the refund row written, or null for a replay.
 */
export async function refundOrder(deps: RefundDeps, orderId: string, request: RefundRequest, requester: RefundRequester): Promise<RefundRow | null> {
  const { db } = deps;
  const written = await db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order) throw new AppError('not_found', ADMIN_ORDER_MESSAGES.notFound);
    const [replay] = await tx.select({ id: refunds.id }).from(refunds).where(and(eq(refunds.orderId, orderId), eq(refunds.requestKey, request.requestKey)));
    if (replay) return null;
    const lines = await tx.select({ amount: refunds.amount, status: refunds.status }).from(refunds).where(eq(refunds.orderId, orderId));
    const held = refundedCents(lines.map((line) => ({ amountCents: toCents(line.amount), status: line.status })));
    const decision = judgeRefund({ paidCents: toCents(order.amountReceived), refundedCents: held }, request.amountCents);
    if (!decision.ok) throw refusal(decision.reason, decision.refundableCents);
    const provider = await latestProviderPayment(tx, orderId);
    const byProvider = provider !== null && toCents(provider.amountReceived) > 0;
    if (byProvider && !deps.gateway) throw new AppError('service_unavailable', ADMIN_ORDER_MESSAGES.providerUnavailable);
    const now = deps.now();
    const [row] = await tx
      .insert(refunds)
      .values({
        orderId,
        providerPaymentId: byProvider ? provider.id : null,
        amount: centsToDecimalString(decision.amountCents),
        reason: request.reason,
        note: request.note,
        status: byProvider ? 'pending' : 'succeeded',
        requestKey: request.requestKey,
        requestedById: requester?.id ?? null,
        requestedByEmail: requester?.email ?? null,
        settledAt: byProvider ? null : now,
      })
      .returning();
    if (!row) throw new Error('refund insert returned no row');
    const refundedBefore = toCents(order.amountRefunded);
    const after = byProvider ? order : await applySucceeded(deps, tx, order, row, provider);
    if (requester) {
      await recordAudit(tx, requester, {
        action: 'order.refund',
        entityType: 'order',
        entityId: order.id,
        before: { orderNumber: order.orderNumber, paymentState: order.paymentState, amountRefunded: fromCents(refundedBefore) },
        after: {
          orderNumber: order.orderNumber,
          paymentState: after.paymentState,
          amountRefunded: fromCents(toCents(after.amountRefunded)),
          refund: { id: row.id, amount: fromCents(decision.amountCents), reason: row.reason, note: row.note, status: row.status, byProvider },
        },
      });
    }
    return { row, provider: byProvider ? provider : null };
  });
  if (!written) return null;
  if (!written.provider) return written.row;
  return sendToProvider(deps, written.row, written.provider);
}

/**
 * Sends a pending refund to the provider (key `refund:<row id>`, so a re-send by the payments job never refunds twice)
 * and settles the row by the answer. An unreachable provider leaves it pending (the money stays held back).
 */
export async function sendToProvider(deps: RefundDeps, row: RefundRow, provider: ProviderPaymentRow): Promise<RefundRow> {
  if (!deps.gateway) return row;
  let outcome: { status: RefundStatus; providerRefundId: string | null; failureReason: string | null };
  try {
    const answer = await deps.gateway.refund({ paymentId: provider.providerPaymentId, amountCents: toCents(row.amount), reason: row.reason, idempotencyKey: `refund:${row.id}` });
    outcome = { status: answer.status, providerRefundId: answer.id, failureReason: answer.failureReason };
  } catch (error) {
    if (error instanceof ProviderUnavailable) return row;
    outcome = { status: 'failed', providerRefundId: null, failureReason: error instanceof Error ? error.message.slice(0, 300) : 'refused' };
  }
  return (await settleRefund(deps, row.id, outcome)) ?? row;
}

/**
 * Settles a pending refund by the provider's answer (the synchronous one, or a refund webhook): succeeded adds it to
 * orders.amount_refunded, recomputes the payment state and e-mails the buyer in the order's language; failed or
 * canceled makes the money refundable again and e-mails the shop's notification addresses. A settled row is left alone.
 */
export async function settleRefund(deps: RefundDeps, refundId: string, outcome: { status: RefundStatus; providerRefundId: string | null; failureReason: string | null }): Promise<RefundRow | null> {
  return deps.db.transaction(async (tx) => {
    const [pending] = await tx.select({ orderId: refunds.orderId }).from(refunds).where(eq(refunds.id, refundId));
    if (!pending) return null;
    // The order first, then the refund: the same order of locks as refundOrder.
    const [order] = await tx.select().from(orders).where(eq(orders.id, pending.orderId)).for('update');
    const [row] = await tx.select().from(refunds).where(eq(refunds.id, refundId)).for('update');
    if (!order || !row) return null;
    const providerRefundId = outcome.providerRefundId ?? row.providerRefundId;
    if (row.status !== 'pending' || outcome.status === 'pending') {
      if (providerRefundId === row.providerRefundId) return row;
      const [noted] = await tx.update(refunds).set({ providerRefundId }).where(eq(refunds.id, row.id)).returning();
      return noted ?? row;
    }
    const [settled] = await tx
      .update(refunds)
      .set({ status: outcome.status, providerRefundId, failureReason: outcome.failureReason, settledAt: deps.now() })
      .where(eq(refunds.id, row.id))
      .returning();
    if (!settled) return null;
    if (outcome.status === 'succeeded') {
      const provider = row.providerPaymentId ? ((await tx.select().from(providerPayments).where(eq(providerPayments.id, row.providerPaymentId)))[0] ?? null) : null;
      await applySucceeded(deps, tx, order, settled, provider);
    } else {
      const brand = await readMailBrand(tx, deps.links.publicUrl);
      const email = refundFailedEmail(order, toCents(row.amount), outcome.failureReason, deps.links.forAdmin(order.id), brand);
      const addresses = await shopNotificationAddresses(tx);
      await enqueueEmails(tx, addresses.map((to) => ({ to, ...email, dedupeKey: `order-refund-failed:${row.id}:${to}` })));
    }
    return settled;
  });
}

/** A refund that took: orders.amount_refunded grows, the payment state follows, the buyer is e-mailed in the order's language. */
async function applySucceeded(deps: RefundDeps, tx: Db, order: Order, row: RefundRow, provider: ProviderPaymentRow | null): Promise<Order> {
  const refundedTotal = toCents(order.amountRefunded) + toCents(row.amount);
  const paymentState = paymentStateAfter(order, refundedTotal, provider);
  const updatedAt = new Date(Math.max(deps.now().getTime(), order.updatedAt.getTime() + 1));
  const [updated] = await tx
    .update(orders)
    .set({ amountRefunded: sql`${orders.amountRefunded} + ${row.amount}::numeric`, paymentState, updatedAt })
    .where(eq(orders.id, order.id))
    .returning();
  if (!updated) throw new AppError('not_found', ADMIN_ORDER_MESSAGES.notFound);
  const email = orderRefundedEmail(
    {
      orderNumber: updated.orderNumber,
      customerName: updated.customerName,
      amountCents: toCents(row.amount),
      refundedCents: toCents(updated.amountRefunded),
      full: toCents(updated.amountRefunded) >= toCents(updated.amountReceived),
      byProvider: row.providerPaymentId !== null,
    },
    deps.links.forBuyer(updated),
    await readMailBrand(tx, deps.links.publicUrl),
    updated.language,
  );
  await enqueueEmail(tx, { to: updated.customerEmail, replyTo: await shopReplyTo(tx), ...email, dedupeKey: `order-refund:${row.id}` });
  return updated;
}

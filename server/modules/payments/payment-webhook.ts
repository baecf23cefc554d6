import { and, eq } from 'drizzle-orm';
import type { PaymentEventOutcome } from '@domain/payment-events';
import type { RefundStatus } from '@domain/refunds';
import { paymentEvents, providerPayments, refunds } from '../../db/schema';
import type { Db } from '../../db/types';
import type { PaymentGateway, ProviderEvent } from './payment-gateway';
import { applyProviderEvent, eventAmountCents, type PaymentEffects } from './provider-payments';

/** How a refund the provider settled is applied to its order (server/modules/orders/refund-order.ts settleRefund). */
export type RefundSettler = (refundId: string, outcome: { status: RefundStatus; providerRefundId: string; failureReason: string | null }) => Promise<unknown>;

export interface WebhookDeps {
  db: Db;
  gateway: PaymentGateway;
  effects: PaymentEffects;
  now: () => Date;
  /** Settles our refund row when the provider's event says it succeeded or failed; absent: refund events are kept only. */
  settleRefund?: RefundSettler;
}

/**
 * One webhook delivery (docs/decisions/040 "Webhooks"): the signature is checked over the raw bytes first (BadSignature
 * → 400, nothing changed), then the event is recorded once and applied in one transaction. A replayed event id finds
 * its row and changes nothing; types we do not act on are recorded `ignored`; payments that are not ours `unmatched`.
 */
export async function receiveWebhook(deps: WebhookDeps, rawBody: Buffer, signature: string | undefined): Promise<PaymentEventOutcome> {
  const event = deps.gateway.parseWebhook(rawBody, signature, deps.now());
  if (event.kind === 'payment') return deps.db.transaction((tx) => applyWebhookPayment(tx, deps, event));
  if (event.kind === 'refund') return receiveRefundEvent(deps, event);
  return deps.db.transaction((tx) => recordEvent(tx, deps.gateway, event, 'ignored'));
}

/**
 * A refund's event: recorded once; `applied` when it settles one of our refunds still pending (the refund's own
 * transaction then moves the order and e-mails the buyer), `stale` when that refund is already settled, `unmatched`
 * when the refund is not ours (made in the provider's dashboard).
 */
async function receiveRefundEvent(deps: WebhookDeps, event: Extract<ProviderEvent, { kind: 'refund' }>): Promise<PaymentEventOutcome> {
  const { refund } = event;
  const settles = refund.status === 'succeeded' || refund.status === 'failed' || refund.status === 'canceled';
  const recorded = await deps.db.transaction(async (tx) => {
    const [ours] = await tx.select({ id: refunds.id, status: refunds.status }).from(refunds).where(eq(refunds.providerRefundId, refund.id));
    const outcome: PaymentEventOutcome = !ours ? 'unmatched' : ours.status === 'pending' && settles && deps.settleRefund ? 'applied' : 'stale';
    return { outcome: await recordEvent(tx, deps.gateway, event, outcome), refundId: ours?.id ?? null };
  });
  if (recorded.outcome === 'applied' && recorded.refundId && deps.settleRefund) {
    await deps.settleRefund(recorded.refundId, { status: refund.status, providerRefundId: refund.id, failureReason: refund.failureReason });
  }
  return recorded.outcome;
}

async function applyWebhookPayment(tx: Db, deps: WebhookDeps, event: Extract<ProviderEvent, { kind: 'payment' }>): Promise<PaymentEventOutcome> {
  const { payment } = event;
  const [known] = await tx
    .select({ method: providerPayments.method, capture: providerPayments.captureMethod })
    .from(providerPayments)
    .where(and(eq(providerPayments.provider, deps.gateway.name), eq(providerPayments.providerPaymentId, payment.id)));
  const method = known?.method ?? (payment.method?.kind === 'bank_debit' ? 'bank_debit' : 'card');
  const capture = known?.capture ?? (method === 'card' ? 'manual' : 'automatic');
  const applied = await applyProviderEvent(
    tx,
    { provider: deps.gateway.name, payment, method, capture, event: { id: event.id, type: event.type, status: payment.status, occurredAt: event.occurredAt.getTime(), amountCents: eventAmountCents(payment) } },
    deps.effects,
  );
  return applied.outcome;
}

/** Records a refund's or another type's event once with its outcome; a repeated event id is `stale`. */
async function recordEvent(tx: Db, gateway: PaymentGateway, event: Exclude<ProviderEvent, { kind: 'payment' }>, outcome: PaymentEventOutcome): Promise<PaymentEventOutcome> {
  const inserted = await tx
    .insert(paymentEvents)
    .values({
      provider: gateway.name,
      eventId: event.id,
      type: event.type,
      providerPaymentId: event.kind === 'refund' ? event.refund.paymentId : null,
      providerRefundId: event.kind === 'refund' ? event.refund.id : null,
      occurredAt: event.occurredAt,
      outcome,
      summary: event.kind === 'refund' ? { amountCents: event.refund.amountCents, refundStatus: event.refund.status } : {},
    })
    .onConflictDoNothing({ target: [paymentEvents.provider, paymentEvents.eventId] })
    .returning({ id: paymentEvents.id });
  return inserted.length > 0 ? outcome : 'stale';
}

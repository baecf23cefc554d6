import { and, eq } from 'drizzle-orm';
import type { PaymentEventOutcome } from '@domain/payment-events';
import { paymentEvents, providerPayments } from '../../db/schema';
import type { Db } from '../../db/types';
import type { PaymentGateway, ProviderEvent } from './payment-gateway';
import { applyProviderEvent, type PaymentEffects } from './provider-payments';

export interface WebhookDeps {
  db: Db;
  gateway: PaymentGateway;
  effects: PaymentEffects;
  now: () => Date;
}

/**
 * One webhook delivery (docs/decisions/040 "Webhooks"): the signature is checked over the raw bytes first (BadSignature
 * → 400, nothing changed), then the event is recorded once and applied in one transaction. A replayed event id finds
 * its row and changes nothing; types we do not act on are recorded `ignored`; payments that are not ours `unmatched`.
 */
export async function receiveWebhook(deps: WebhookDeps, rawBody: Buffer, signature: string | undefined): Promise<PaymentEventOutcome> {
  const event = deps.gateway.parseWebhook(rawBody, signature, deps.now());
  return deps.db.transaction((tx) => (event.kind === 'payment' ? applyWebhookPayment(tx, deps, event) : recordIgnored(tx, deps.gateway, event)));
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
    { provider: deps.gateway.name, payment, method, capture, event: { id: event.id, type: event.type, status: payment.status, occurredAt: event.occurredAt.getTime(), amountCents: payment.amountReceivedCents } },
    deps.effects,
  );
  return applied.outcome;
}

/** Refunds are settled by the refunds module; other types are kept for the record only. */
async function recordIgnored(tx: Db, gateway: PaymentGateway, event: Exclude<ProviderEvent, { kind: 'payment' }>): Promise<PaymentEventOutcome> {
  const inserted = await tx
    .insert(paymentEvents)
    .values({
      provider: gateway.name,
      eventId: event.id,
      type: event.type,
      providerPaymentId: event.kind === 'refund' ? event.refund.paymentId : null,
      providerRefundId: event.kind === 'refund' ? event.refund.id : null,
      occurredAt: event.occurredAt,
      outcome: 'ignored',
      summary: event.kind === 'refund' ? { amountCents: event.refund.amountCents, refundStatus: event.refund.status } : {},
    })
    .onConflictDoNothing({ target: [paymentEvents.provider, paymentEvents.eventId] })
    .returning({ id: paymentEvents.id });
  return inserted.length > 0 ? 'ignored' : 'stale';
}

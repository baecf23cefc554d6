import { PROVIDER_ACTOR } from '@domain/payment-provider';
import { eq, sql } from 'drizzle-orm';
import { centsToDecimalString, toCents } from '@domain/money';
import { paymentTransition, applyPaymentEvent, type PaymentEvent, type PaymentTransition, type ProviderPaymentState, INITIAL_PAYMENT_STATE } from '@domain/payment-events';
import type { PaymentEventOutcome } from '@domain/payment-events';
import { paymentStateOf } from '@domain/payments';
import type { CaptureMethod, ProviderName, ProviderPaymentMethod } from '@domain/payment-provider';
import { orders, paymentEvents, payments, providerPayments, type Order, type ProviderPaymentRow } from '../../db/schema';
import type { Db } from '../../db/types';
import { recordAudit } from '../audit/audit.service';
import type { MandateAcceptance, ProviderPayment } from './payment-gateway';

/**
 * The shop's record of each provider payment (docs/decisions/040 "Webhooks"), one module for the checkout, the sync
 * and the webhook: the row is taken by INSERT … ON CONFLICT DO NOTHING then SELECT … FOR UPDATE (whichever comes first
 * creates it, the other waits on the unique key), an event changes it only when it `outranks` the deciding one, and
 * the order's one transition (`paymentTransition`) is applied under that lock, so any number of deliveries in any
 * order give one state change, one `payments` row and one e-mail.
 */


export interface ClaimRequest {
  provider: ProviderName;
  payment: ProviderPayment;
  method: ProviderPaymentMethod;
  capture: CaptureMethod;
}

/** Takes the payment's row (creating it), locked until the caller's transaction ends. */
export async function claimProviderPayment(tx: Db, { provider, payment, method, capture }: ClaimRequest): Promise<ProviderPaymentRow> {
  await tx
    .insert(providerPayments)
    .values({ provider, providerPaymentId: payment.id, method, captureMethod: capture, amount: centsToDecimalString(payment.amountCents) })
    .onConflictDoNothing({ target: [providerPayments.provider, providerPayments.providerPaymentId] });
  const [row] = await tx
    .select()
    .from(providerPayments)
    .where(sql`${providerPayments.provider} = ${provider} and ${providerPayments.providerPaymentId} = ${payment.id}`)
    .for('update');
  if (!row) throw new Error('provider payment row missing after its insert');
  return row;
}

/** What recording one event did. */
export interface AppliedEvent {
  outcome: PaymentEventOutcome;
  /** The order's transition (null: nothing changed for it). */
  transition: PaymentTransition;
  orderId: string | null;
  row: ProviderPaymentRow;
}

/** What an order does on top of the state change: the e-mails of its transition (injected: they need the shop's links). */
export interface PaymentEffects {
  /** The order's confirmation and the shop's notifications, for an order that waited for its second step. */
  confirmed(tx: Db, order: Order): Promise<void>;
  /** Money received: the buyer's receipt. */
  paid(tx: Db, order: Order, paymentId: string): Promise<void>;
  /** A bank debit failed after the order: the buyer's e-mail and the order released like an unpaid one. */
  failed(tx: Db, order: Order, paymentId: string): Promise<void>;
  /** A card authorisation voided or expired on a pending order (not by the shop): the buyer is asked to pay again. */
  lost(tx: Db, order: Order, paymentId: string): Promise<void>;
}

/** No e-mails: for callers without the shop's links (tests of the back office alone); the state still moves. */
export const NO_PAYMENT_EFFECTS: PaymentEffects = { confirmed: async () => undefined, paid: async () => undefined, failed: async () => undefined, lost: async () => undefined };

export interface ApplyRequest extends ClaimRequest {
  event: PaymentEvent & { type: string };
  /** A bank debit's mandate as the buyer accepted it: kept with the payment (text, language, time, address, browser). */
  mandate?: MandateAcceptance;
  /** The checkout's own order: the row is attached to it (a webhook may have created it first). */
  orderId?: string;
}

const stateOf = (row: ProviderPaymentRow): ProviderPaymentState =>
  row.statusEventId && row.statusAt ? { status: row.status, decidedBy: { id: row.statusEventId, status: row.status, occurredAt: row.statusAt.getTime() } } : INITIAL_PAYMENT_STATE;

/** The amount an event speaks of (domain/payment-events.ts): received once succeeded, held once authorised, else asked. */
export function eventAmountCents(payment: ProviderPayment): number {
  if (payment.status === 'succeeded') return payment.amountReceivedCents;
  if (payment.status === 'authorized') return payment.amountCapturableCents;
  return payment.amountCents;
}

/** The event as a synchronous answer (the checkout's confirmation, a capture, the sync): `sync:<payment id>:<status>`. */
export function syncEvent(payment: ProviderPayment, at: Date): PaymentEvent & { type: string } {
  // In whole seconds, as the provider times its events: an answer and an event of the same second tie, and the
  // provider's sequence decides (a debit's `failed` after the `processing` its confirmation answered).
  const occurredAt = Math.floor(at.getTime() / 1000) * 1000;
  return { id: `sync:${payment.id}:${payment.status}`, type: `sync.${payment.status}`, status: payment.status, occurredAt, amountCents: eventAmountCents(payment) };
}

/**
 * Records one event (webhook or synchronous) once, and applies it to the payment and its order under the row's lock.
 * A repeated event id is `stale` and changes nothing.
 */
export async function applyProviderEvent(tx: Db, request: ApplyRequest, effects: PaymentEffects): Promise<AppliedEvent> {
  const { provider, payment, event } = request;
  const recorded = await tx
    .insert(paymentEvents)
    .values({
      provider,
      eventId: event.id,
      type: event.type,
      providerPaymentId: payment.id,
      occurredAt: new Date(event.occurredAt),
      outcome: 'stale',
      summary: { status: payment.status, amountCents: eventAmountCents(payment), ...(payment.failure ? { failureCode: payment.failure.code } : {}) },
    })
    .onConflictDoNothing({ target: [paymentEvents.provider, paymentEvents.eventId] })
    .returning({ id: paymentEvents.id });
  const row = await claimProviderPayment(tx, request);
  const recordedId = recorded[0]?.id;
  // Already recorded: a replay changes nothing, except attaching the checkout's order to a row a webhook created.
  const fresh = recordedId !== undefined;
  const attaching = request.orderId !== undefined && row.orderId === null;
  const orderId = row.orderId ?? request.orderId ?? null;
  const before = stateOf(row);
  const after = fresh ? applyPaymentEvent(before, event) : before;
  const changed = after !== before;
  let current = row;
  if (changed || attaching) {
    const { mandate } = request;
    const [updated] = await tx
      .update(providerPayments)
      .set({
        orderId,
        ...(mandate ? { mandateText: mandate.text, mandateLanguage: mandate.language, mandateAcceptedAt: mandate.acceptedAt, mandateIp: mandate.ip, mandateUserAgent: mandate.userAgent } : {}),
        ...(changed
          ? {
              status: after.status,
              statusEventId: event.id,
              statusAt: new Date(event.occurredAt),
              amountReceived: centsToDecimalString(Math.min(payment.amountReceivedCents, payment.amountCents)),
              captureBefore: payment.captureBefore,
              ...methodColumns(payment),
            }
          : {}),
        updatedAt: new Date(),
      })
      .where(eq(providerPayments.id, row.id))
      .returning();
    if (updated) current = updated;
  }
  // The order sees the payment from its start when it is attached now: a webhook faster than the checkout counts once.
  const orderBefore = attaching ? INITIAL_PAYMENT_STATE : before;
  const transition = orderId && (changed || attaching) ? paymentTransition(orderBefore, stateOf(current)) : null;
  if (orderId && transition) await moveOrder(tx, orderId, current, transition, effects);
  const outcome: PaymentEventOutcome = !fresh ? 'stale' : orderId === null ? 'unmatched' : changed ? 'applied' : 'stale';
  if (recordedId) await tx.update(paymentEvents).set({ outcome }).where(eq(paymentEvents.id, recordedId));
  return { outcome, transition, orderId, row: current };
}

function methodColumns(payment: ProviderPayment): Partial<ProviderPaymentRow> {
  const method = payment.method;
  if (!method) return {};
  if (method.kind === 'card') return { cardBrand: method.brand, cardLast4: method.last4, cardExpiry: method.expiry, cardholderName: method.cardholderName };
  return { bankName: method.bankName, bankLast4: method.last4, mandateId: method.mandateId };
}

/** The order's side of a transition, under its row lock: money, payment state, e-mails, the audit entry. */
async function moveOrder(tx: Db, orderId: string, payment: ProviderPaymentRow, transition: NonNullable<PaymentTransition>, effects: PaymentEffects): Promise<void> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order) return;
  let receivedCents = toCents(order.amountReceived);
  if (transition === 'paid') {
    const amountCents = toCents(payment.amountReceived) || toCents(payment.amount);
    const [added] = await tx
      .insert(payments)
      .values({
        orderId,
        amount: centsToDecimalString(amountCents),
        receivedOn: (payment.statusAt ?? new Date()).toISOString().slice(0, 10),
        reference: payment.providerPaymentId,
        method: payment.method === 'bank_debit' ? 'bank_debit' : 'credit_card',
        recordedByEmail: PROVIDER_ACTOR,
        requestKey: `provider:${payment.providerPaymentId}`,
      })
      .onConflictDoNothing()
      .returning({ id: payments.id });
    if (added) receivedCents += amountCents;
  }
  const paymentState = paymentStateOf({
    paymentMethod: order.paymentMethod,
    totalCents: toCents(order.totalAmount),
    receivedCents,
    refundedCents: toCents(order.amountRefunded),
    providerStatus: payment.status,
  });
  const [moved] = await tx
    .update(orders)
    .set({
      amountReceived: centsToDecimalString(receivedCents),
      paymentState,
      ...(transition === 'canceled' || transition === 'failed' ? { unpaidSince: payment.statusAt ?? new Date() } : {}),
      updatedAt: new Date(),
    })
    .where(eq(orders.id, orderId))
    .returning();
  await recordAudit(tx, { id: null, email: PROVIDER_ACTOR }, {
    action: 'order.payment_event',
    entityType: 'order',
    entityId: orderId,
    before: { orderNumber: order.orderNumber, paymentState: order.paymentState },
    after: { orderNumber: order.orderNumber, paymentState, providerStatus: payment.status, transition, providerPaymentId: payment.providerPaymentId },
  });
  if (!moved) return;
  // An order that waited for its second step is confirmed when its money is held or taken (same dedupe keys).
  if (order.paymentState === 'awaiting_action' && (transition === 'authorized' || transition === 'paid')) await effects.confirmed(tx, moved);
  if (transition === 'paid') await effects.paid(tx, moved, payment.providerPaymentId);
  if (transition === 'failed' && payment.method === 'bank_debit' && order.status === 'pending') await effects.failed(tx, moved, payment.providerPaymentId);
  if (transition === 'canceled' && payment.method === 'card' && order.status === 'pending' && order.paymentState === 'authorized') await effects.lost(tx, moved, payment.providerPaymentId);
}

/** The order's latest provider payment (the sync, the pay-again). */
export async function latestProviderPayment(db: Db, orderId: string): Promise<ProviderPaymentRow | null> {
  const [row] = await db.select().from(providerPayments).where(eq(providerPayments.orderId, orderId)).orderBy(sql`${providerPayments.createdAt} desc, ${providerPayments.id} desc`).limit(1);
  return row ?? null;
}

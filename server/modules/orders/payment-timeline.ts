import { sql } from 'drizzle-orm';
import { fromCents, toCents } from '@domain/money';
import type { PaymentEventOutcome, ProviderPaymentStatus } from '@domain/payment-events';
import type { ProviderName } from '@domain/payment-provider';
import type { ReceivedPaymentMethod } from '@domain/payments';
import type { RefundReason, RefundStatus } from '@domain/refunds';
import type { AdminPayment, AdminProviderPayment, AdminRefund, PaymentTimeline } from '@domain/schemas/orders-admin';
import type { Db } from '../../db/types';

/** Rows as PostgreSQL's json_agg writes them: column names, numerics as numbers, times as ISO text. */
interface EventJson {
  id: string;
  type: string;
  occurred_at: string;
  received_at: string;
  outcome: PaymentEventOutcome;
  summary: { status?: ProviderPaymentStatus; amountCents?: number; failureCode?: string } | null;
}
interface ProviderPaymentJson {
  id: string;
  provider: ProviderName;
  provider_payment_id: string;
  method: 'card' | 'bank_debit';
  status: ProviderPaymentStatus;
  amount: number | string;
  amount_received: number | string;
  capture_before: string | null;
  card_brand: string | null;
  card_last4: string | null;
  bank_name: string | null;
  bank_last4: string | null;
  created_at: string;
  events: EventJson[];
}
interface PaymentJson {
  id: string;
  amount: number | string;
  received_on: string;
  reference: string | null;
  method: ReceivedPaymentMethod;
  recorded_by_email: string;
  created_at: string;
}
interface RefundJson {
  id: string;
  provider_payment_id: string | null;
  amount: number | string;
  reason: RefundReason;
  note: string | null;
  status: RefundStatus;
  requested_by_email: string | null;
  failure_reason: string | null;
  created_at: string;
  settled_at: string | null;
}

const iso = (text: string): string => new Date(text).toISOString();
const dollars = (value: number | string): number => fromCents(toCents(String(value)));

/**
 * An order's payment timeline (docs/decisions/040) in one statement: its provider payments (provider_payments_order_id_idx)
 * each with its events (payment_events_payment_idx: provider, payment id, time; in the order the shop received them), the money recorded by hand
 * (payments_order_id_idx) and the refunds (refunds_order_id_idx), each list oldest first.
 */
export async function paymentTimelineOf(db: Db, orderId: string, testMode: boolean): Promise<PaymentTimeline> {
  const result = await db.execute(sql`
    select
      (select coalesce(json_agg(pp order by pp.created_at, pp.id), '[]'::json) from (
        select p.id, p.provider, p.provider_payment_id, p.method, p.status, p.amount, p.amount_received, p.capture_before,
               p.card_brand, p.card_last4, p.bank_name, p.bank_last4, p.created_at,
               (select coalesce(json_agg(e order by e.received_at, e.id), '[]'::json) from (
                  select ev.id, ev.type, ev.occurred_at, ev.received_at, ev.outcome, ev.summary from payment_events ev
                  where ev.provider = p.provider and ev.provider_payment_id = p.provider_payment_id) e) as events
        from provider_payments p where p.order_id = ${orderId}) pp) as provider_payments,
      (select coalesce(json_agg(m order by m.created_at, m.id), '[]'::json) from (
        select id, amount, received_on, reference, method, recorded_by_email, created_at from payments where order_id = ${orderId}) m) as payments,
      (select coalesce(json_agg(r order by r.created_at, r.id), '[]'::json) from (
        select id, provider_payment_id, amount, reason, note, status, requested_by_email, failure_reason, created_at, settled_at
        from refunds where order_id = ${orderId}) r) as refunds`);
  const [row] = (result as unknown as { rows: { provider_payments: ProviderPaymentJson[]; payments: PaymentJson[]; refunds: RefundJson[] }[] }).rows;
  return {
    testMode,
    providerPayments: (row?.provider_payments ?? []).map(toProviderPayment),
    payments: (row?.payments ?? []).map(toPayment),
    refunds: (row?.refunds ?? []).map(toRefund),
  };
}

function toProviderPayment(p: ProviderPaymentJson): AdminProviderPayment {
  return {
    id: p.id,
    provider: p.provider,
    reference: p.provider_payment_id,
    method: p.method === 'card' ? { kind: 'card', brand: p.card_brand, last4: p.card_last4 } : { kind: 'bank_debit', bankName: p.bank_name, last4: p.bank_last4 },
    status: p.status,
    amount: dollars(p.amount),
    amountReceived: dollars(p.amount_received),
    captureBefore: p.capture_before ? iso(p.capture_before) : null,
    createdAt: iso(p.created_at),
    events: p.events.map((e) => ({
      id: e.id,
      type: e.type,
      occurredAt: iso(e.occurred_at),
      receivedAt: iso(e.received_at),
      outcome: e.outcome,
      status: e.summary?.status ?? null,
      amount: typeof e.summary?.amountCents === 'number' ? fromCents(e.summary.amountCents) : null,
      failureCode: e.summary?.failureCode ?? null,
    })),
  };
}

function toPayment(p: PaymentJson): AdminPayment {
  return {
    id: p.id,
    amount: dollars(p.amount),
    receivedOn: p.received_on,
    reference: p.reference,
    method: p.method,
    recordedBy: p.recorded_by_email,
    createdAt: iso(p.created_at),
  };
}

function toRefund(r: RefundJson): AdminRefund {
  return {
    id: r.id,
    amount: dollars(r.amount),
    reason: r.reason,
    note: r.note,
    status: r.status,
    byProvider: r.provider_payment_id !== null,
    requestedBy: r.requested_by_email,
    failureReason: r.failure_reason,
    createdAt: iso(r.created_at),
    settledAt: r.settled_at ? iso(r.settled_at) : null,
  };
}

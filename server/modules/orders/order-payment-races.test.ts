import { randomUUID } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toCents } from '@domain/money';
import { auditLog, emailOutbox, orders, payments, providerPayments } from '../../db/schema';
import type { TestApp } from '../../testing/test-app';
import { call, nextAddress } from '../auth/testing';
import type { ProviderPayment } from '../payments/payment-gateway';
import { applyProviderEvent, NO_PAYMENT_EFFECTS, type PaymentEffects } from '../payments/provider-payments';
import { signWebhook } from '../payments/sandbox/webhook-signature';
import { GUEST_COOKIE } from './guest-access';
import { PAYMENT_TEST_ENV, TEST_WEBHOOK_SECRET, bankDebitPayment, cookieNamed, createRaceTestApp, isCi, line, makeProduct, orderBody, placeOrder, settleSandbox, unpaid } from './testing';

// RELIABILITY 42 on the PostgreSQL server (DATABASE_URL, or the local one at 127.0.0.1:5432; PGlite in a plain local
// run, which serialises and proves less): money moves once, however many deliveries arrive at once.
let t: TestApp & { onServer: boolean };

beforeAll(async () => {
  t = await createRaceTestApp({ appEnv: PAYMENT_TEST_ENV });
});

afterAll(async () => {
  await t?.close();
});

async function bankDebitOrder() {
  const product = await makeProduct(t.database.db);
  const res = await placeOrder(t.app, orderBody([line(product.id)], bankDebitPayment()));
  expect(res.statusCode).toBe(201);
  const [order] = await t.database.db.select().from(orders).where(eq(orders.orderNumber, res.json().order.orderNumber));
  const [provider] = order ? await t.database.db.select().from(providerPayments).where(eq(providerPayments.orderId, order.id)) : [];
  if (!order || !provider) throw new Error('no order or provider payment');
  return { order, provider, cookie: cookieNamed(res, GUEST_COOKIE) };
}

/** What the order's money did: payments rows, `paid` transitions in the audit log, receipts queued. */
async function moneyMoves(orderId: string, paymentId: string) {
  const db = t.database.db;
  const rows = await db.select().from(payments).where(eq(payments.orderId, orderId));
  const audits = await db.select().from(auditLog).where(and(eq(auditLog.entityId, orderId), eq(auditLog.action, 'order.payment_event')));
  const paidTransitions = audits.filter((a) => (a.after as { transition?: string } | null)?.transition === 'paid');
  const receipts = await db.select().from(emailOutbox).where(like(emailOutbox.dedupeKey, `payment-paid:${paymentId}`));
  return { payments: rows.length, paid: paidTransitions.length, receipts: receipts.length };
}

function succeededEvent(paymentId: string, amountCents: number) {
  const raw = Buffer.from(
    JSON.stringify({
      id: `evt_${randomUUID()}`,
      type: 'payment_intent.succeeded',
      created: Math.floor(Date.now() / 1000),
      payment: { id: paymentId, status: 'succeeded', amountCents, amountReceivedCents: amountCents, amountCapturableCents: 0, method: null, captureBefore: null, nextAction: null, failure: null },
    }),
  );
  return { raw, signature: signWebhook(raw, TEST_WEBHOOK_SECRET, new Date()) };
}

const deliver = (raw: Buffer, signature: string) =>
  t.app.inject({ method: 'POST', url: '/api/payments/webhook', payload: raw, remoteAddress: nextAddress(), headers: { 'content-type': 'application/json', 'stripe-signature': signature } });

describe('provider payments under concurrency (RELIABILITY 42)', () => {
  it('runs on the PostgreSQL server', () => {
    expect(t.database.kind).toBe(t.onServer ? 'postgres' : 'pglite');
    if (isCi()) expect(t.onServer).toBe(true);
  });

  it('changes an order once when the same webhook arrives 10 times at once: one payments row, one e-mail', async () => {
    const { order, provider } = await bankDebitOrder();
    const { raw, signature } = succeededEvent(provider.providerPaymentId, toCents(order.totalAmount));
    const answers = await Promise.all(Array.from({ length: 10 }, () => deliver(raw, signature)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    const outcomes = answers.map((a) => a.json().outcome as string);
    expect(outcomes.filter((o) => o === 'applied')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'stale')).toHaveLength(9);
    expect(await moneyMoves(order.id, provider.providerPaymentId)).toEqual({ payments: 1, paid: 1, receipts: 1 });
    const [after] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(after).toMatchObject({ paymentState: 'paid', amountReceived: order.totalAmount });
  });

  it('takes one payment when the webhook and the synchronous confirmation arrive together', async () => {
    const { order, provider, cookie } = await bankDebitOrder();
    // The sandbox settles the debit and sends its signed webhook while the buyer's page syncs, five times over.
    const [settled, ...syncs] = await Promise.all([
      settleSandbox(t.app),
      ...Array.from({ length: 5 }, () => call(t.app, 'POST', `/api/orders/${order.orderNumber}/payment/sync`, { cookie, remoteAddress: nextAddress() })),
    ]);
    expect(settled).toBeGreaterThan(0);
    expect(syncs.map((s) => s.statusCode)).toEqual(Array(5).fill(200));
    // Syncs that ran after the settle saw the payment succeeded; a last one makes sure.
    await call(t.app, 'POST', `/api/orders/${order.orderNumber}/payment/sync`, { cookie, remoteAddress: nextAddress() });
    expect(await moneyMoves(order.id, provider.providerPaymentId)).toEqual({ payments: 1, paid: 1, receipts: 1 });
  });

  it("applies a webhook that came before the checkout's commit once, when the checkout attaches its order", async () => {
    const db = t.database.db;
    const product = await makeProduct(db);
    // A wire order stands in for the checkout's row; the payment is the provider's, known to us only by its id.
    const res = await placeOrder(t.app, orderBody([line(product.id)], unpaid('bank_wire')));
    const [order] = await db.select().from(orders).where(eq(orders.orderNumber, res.json().order.orderNumber));
    if (!order) throw new Error('no order');
    await db.update(orders).set({ paymentMethod: 'bank_debit', paymentState: 'processing' }).where(eq(orders.id, order.id));
    const amountCents = toCents(order.totalAmount);
    const payment: ProviderPayment = {
      id: `sbx_pi_${randomUUID().replace(/-/g, '').slice(0, 24)}`,
      status: 'succeeded',
      amountCents,
      amountReceivedCents: amountCents,
      amountCapturableCents: 0,
      method: null,
      captureBefore: null,
      nextAction: null,
      failure: null,
    };
    const effects: PaymentEffects = NO_PAYMENT_EFFECTS;
    const base = { provider: 'sandbox' as const, method: 'bank_debit' as const, capture: 'automatic' as const };
    const webhook = { id: `evt_${randomUUID()}`, type: 'payment_intent.succeeded', status: 'succeeded' as const, occurredAt: Date.now(), amountCents };
    const early = await db.transaction((tx) => applyProviderEvent(tx, { ...base, payment, event: webhook }, effects));
    expect(early).toMatchObject({ outcome: 'unmatched', orderId: null });
    const processing = { ...payment, status: 'processing' as const, amountReceivedCents: 0 };
    const checkout = { id: `sync:${payment.id}:processing`, type: 'sync.processing', status: 'processing' as const, occurredAt: Date.now() - 1000 };
    // The checkout and a redelivery of the webhook, at once.
    const [attached, again] = await Promise.all([
      db.transaction((tx) => applyProviderEvent(tx, { ...base, payment: processing, event: checkout, orderId: order.id }, effects)),
      db.transaction((tx) => applyProviderEvent(tx, { ...base, payment, event: webhook }, effects)),
    ]);
    expect(again.outcome).toBe('stale');
    expect(attached.orderId).toBe(order.id);
    const [row] = await db.select().from(providerPayments).where(eq(providerPayments.providerPaymentId, payment.id));
    expect(row).toMatchObject({ orderId: order.id, status: 'succeeded' });
    expect(await moneyMoves(order.id, payment.id)).toMatchObject({ payments: 1, paid: 1 });
    const [after] = await db.select({ state: orders.paymentState, received: orders.amountReceived }).from(orders).where(eq(orders.id, order.id));
    expect(after).toEqual({ state: 'paid', received: order.totalAmount });
  });
});

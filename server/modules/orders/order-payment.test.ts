import { randomUUID } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, emailOutbox, orders, paymentEvents, payments, providerPayments } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { call, nextAddress } from '../auth/testing';
import { signWebhook } from '../payments/sandbox/webhook-signature';
import { GUEST_COOKIE } from './guest-access';
import {
  BANK_FAILS,
  DECLINED,
  PAYMENT_TEST_ENV,
  SECOND_STEP,
  TEST_WEBHOOK_SECRET,
  VOIDED_LATER,
  bankDebitPayment,
  cardPayment,
  cookieNamed,
  line,
  makeProduct,
  orderBody,
  placeOrder,
  settleSandbox,
  stockOf,
  withSandboxTokens,
} from './testing';

// docs/decisions/040 "The flow" and "Webhooks", through the real HTTP layer, database and sandbox provider.
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: PAYMENT_TEST_ENV });
});

afterAll(async () => {
  await t?.close();
});

async function orderRow(orderNumber: string) {
  const [row] = await t.database.db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
  if (!row) throw new Error(`no order ${orderNumber}`);
  return row;
}

const providerRows = (orderId: string) => t.database.db.select().from(providerPayments).where(eq(providerPayments.orderId, orderId));
const paymentRows = (orderId: string) => t.database.db.select().from(payments).where(eq(payments.orderId, orderId));
const mails = (prefix: string) => t.database.db.select().from(emailOutbox).where(like(emailOutbox.dedupeKey, `${prefix}%`));

/** The order as its guest browser reads it (GET /api/orders/{n}). */
async function liveOrder(orderNumber: string, cookie: string) {
  const res = await call(t.app, 'GET', `/api/orders/${orderNumber}`, { cookie });
  expect(res.statusCode).toBe(200);
  return res.json().order;
}

function signedEvent(body: object, at = new Date()) {
  const raw = Buffer.from(JSON.stringify(body));
  return { raw, signature: signWebhook(raw, TEST_WEBHOOK_SECRET, at) };
}

function postWebhook(raw: Buffer, signature: string | undefined) {
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    payload: raw,
    remoteAddress: nextAddress(),
    headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
  });
}

/** A sandbox-shaped event about one payment, as the provider would sign it. */
function paymentEvent(id: string, type: string, payment: { id: string; status: string; amountCents: number; amountReceivedCents: number }) {
  return {
    id,
    type,
    created: Math.floor(Date.now() / 1000),
    payment: { amountCapturableCents: 0, method: null, captureBefore: null, nextAction: null, failure: null, ...payment },
  };
}

describe('GET /api/payments/config', () => {
  it("tells the checkout to draw the sandbox's fields", async () => {
    const res = await call(t.app, 'GET', '/api/payments/config');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ provider: 'sandbox', testMode: true, fieldsUrl: expect.stringContaining('/sandbox-pay/fields') });
  });
});

describe('POST /api/orders paid through the provider', () => {
  it('places an approved card order: authorised in the transaction, captured after it, paid once', async () => {
    const product = await makeProduct(t.database.db, { price: '40.00' });
    const res = await placeOrder(t.app, orderBody([line(product.id, 2)]));
    expect(res.statusCode).toBe(201);
    const { order } = res.json();
    expect(order.providerPayment).toMatchObject({ method: { kind: 'card', brand: 'visa', last4: '4242' }, nextAction: null });
    const stored = await orderRow(order.orderNumber);
    expect(stored.paymentState).toBe('paid');
    const [provider, ...more] = await providerRows(stored.id);
    expect(more).toEqual([]);
    expect(provider).toMatchObject({ provider: 'sandbox', method: 'card', captureMethod: 'manual', status: 'succeeded', cardBrand: 'visa', cardLast4: '4242', amount: stored.totalAmount });
    const received = await paymentRows(stored.id);
    expect(received).toEqual([expect.objectContaining({ method: 'credit_card', amount: stored.totalAmount, requestKey: `provider:${provider?.providerPaymentId}`, recordedByEmail: 'provider' })]);
    expect(stored.amountReceived).toBe(stored.totalAmount);
    expect(await mails(`order-confirmation:${stored.id}`)).toHaveLength(1);
    expect((await liveOrder(order.orderNumber, cookieNamed(res, GUEST_COOKIE))).paymentState).toBe('paid');
  });

  it('refuses a declined card with 422 naming payment, and writes nothing (RELIABILITY 8)', async () => {
    const product = await makeProduct(t.database.db, { stockQuantity: 20 });
    const email = `declined-${randomUUID()}@example.com`;
    const res = await placeOrder(t.app, orderBody([line(product.id, 2)], { ...cardPayment(DECLINED), customer: { name: 'Dana Cooper', email } }));
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toEqual({ code: 'unprocessable', message: 'Your card was declined.', fields: { payment: 'Your card was declined.' } });
    expect(await t.database.db.select().from(orders).where(eq(orders.customerEmail, email))).toEqual([]);
    expect(await stockOf(t.database.db, product.id)).toBe(20);
  });

  it('places a card order needing a second step, confirms it only once the buyer completes it and the browser syncs', async () => {
    const product = await makeProduct(t.database.db);
    const res = await placeOrder(t.app, orderBody([line(product.id)], cardPayment(SECOND_STEP)));
    expect(res.statusCode).toBe(201);
    const { order } = res.json();
    expect(order.providerPayment.status).toBe('requires_action');
    expect(order.providerPayment.nextAction).not.toBeNull();
    const stored = await orderRow(order.orderNumber);
    expect(stored.paymentState).toBe('awaiting_action');
    expect(await mails(`order-confirmation:${stored.id}`)).toEqual([]);

    const [provider] = await providerRows(stored.id);
    const paymentId = provider?.providerPaymentId ?? '';
    const done = await call(t.app, 'POST', `/sandbox-pay/authenticate/${paymentId}`, { body: { outcome: 'complete', return: '/' }, remoteAddress: nextAddress() });
    expect(done.statusCode).toBe(303);
    const cookie = cookieNamed(res, GUEST_COOKIE);
    const synced = await call(t.app, 'POST', `/api/orders/${order.orderNumber}/payment/sync`, { cookie, remoteAddress: nextAddress() });
    expect(synced.statusCode).toBe(200);
    expect(synced.json().order.paymentState).toBe('paid');
    // A second sync changes nothing more: one payments row, one confirmation.
    expect((await call(t.app, 'POST', `/api/orders/${order.orderNumber}/payment/sync`, { cookie, remoteAddress: nextAddress() })).statusCode).toBe(200);
    expect(await paymentRows(stored.id)).toHaveLength(1);
    expect(await mails(`order-confirmation:${stored.id}`)).toHaveLength(1);
  });

  it('releases an order whose buyer abandoned the second step after an hour: payment cancelled, stock back, no e-mail', async () => {
    const product = await makeProduct(t.database.db, { stockQuantity: 10 });
    const res = await placeOrder(t.app, orderBody([line(product.id, 4)], cardPayment(SECOND_STEP)));
    const stored = await orderRow(res.json().order.orderNumber);
    expect(await stockOf(t.database.db, product.id)).toBe(6);
    expect(await t.app.abandonedPayments()).not.toContain(stored.orderNumber);
    await t.database.db.update(orders).set({ createdAt: new Date(Date.now() - 61 * 60_000) }).where(eq(orders.id, stored.id));
    expect(await t.app.abandonedPayments()).toContain(stored.orderNumber);
    expect(await orderRow(stored.orderNumber)).toMatchObject({ status: 'cancelled', paymentState: 'unpaid' });
    expect(await stockOf(t.database.db, product.id)).toBe(10);
    const [provider] = await providerRows(stored.id);
    expect(provider?.status).toBe('canceled');
    const sent = await t.database.db.select().from(emailOutbox).where(like(emailOutbox.dedupeKey, `%${stored.id}%`));
    expect(sent).toEqual([]);
  });

  it("answers 404 to a sync from someone else's browser, as for an order that does not exist", async () => {
    const product = await makeProduct(t.database.db);
    const res = await placeOrder(t.app, orderBody([line(product.id)]));
    const other = await call(t.app, 'POST', `/api/orders/${res.json().order.orderNumber}/payment/sync`, { remoteAddress: nextAddress() });
    expect(other.statusCode).toBe(404);
  });

  it('waits for a bank debit as awaiting payment, then takes it as paid from the signed webhook', async () => {
    const product = await makeProduct(t.database.db);
    const res = await placeOrder(t.app, orderBody([line(product.id)], bankDebitPayment()));
    expect(res.statusCode, res.body).toBe(201);
    const stored = await orderRow(res.json().order.orderNumber);
    expect(stored.paymentMethod).toBe('bank_debit');
    expect(stored.paymentState).toBe('processing');
    const [provider] = await providerRows(stored.id);
    expect(provider).toMatchObject({ method: 'bank_debit', captureMethod: 'automatic', status: 'processing' });
    expect(await settleSandbox(t.app)).toBeGreaterThan(0);
    expect((await orderRow(stored.orderNumber)).paymentState).toBe('paid');
    expect(await paymentRows(stored.id)).toEqual([expect.objectContaining({ method: 'bank_debit', amount: stored.totalAmount })]);
    expect(await mails(`payment-paid:${provider?.providerPaymentId}`)).toHaveLength(1);
    const [audit] = await t.database.db.select().from(auditLog).where(and(eq(auditLog.entityId, stored.id), eq(auditLog.action, 'order.payment_event'))).orderBy(auditLog.createdAt);
    expect(audit?.actorEmail).toBe('provider');
  });

  it('cancels a bank debit order whose debit fails later: stock back, the buyer told in their language', async () => {
    const product = await makeProduct(t.database.db, { stockQuantity: 30 });
    const res = await placeOrder(t.app, orderBody([line(product.id, 3)], bankDebitPayment(BANK_FAILS)), { headers: { 'accept-language': 'fr' } });
    expect(res.statusCode).toBe(201);
    expect(await stockOf(t.database.db, product.id)).toBe(27);
    const stored = await orderRow(res.json().order.orderNumber);
    await settleSandbox(t.app);
    const after = await orderRow(stored.orderNumber);
    expect(after).toMatchObject({ status: 'cancelled', paymentState: 'unpaid' });
    expect(await stockOf(t.database.db, product.id)).toBe(30);
    const [provider] = await providerRows(stored.id);
    const [mail] = await mails(`payment-failed:${provider?.providerPaymentId}`);
    expect(mail?.subject).toContain('annulée');
  });

  it('asks the buyer to pay again, in their language, when the card issuer voids the authorisation before the capture', async () => {
    const product = await makeProduct(t.database.db, { stockQuantity: 30 });
    const res = await placeOrder(t.app, orderBody([line(product.id, 2)], cardPayment(VOIDED_LATER)), { headers: { 'accept-language': 'es' } });
    expect(res.statusCode, res.body).toBe(201);
    const stored = await orderRow(res.json().order.orderNumber);
    // The capture after the commit was refused: the money is only held.
    expect(stored).toMatchObject({ status: 'pending', paymentState: 'authorized', amountReceived: '0.00', unpaidSince: null });
    await settleSandbox(t.app);
    await settleSandbox(t.app);
    const after = await orderRow(stored.orderNumber);
    expect(after).toMatchObject({ status: 'pending', paymentState: 'unpaid', amountReceived: '0.00' });
    expect(after.unpaidSince).toBeInstanceOf(Date);
    expect(await stockOf(t.database.db, product.id)).toBe(28);
    expect(await paymentRows(stored.id)).toHaveLength(0);
    const [provider] = await providerRows(stored.id);
    expect(provider).toMatchObject({ status: 'canceled' });
    const sent = await mails(`payment-lost:${provider?.providerPaymentId}`);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.subject).toContain('Vuelva a pagar');
  });

  it('gives a retried checkout (same Idempotency-Key, same body) the first order: one order, one provider payment', async () => {
    const product = await makeProduct(t.database.db);
    const body = await withSandboxTokens(t.app, orderBody([line(product.id)]));
    const key = randomUUID();
    const first = await placeOrder(t.app, body, { key });
    const second = await placeOrder(t.app, body, { key });
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json().order.orderNumber).toBe(first.json().order.orderNumber);
    const stored = await orderRow(first.json().order.orderNumber);
    expect(await providerRows(stored.id)).toHaveLength(1);
    expect(await paymentRows(stored.id)).toHaveLength(1);
  });
});

describe('POST /api/payments/webhook', () => {
  async function processingOrder() {
    const product = await makeProduct(t.database.db);
    const res = await placeOrder(t.app, orderBody([line(product.id)], bankDebitPayment()));
    const stored = await orderRow(res.json().order.orderNumber);
    const [provider] = await providerRows(stored.id);
    if (!provider) throw new Error('no provider payment');
    return { stored, provider };
  }

  it('refuses a bad, missing or stale signature with 400 and changes nothing', async () => {
    const { stored, provider } = await processingOrder();
    const amount = Math.round(Number(stored.totalAmount) * 100);
    const body = paymentEvent(`evt_${randomUUID()}`, 'payment_intent.succeeded', { id: provider.providerPaymentId, status: 'succeeded', amountCents: amount, amountReceivedCents: amount });
    const { raw } = signedEvent(body);
    const wrong = signWebhook(raw, 'whsec_someone_else_0123456789', new Date());
    const stale = signWebhook(raw, TEST_WEBHOOK_SECRET, new Date(Date.now() - 301_000));
    for (const signature of [wrong, stale, undefined]) {
      const res = await postWebhook(raw, signature);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('validation_failed');
    }
    expect(await t.database.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, body.id))).toEqual([]);
    expect((await orderRow(stored.orderNumber)).paymentState).toBe('processing');
  });

  it('applies an event once: a replay answers 200 and changes nothing', async () => {
    const { stored, provider } = await processingOrder();
    const amount = Math.round(Number(stored.totalAmount) * 100);
    const { raw, signature } = signedEvent(paymentEvent(`evt_${randomUUID()}`, 'payment_intent.succeeded', { id: provider.providerPaymentId, status: 'succeeded', amountCents: amount, amountReceivedCents: amount }));
    const first = await postWebhook(raw, signature);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true, outcome: 'applied' });
    const replay = await postWebhook(raw, signature);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ received: true, outcome: 'stale' });
    expect((await orderRow(stored.orderNumber)).paymentState).toBe('paid');
    expect(await paymentRows(stored.id)).toHaveLength(1);
    expect(await mails(`payment-paid:${provider.providerPaymentId}`)).toHaveLength(1);
  });

  it('records unknown event types as ignored and payments not ours as unmatched, answering 200', async () => {
    const other = signedEvent({ id: `evt_${randomUUID()}`, type: 'customer.created', created: Math.floor(Date.now() / 1000) });
    expect((await postWebhook(other.raw, other.signature)).json()).toEqual({ received: true, outcome: 'ignored' });
    const stranger = signedEvent(paymentEvent(`evt_${randomUUID()}`, 'payment_intent.succeeded', { id: `sbx_pi_${randomUUID().replace(/-/g, '').slice(0, 24)}`, status: 'succeeded', amountCents: 500, amountReceivedCents: 500 }));
    expect((await postWebhook(stranger.raw, stranger.signature)).json()).toEqual({ received: true, outcome: 'unmatched' });
  });
});

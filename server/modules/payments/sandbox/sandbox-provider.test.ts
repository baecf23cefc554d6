import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statusOfStripeEvent } from '@domain/payment-events';
import { AUTHORISATION_DAYS } from '@domain/card-capture';
import type { Database } from '../../../db/client';
import { sandboxPayments } from '../../../db/schema';
import { createTestDatabase } from '../../../testing/test-database';
import { BadSignature, ProviderRefused, type CreatePaymentRequest, type MandateAcceptance, type ProviderEvent } from '../payment-gateway';
import { createSandboxProvider, type SandboxProvider } from './sandbox-provider';
import { signWebhook } from './webhook-signature';

const SECRET = 'whsec_sandbox_test_secret_0123456789';
const PUBLIC_URL = 'http://localhost:3000';
let clock = new Date('2026-03-15T12:00:00Z');
const now = () => clock;
const advance = (seconds: number) => {
  clock = new Date(clock.getTime() + seconds * 1000);
};

let database: Database;
let sandbox: SandboxProvider;
/** What the sandbox delivered: the raw bodies and headers, as the webhook route would receive them. */
const deliveries: { raw: Buffer; header: string }[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  sandbox = createSandboxProvider({
    db: database.db,
    now,
    publicUrl: PUBLIC_URL,
    webhookSecret: SECRET,
    settleSeconds: 3600,
    deliver: async (raw, header) => void deliveries.push({ raw, header }),
  });
});
afterAll(async () => {
  sandbox.close();
  await database.close();
});

let keyCounter = 0;
const nextKey = (what: string) => `test:${what}:${++keyCounter}`;

function paymentRequest(overrides: Partial<CreatePaymentRequest> = {}): CreatePaymentRequest {
  return { amountCents: 12_345, currency: 'usd', method: 'card', capture: 'manual', orderNumber: 'FF-1001', orderId: '00000000-0000-4000-8000-000000000001', customerEmail: 'dana@example.com', idempotencyKey: nextKey('create'), ...overrides };
}

async function cardToken(number: string, expiry = '12/30'): Promise<string> {
  const result = await sandbox.createToken({ method: 'card', number, expiry, cvc: '123', name: 'Dana Cooper' });
  if (!result.ok) throw new Error(`token refused: ${result.reason}`);
  return result.token;
}

async function bankToken(accountNumber: string): Promise<string> {
  const result = await sandbox.createToken({ method: 'bank_debit', routingNumber: '110000000', accountNumber, accountHolder: 'Cooper HVAC Supply' });
  if (!result.ok) throw new Error(`token refused: ${result.reason}`);
  return result.token;
}

const mandate: MandateAcceptance = { text: 'I authorise…', language: 'en', acceptedAt: new Date('2026-03-15T12:00:00Z'), ip: '203.0.113.9', userAgent: 'test' };

async function confirmed(number: string, overrides: Partial<CreatePaymentRequest> = {}) {
  const created = await sandbox.createPayment(paymentRequest(overrides));
  const token = overrides.method === 'bank_debit' ? await bankToken(number) : await cardToken(number);
  const payment = await sandbox.confirmPayment({ paymentId: created.id, token, returnUrl: '/orders/FF-1001', idempotencyKey: nextKey('confirm'), ...(overrides.method === 'bank_debit' ? { mandate } : {}) });
  return { created, payment, token };
}

/** Settles everything pending and parses what was delivered for this payment. */
async function settledEvents(paymentId: string): Promise<ProviderEvent[]> {
  const from = deliveries.length;
  await sandbox.settleDue({ all: true });
  return deliveries
    .slice(from)
    .map(({ raw, header }) => sandbox.parseWebhook(raw, header, now()))
    .filter((event) => (event.kind === 'payment' ? event.payment.id === paymentId : event.kind === 'refund' ? event.refund.paymentId === paymentId : false));
}

describe('sandbox provider: the test cards', () => {
  it('authorises 4242…, then captures it', async () => {
    const { payment } = await confirmed('4242 4242 4242 4242');
    expect(payment).toMatchObject({ status: 'authorized', amountCents: 12_345, amountReceivedCents: 0, amountCapturableCents: 12_345, failure: null, nextAction: null });
    expect(payment.method).toMatchObject({ kind: 'card', brand: 'visa', last4: '4242', expiry: '12/30', cardholderName: 'Dana Cooper' });
    expect(payment.captureBefore?.toISOString()).toBe(new Date(clock.getTime() + AUTHORISATION_DAYS * 86_400_000).toISOString());
    const captured = await sandbox.capturePayment({ paymentId: payment.id, idempotencyKey: `payment:${payment.id}:capture` });
    expect(captured).toMatchObject({ status: 'succeeded', amountReceivedCents: 12_345, amountCapturableCents: 0 });
    // The same key again: the same answer, no second capture.
    expect(await sandbox.capturePayment({ paymentId: payment.id, idempotencyKey: `payment:${payment.id}:capture` })).toMatchObject({ status: 'succeeded' });
    expect(await sandbox.retrievePayment(payment.id)).toMatchObject({ status: 'succeeded', amountReceivedCents: 12_345 });
    const events = await settledEvents(payment.id);
    expect(events.map((e) => e.type)).toEqual(['payment_intent.amount_capturable_updated', 'payment_intent.succeeded']);
  });

  it('captures part of an authorisation, never more than it', async () => {
    const { payment } = await confirmed('4242424242424242');
    await expect(sandbox.capturePayment({ paymentId: payment.id, amountCents: 20_000, idempotencyKey: nextKey('capture') })).rejects.toThrow(ProviderRefused);
    expect(await sandbox.capturePayment({ paymentId: payment.id, amountCents: 10_000, idempotencyKey: nextKey('capture') })).toMatchObject({ status: 'succeeded', amountReceivedCents: 10_000 });
  });

  it('declines 4000 0000 0000 0002, and a new token may confirm the same payment again', async () => {
    const { payment, token } = await confirmed('4000 0000 0000 0002');
    expect(payment).toMatchObject({ status: 'failed', failure: { code: 'card_declined' }, amountCapturableCents: 0 });
    // The used token confirms nothing more.
    await expect(sandbox.confirmPayment({ paymentId: payment.id, token, returnUrl: '/', idempotencyKey: nextKey('confirm') })).rejects.toMatchObject({ code: 'token_already_used' });
    const again = await sandbox.confirmPayment({ paymentId: payment.id, token: await cardToken('4242424242424242'), returnUrl: '/', idempotencyKey: nextKey('confirm') });
    expect(again).toMatchObject({ id: payment.id, status: 'authorized', failure: null });
    const events = await settledEvents(payment.id);
    expect(events.map((e) => e.type)).toEqual(['payment_intent.payment_failed', 'payment_intent.amount_capturable_updated']);
  });

  it('asks for a second step with 4000 0027 6000 3184: Complete authorises, Fail fails', async () => {
    const { payment } = await confirmed('4000 0027 6000 3184');
    expect(payment.status).toBe('requires_action');
    expect(payment.nextAction).toEqual({ kind: 'redirect', url: `${PUBLIC_URL}/sandbox-pay/authenticate/${payment.id}?return=%2Forders%2FFF-1001` });
    expect(await sandbox.authenticate(payment.id, 'complete')).toMatchObject({ status: 'authorized', nextAction: null });
    // A second answer changes nothing.
    expect(await sandbox.authenticate(payment.id, 'fail')).toMatchObject({ status: 'authorized' });

    const { payment: other } = await confirmed('4000002760003184');
    expect(await sandbox.authenticate(other.id, 'fail')).toMatchObject({ status: 'failed', failure: { code: 'authentication_failed' } });
    const events = await settledEvents(other.id);
    expect(events.map((e) => e.type)).toEqual(['payment_intent.requires_action', 'payment_intent.payment_failed']);
    expect(await sandbox.authenticate('sbx_pi_000000000000000000000000', 'complete')).toBeNull();
  });

  it('authorises 4000 0000 0000 0341, refuses its capture, then voids it later with a signed payment_intent.canceled', async () => {
    const { payment } = await confirmed('4000 0000 0000 0341');
    expect(payment.status).toBe('authorized');
    await expect(sandbox.capturePayment({ paymentId: payment.id, idempotencyKey: nextKey('capture') })).rejects.toMatchObject({ code: 'card_declined' });
    const events = await settledEvents(payment.id);
    expect(events.map((e) => e.type)).toEqual(['payment_intent.amount_capturable_updated', 'payment_intent.canceled']);
    const canceled = events[1];
    expect(canceled?.kind === 'payment' && canceled.payment).toMatchObject({ status: 'canceled', failure: { code: 'card_declined' }, amountCapturableCents: 0, amountReceivedCents: 0 });
    expect(await sandbox.retrievePayment(payment.id)).toMatchObject({ status: 'canceled' });
  });

  it('expires an authorisation past its capture_before: the capture is refused and the payment cancelled', async () => {
    const { payment } = await confirmed('4242424242424242');
    const start = clock;
    advance(AUTHORISATION_DAYS * 86_400 + 1);
    try {
      await expect(sandbox.capturePayment({ paymentId: payment.id, idempotencyKey: nextKey('capture') })).rejects.toMatchObject({ code: 'payment_intent_unexpected_state' });
      expect(await sandbox.retrievePayment(payment.id)).toMatchObject({ status: 'canceled', amountCapturableCents: 0 });
    } finally {
      clock = start;
    }
  });
});

describe('sandbox provider: bank debits', () => {
  it('110000000 / 000123456789: processing, then succeeded by a signed webhook', async () => {
    const { payment } = await confirmed('000123456789', { method: 'bank_debit', capture: 'automatic' });
    expect(payment).toMatchObject({ status: 'processing', method: { kind: 'bank_debit', bankName: 'STRIPE TEST BANK', last4: '6789' } });
    expect(payment.method?.kind === 'bank_debit' && payment.method.mandateId).toMatch(/^sbx_mandate_/);
    const events = await settledEvents(payment.id);
    expect(events.map((e) => e.type)).toEqual(['payment_intent.processing', 'payment_intent.succeeded']);
    expect(events[1]?.kind === 'payment' && events[1].payment).toMatchObject({ status: 'succeeded', amountReceivedCents: 12_345 });
    expect(await sandbox.retrievePayment(payment.id)).toMatchObject({ status: 'succeeded', amountReceivedCents: 12_345 });
  });

  it('110000000 / 000111111113: processing, then failed (account_closed)', async () => {
    const { payment } = await confirmed('000111111113', { method: 'bank_debit', capture: 'automatic' });
    expect(payment.status).toBe('processing');
    const events = await settledEvents(payment.id);
    expect(events.map((e) => e.type)).toEqual(['payment_intent.processing', 'payment_intent.payment_failed']);
    expect(await sandbox.retrievePayment(payment.id)).toMatchObject({ status: 'failed', failure: { code: 'account_closed' } });
  });

  it('a bank debit needs its mandate, and a card token does not pay a bank debit', async () => {
    const created = await sandbox.createPayment(paymentRequest({ method: 'bank_debit', capture: 'automatic' }));
    await expect(sandbox.confirmPayment({ paymentId: created.id, token: await bankToken('000123456789'), returnUrl: '/', idempotencyKey: nextKey('confirm') })).rejects.toMatchObject({ code: 'mandate_required' });
    await expect(sandbox.confirmPayment({ paymentId: created.id, token: await cardToken('4242424242424242'), returnUrl: '/', idempotencyKey: nextKey('confirm'), mandate })).rejects.toMatchObject({ code: 'payment_method_mismatch' });
  });

  it('cancels a bank debit still processing: it never settles', async () => {
    const { payment } = await confirmed('000123456789', { method: 'bank_debit', capture: 'automatic' });
    expect(await sandbox.cancelPayment({ paymentId: payment.id, idempotencyKey: `payment:${payment.id}:cancel` })).toMatchObject({ status: 'canceled' });
    const events = await settledEvents(payment.id);
    expect(events.map((e) => e.type)).toEqual(['payment_intent.processing', 'payment_intent.canceled']);
    expect(await sandbox.retrievePayment(payment.id)).toMatchObject({ status: 'canceled' });
  });
});

describe('sandbox provider: cancel and refund', () => {
  it('cancels an authorisation and a payment awaiting its second step, never a succeeded one', async () => {
    const { payment: held } = await confirmed('4242424242424242');
    expect(await sandbox.cancelPayment({ paymentId: held.id, idempotencyKey: nextKey('cancel') })).toMatchObject({ status: 'canceled', amountCapturableCents: 0 });
    const { payment: waiting } = await confirmed('4000002760003184');
    expect(await sandbox.cancelPayment({ paymentId: waiting.id, idempotencyKey: nextKey('cancel') })).toMatchObject({ status: 'canceled', nextAction: null });
    const { payment: paid } = await confirmed('4242424242424242', { capture: 'automatic' });
    expect(paid.status).toBe('succeeded');
    await expect(sandbox.cancelPayment({ paymentId: paid.id, idempotencyKey: nextKey('cancel') })).rejects.toMatchObject({ code: 'payment_intent_unexpected_state' });
  });

  it('refunds a succeeded payment within what it received, once per key, and sends a signed refund.updated', async () => {
    const { payment } = await confirmed('4242424242424242', { capture: 'automatic', amountCents: 10_000 });
    const { payment: authorised } = await confirmed('4242424242424242');
    await expect(sandbox.refund({ paymentId: authorised.id, amountCents: 100, reason: 'other', idempotencyKey: nextKey('refund') })).rejects.toMatchObject({ code: 'payment_intent_unexpected_state' });

    const first = await sandbox.refund({ paymentId: payment.id, amountCents: 6_000, reason: 'requested_by_customer', idempotencyKey: 'refund:row-1' });
    expect(first).toMatchObject({ paymentId: payment.id, amountCents: 6_000, status: 'succeeded', failureReason: null });
    expect(first.id).toMatch(/^sbx_re_/);
    expect(await sandbox.refund({ paymentId: payment.id, amountCents: 6_000, reason: 'requested_by_customer', idempotencyKey: 'refund:row-1' })).toEqual(first);
    await expect(sandbox.refund({ paymentId: payment.id, amountCents: 4_001, reason: 'other', idempotencyKey: 'refund:row-2' })).rejects.toMatchObject({ code: 'charge_already_refunded' });
    expect(await sandbox.refund({ paymentId: payment.id, amountCents: 4_000, reason: 'other', idempotencyKey: 'refund:row-2' })).toMatchObject({ amountCents: 4_000 });

    const events = await settledEvents(payment.id);
    const refunds = events.filter((e) => e.kind === 'refund');
    expect(refunds.map((e) => e.type)).toEqual(['refund.updated', 'refund.updated']);
    expect(refunds[0]?.kind === 'refund' && refunds[0].refund).toEqual(first);
  });
});

describe('sandbox provider: idempotency', () => {
  it('the same key and parameters give the same payment; other parameters are refused', async () => {
    const request = paymentRequest({ idempotencyKey: 'order:K1:create:12345' });
    const first = await sandbox.createPayment(request);
    const again = await sandbox.createPayment({ ...request });
    expect(again.id).toBe(first.id);
    await expect(sandbox.createPayment({ ...request, amountCents: 99_999 })).rejects.toMatchObject({ code: 'idempotency_error' });
    // A changed total carries a new key (order:K:create:<amount>): a new payment.
    const changed = await sandbox.createPayment({ ...request, amountCents: 99_999, idempotencyKey: 'order:K1:create:99999' });
    expect(changed.id).not.toBe(first.id);
  });

  it('two creations at once with one key make one payment', async () => {
    const request = paymentRequest({ idempotencyKey: 'order:K2:create:12345' });
    const answers = await Promise.all(Array.from({ length: 5 }, () => sandbox.createPayment({ ...request })));
    expect(new Set(answers.map((a) => a.id)).size).toBe(1);
  });

  it('a confirmation retried with its key answers the same payment; the key with another token is refused', async () => {
    const created = await sandbox.createPayment(paymentRequest());
    const token = await cardToken('4242424242424242');
    const key = nextKey('confirm');
    const first = await sandbox.confirmPayment({ paymentId: created.id, token, returnUrl: '/', idempotencyKey: key });
    expect(await sandbox.confirmPayment({ paymentId: created.id, token, returnUrl: '/', idempotencyKey: key })).toEqual(first);
    await expect(sandbox.confirmPayment({ paymentId: created.id, token: await cardToken('4242424242424242'), returnUrl: '/', idempotencyKey: key })).rejects.toMatchObject({ code: 'idempotency_error' });
  });

  it('a token confirms one payment only', async () => {
    const token = await cardToken('4000000000000002');
    const a = await sandbox.createPayment(paymentRequest());
    const b = await sandbox.createPayment(paymentRequest());
    await sandbox.confirmPayment({ paymentId: a.id, token, returnUrl: '/', idempotencyKey: nextKey('confirm') });
    await expect(sandbox.confirmPayment({ paymentId: b.id, token, returnUrl: '/', idempotencyKey: nextKey('confirm') })).rejects.toMatchObject({ code: 'token_already_used' });
  });
});

describe('sandbox provider: tokens', () => {
  it('refuses a number that is not a test card, an invalid number and an expired card (by the injected clock)', async () => {
    expect(await sandbox.createToken({ method: 'card', number: '4111 1111 1111 1111', expiry: '12/30', cvc: '123', name: 'Dana' })).toEqual({ ok: false, field: 'number', reason: 'not_test_card' });
    expect(await sandbox.createToken({ method: 'card', number: '4242 4242 4242 4241', expiry: '12/30', cvc: '123', name: 'Dana' })).toEqual({ ok: false, field: 'number', reason: 'invalid_number' });
    expect(await sandbox.createToken({ method: 'card', number: '4242424242424242', expiry: '02/26', cvc: '123', name: 'Dana' })).toEqual({ ok: false, field: 'expiry', reason: 'expired' });
    expect(await sandbox.createToken({ method: 'card', number: '4242424242424242', expiry: '03/26', cvc: '123', name: 'Dana' })).toMatchObject({ ok: true });
    expect(await sandbox.createToken({ method: 'bank_debit', routingNumber: '021000021', accountNumber: '000123456789', accountHolder: 'Dana' })).toMatchObject({ ok: false, field: 'routingNumber' });
    expect(await sandbox.createToken({ method: 'bank_debit', routingNumber: '110000000', accountNumber: '123456789012', accountHolder: 'Dana' })).toMatchObject({ ok: false, field: 'accountNumber' });
  });
});

describe('sandbox provider: webhooks', () => {
  const body = Buffer.from(JSON.stringify({ id: 'evt_sbx_1', type: 'payment_intent.created', created: 1_773_576_000, payment: { id: 'sbx_pi_1', status: 'created', amountCents: 100, amountReceivedCents: 0, amountCapturableCents: 0, method: null, captureBefore: null, nextAction: null, failure: null } }));

  it('parses a well-signed event over the raw bytes', () => {
    const event = sandbox.parseWebhook(body, signWebhook(body, SECRET, clock), clock);
    expect(event).toMatchObject({ kind: 'payment', id: 'evt_sbx_1', type: 'payment_intent.created', payment: { id: 'sbx_pi_1', status: 'created' } });
    expect(event.occurredAt.getTime()).toBe(1_773_576_000_000);
  });

  it('refuses a missing, malformed, wrong or stale signature, and a changed body', () => {
    const parse = (raw: Buffer, header: string | undefined, at = clock) => () => sandbox.parseWebhook(raw, header, at);
    expect(parse(body, undefined)).toThrow(BadSignature);
    expect(parse(body, 'v1=abc')).toThrow(/malformed/);
    expect(parse(body, signWebhook(body, 'whsec_another_secret_0123456789', clock))).toThrow(/wrong/);
    expect(parse(Buffer.concat([body, Buffer.from(' ')]), signWebhook(body, SECRET, clock))).toThrow(/wrong/);
    const signedAt = new Date(clock.getTime() - 301_000);
    expect(parse(body, signWebhook(body, SECRET, signedAt))).toThrow(/stale/);
    expect(parse(body, signWebhook(body, SECRET, new Date(clock.getTime() - 300_000)))()).toMatchObject({ id: 'evt_sbx_1' });
  });

  it('names its payment events as Stripe does', () => {
    for (const { raw } of deliveries) {
      const { type } = JSON.parse(raw.toString()) as { type: string };
      expect(type === 'refund.updated' || statusOfStripeEvent(type) !== null).toBe(true);
    }
  });

  it('settles each due event once: a second settle delivers nothing', async () => {
    await sandbox.settleDue({ all: true });
    await confirmed('000123456789', { method: 'bank_debit', capture: 'automatic' });
    expect(await sandbox.settleDue({ all: true })).toBe(2);
    expect(await sandbox.settleDue({ all: true })).toBe(0);
  });

  it('delivers by the clock only what is due; two sweeps at once deliver each event once', async () => {
    await sandbox.settleDue({ all: true });
    const from = deliveries.length;
    const { payment } = await confirmed('000123456789', { method: 'bank_debit', capture: 'automatic' });
    expect(await sandbox.settleDue()).toBe(0);
    advance(3600);
    const counts = await Promise.all([sandbox.settleDue(), sandbox.settleDue(), sandbox.settleDue()]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(2);
    const ids = deliveries.slice(from).map(({ raw }) => (JSON.parse(raw.toString()) as { id: string }).id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(await sandbox.retrievePayment(payment.id)).toMatchObject({ status: 'succeeded' });
  });

  it('settling everything now waits for a payment another request holds, rather than skipping it', async () => {
    await sandbox.settleDue({ all: true });
    const { payment } = await confirmed('000123456789', { method: 'bank_debit', capture: 'automatic' });
    let release = () => undefined as void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let holding = () => undefined as void;
    const held = new Promise<void>((resolve) => (holding = resolve));
    // A buyer's page reading the payment holds its row (on a PostgreSQL server; PGlite runs one transaction at a time).
    const reader = database.db.transaction(async (tx) => {
      await tx.select().from(sandboxPayments).where(eq(sandboxPayments.id, payment.id)).for('update');
      holding();
      await released;
    });
    await held;
    const settling = settledEvents(payment.id);
    setTimeout(release, 200);
    await reader;
    expect((await settling).map((e) => e.type)).toEqual(['payment_intent.processing', 'payment_intent.succeeded']);
  });

  it('a delivery that fails is tried again with the same event id', async () => {
    let fail = true;
    const seen: string[] = [];
    const flaky = createSandboxProvider({
      db: database.db,
      now,
      publicUrl: PUBLIC_URL,
      webhookSecret: SECRET,
      settleSeconds: 3600,
      deliver: async (raw) => {
        if (fail) throw new Error('down');
        seen.push((JSON.parse(raw.toString()) as { id: string }).id);
      },
    });
    try {
      await sandbox.settleDue({ all: true });
      const created = await flaky.createPayment(paymentRequest({ capture: 'automatic' }));
      const token = await cardToken('4242424242424242');
      await flaky.confirmPayment({ paymentId: created.id, token, returnUrl: '/', idempotencyKey: nextKey('confirm') });
      expect(await flaky.settleDue({ all: true })).toBe(0);
      fail = false;
      expect(await flaky.settleDue({ all: true })).toBe(1);
      expect(seen).toHaveLength(1);
      expect(seen[0]).toMatch(/^evt_sbx_[0-9a-f]{24}$/);
    } finally {
      flaky.close();
    }
  });
});

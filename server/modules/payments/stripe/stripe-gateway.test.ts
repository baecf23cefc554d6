import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BadSignature, ProviderRefused, ProviderUnavailable, type CreatePaymentRequest, type PaymentGateway } from '../payment-gateway';
import { createStripeGateway } from './stripe-gateway';
import { FakeStripe, fakeStripeClient } from './testing/fake-stripe';

const WEBHOOK_SECRET = 'whsec_test_secret_for_the_adapter';

describe('the Stripe adapter against a fake of Stripe’s HTTP API', () => {
  const fake = new FakeStripe();
  let gateway: PaymentGateway;
  let client: Stripe;
  let address: Awaited<ReturnType<FakeStripe['start']>>;
  let sequence = 0;

  beforeAll(async () => {
    address = await fake.start();
    gateway = createStripeGateway({ secretKey: 'sk_test_adapter', publishableKey: 'pk_test_adapter', webhookSecret: WEBHOOK_SECRET, bankDebit: 'ach', maxNetworkRetries: 0, ...address });
    client = fakeStripeClient(address);
  });

  afterAll(() => fake.stop());

  beforeEach(() => {
    sequence += 1;
  });

  const createRequest = (overrides: Partial<CreatePaymentRequest> = {}): CreatePaymentRequest => ({
    amountCents: 12_345,
    currency: 'usd',
    method: 'card',
    capture: 'manual',
    orderNumber: `FF-${sequence}`,
    orderId: `order-${sequence}`,
    customerEmail: 'buyer@example.com',
    idempotencyKey: `order:K${sequence}:create:12345`,
    ...overrides,
  });

  const cardToken = async (paymentMethod: string) => (await client.testHelpers.confirmationTokens.create({ payment_method: paymentMethod })).id;
  const bankToken = async (account: string) =>
    (
      await client.testHelpers.confirmationTokens.create({
        payment_method_data: {
          type: 'us_bank_account',
          us_bank_account: { routing_number: '110000000', account_number: account, account_holder_type: 'company' },
          billing_details: { name: 'Cool Supply LLC' },
        },
      })
    ).id;
  const confirm = (paymentId: string, token: string, extra: { mandate?: boolean } = {}) =>
    gateway.confirmPayment({
      paymentId,
      token,
      returnUrl: 'http://localhost:3000/checkout/return',
      idempotencyKey: `order:K${sequence}:confirm:${token}`,
      ...(extra.mandate ? { mandate: { text: 'I authorise…', language: 'en', acceptedAt: new Date('2026-11-27T10:00:00Z'), ip: '203.0.113.9', userAgent: 'Mozilla/5.0' } } : {}),
    });

  it('creates a PaymentIntent with the amount, manual capture, the card only, the order in the metadata and the receipt e-mail', async () => {
    const payment = await gateway.createPayment(createRequest());
    expect(payment).toMatchObject({ status: 'created', amountCents: 12_345, amountReceivedCents: 0, method: null, nextAction: null, failure: null });
    const sent = fake.requests.at(-1);
    expect(sent?.params).toMatchObject({
      amount: '12345',
      currency: 'usd',
      capture_method: 'manual',
      allowed_payment_method_types: ['card'],
      metadata: { order_number: `FF-${sequence}`, order_id: `order-${sequence}` },
      receipt_email: 'buyer@example.com',
    });
    expect(sent?.idempotencyKey).toBe(`order:K${sequence}:create:12345`);
  });

  it('asks for a US bank debit with automatic capture', async () => {
    await gateway.createPayment(createRequest({ method: 'bank_debit', capture: 'automatic' }));
    expect(fake.requests.at(-1)?.params).toMatchObject({ allowed_payment_method_types: ['us_bank_account'], capture_method: 'automatic' });
  });

  it('offers Canadian PAD too when STRIPE_BANK_DEBIT says so, with its mandate terms', async () => {
    const withPad = createStripeGateway({ secretKey: 'sk_test_adapter', publishableKey: 'pk', webhookSecret: WEBHOOK_SECRET, bankDebit: 'ach_and_pad', maxNetworkRetries: 0, ...address });
    await withPad.createPayment(createRequest({ method: 'bank_debit', capture: 'automatic' }));
    expect(fake.requests.at(-1)?.params).toMatchObject({
      allowed_payment_method_types: ['us_bank_account', 'acss_debit'],
      payment_method_options: { acss_debit: { mandate_options: { payment_schedule: 'sporadic', transaction_type: 'business' } } },
    });
  });

  it('the same idempotency key twice gives one PaymentIntent at Stripe, the second answer replayed', async () => {
    const before = fake.intents.size;
    const first = await gateway.createPayment(createRequest());
    const second = await gateway.createPayment(createRequest());
    expect(second.id).toBe(first.id);
    expect(fake.intents.size).toBe(before + 1);
    expect(fake.requests.at(-1)?.replayed).toBe(true);
  });

  it('the same key with another amount is refused as an idempotency error', async () => {
    await gateway.createPayment(createRequest());
    const changed = gateway.createPayment(createRequest({ amountCents: 999 }));
    await expect(changed).rejects.toBeInstanceOf(ProviderRefused);
    await expect(changed).rejects.toMatchObject({ code: 'idempotency_error' });
  });

  it('confirms an approved card: authorised, with brand, last four, expiry, cardholder and capture_before', async () => {
    const created = await gateway.createPayment(createRequest());
    const payment = await confirm(created.id, await cardToken('pm_card_visa'));
    expect(payment).toMatchObject({
      status: 'authorized',
      amountCapturableCents: 12_345,
      method: { kind: 'card', brand: 'visa', last4: '4242', expiry: '12/34' },
      nextAction: null,
      failure: null,
    });
    expect(payment.captureBefore?.getTime()).toBeGreaterThan(Date.now() + 6 * 24 * 3_600_000);
    expect(fake.requests.at(-1)?.params).toMatchObject({ return_url: 'http://localhost:3000/checkout/return', expand: ['latest_charge', 'payment_method'] });
  });

  it('confirms a declined card as a failed payment with the decline code', async () => {
    const created = await gateway.createPayment(createRequest());
    const payment = await confirm(created.id, await cardToken('pm_card_visa_chargeDeclined'));
    expect(payment).toMatchObject({ id: created.id, status: 'failed', failure: { code: 'card_declined', declineCode: 'generic_decline' } });
  });

  it('a new card after a decline confirms the same intent again', async () => {
    const created = await gateway.createPayment(createRequest());
    await confirm(created.id, await cardToken('pm_card_visa_chargeDeclined'));
    const payment = await confirm(created.id, await cardToken('pm_card_visa'));
    expect(payment).toMatchObject({ id: created.id, status: 'authorized', failure: null });
  });

  it('confirms a card that needs a second step: requires_action with the client secret for handleNextAction', async () => {
    const created = await gateway.createPayment(createRequest());
    const payment = await confirm(created.id, await cardToken('pm_card_authenticationRequired'));
    expect(payment.status).toBe('requires_action');
    expect(payment.nextAction).toEqual({ kind: 'client_secret', clientSecret: expect.stringMatching(new RegExp(`^${created.id}_secret_`)) });
    fake.completeAuthentication(created.id, true);
    expect(await gateway.retrievePayment(created.id)).toMatchObject({ status: 'authorized', nextAction: null });
  });

  it('confirms a bank debit with the mandate: processing, then succeeded once the bank settles', async () => {
    const created = await gateway.createPayment(createRequest({ method: 'bank_debit', capture: 'automatic' }));
    const payment = await confirm(created.id, await bankToken('000123456789'), { mandate: true });
    expect(payment).toMatchObject({ status: 'processing', method: { kind: 'bank_debit', bankName: 'STRIPE TEST BANK', last4: '6789', mandateId: expect.stringMatching(/^mandate_/) } });
    expect(fake.requests.at(-1)?.params).toMatchObject({
      mandate_data: { customer_acceptance: { type: 'online', accepted_at: String(Date.parse('2026-11-27T10:00:00Z') / 1000), online: { ip_address: '203.0.113.9', user_agent: 'Mozilla/5.0' } } },
    });
    fake.settleBankDebits();
    expect(await gateway.retrievePayment(created.id)).toMatchObject({ status: 'succeeded', amountReceivedCents: 12_345 });
  });

  it('a bank debit from a closed account fails after processing', async () => {
    const created = await gateway.createPayment(createRequest({ method: 'bank_debit', capture: 'automatic' }));
    await confirm(created.id, await bankToken('000111111113'), { mandate: true });
    fake.settleBankDebits();
    expect(await gateway.retrievePayment(created.id)).toMatchObject({ status: 'failed', failure: { code: 'account_closed' } });
  });

  it('captures all or part of an authorisation', async () => {
    const created = await gateway.createPayment(createRequest());
    await confirm(created.id, await cardToken('pm_card_visa'));
    const captured = await gateway.capturePayment({ paymentId: created.id, amountCents: 10_000, idempotencyKey: `payment:${created.id}:capture` });
    expect(captured).toMatchObject({ status: 'succeeded', amountReceivedCents: 10_000, amountCapturableCents: 0, captureBefore: null });
    expect(fake.requests.at(-1)).toMatchObject({ params: { amount_to_capture: '10000' }, idempotencyKey: `payment:${created.id}:capture` });
  });

  it('a capture of a payment that is not authorised is refused', async () => {
    const created = await gateway.createPayment(createRequest());
    await expect(gateway.capturePayment({ paymentId: created.id, idempotencyKey: `payment:${created.id}:capture` })).rejects.toMatchObject({
      name: 'ProviderRefused',
      code: 'payment_intent_unexpected_state',
    });
  });

  it('cancels (voids) an authorisation', async () => {
    const created = await gateway.createPayment(createRequest());
    await confirm(created.id, await cardToken('pm_card_visa'));
    const canceled = await gateway.cancelPayment({ paymentId: created.id, idempotencyKey: `payment:${created.id}:cancel` });
    expect(canceled).toMatchObject({ status: 'canceled', amountCapturableCents: 0 });
  });

  it('refunds part of a captured payment, with Stripe’s reason and ours, once per key', async () => {
    const created = await gateway.createPayment(createRequest({ capture: 'automatic' }));
    await confirm(created.id, await cardToken('pm_card_visa'));
    const request = { paymentId: created.id, amountCents: 2_345, reason: 'requested_by_customer' as const, idempotencyKey: `refund:${sequence}` };
    const refund = await gateway.refund(request);
    expect(refund).toMatchObject({ paymentId: created.id, amountCents: 2_345, status: 'succeeded', failureReason: null });
    expect(fake.requests.at(-1)?.params).toMatchObject({ payment_intent: created.id, amount: '2345', reason: 'requested_by_customer', metadata: { reason: 'requested_by_customer' } });
    const again = await gateway.refund(request);
    expect(again.id).toBe(refund.id);
    expect([...fake.refunds.values()].filter((r) => r.payment_intent === created.id)).toHaveLength(1);
  });

  it('a refund of our own reason that Stripe does not know sends no Stripe reason; more than is left is refused', async () => {
    const created = await gateway.createPayment(createRequest({ capture: 'automatic' }));
    await confirm(created.id, await cardToken('pm_card_visa'));
    await gateway.refund({ paymentId: created.id, amountCents: 12_345, reason: 'order_cancelled', idempotencyKey: `refund:${sequence}:a` });
    expect(fake.requests.at(-1)?.params.reason).toBeUndefined();
    await expect(gateway.refund({ paymentId: created.id, amountCents: 1, reason: 'other', idempotencyKey: `refund:${sequence}:b` })).rejects.toMatchObject({
      name: 'ProviderRefused',
      code: 'charge_already_refunded',
    });
  });

  it('every request the adapter made passed the published description’s check (no 400 for an unknown parameter)', () => {
    const paths = new Set(fake.requests.map((r) => `${r.method} ${r.path.replace(/pi_[0-9a-f]+/, '{intent}')}`));
    expect(paths).toEqual(
      new Set([
        'POST /v1/payment_intents',
        'POST /v1/payment_intents/{intent}/confirm',
        'GET /v1/payment_intents/{intent}',
        'POST /v1/payment_intents/{intent}/capture',
        'POST /v1/payment_intents/{intent}/cancel',
        'POST /v1/refunds',
        'POST /v1/test_helpers/confirmation_tokens',
      ]),
    );
  });

  it('the fake refuses a parameter the description does not list, as Stripe does', async () => {
    await expect(client.paymentIntents.create({ amount: 500, currency: 'usd', payment_method_types: ['card'] } as Stripe.PaymentIntentCreateParams)).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      code: 'parameter_unknown',
      param: 'payment_method_types',
    });
  });

  it('the fake refuses an unknown key under a nested parameter too', async () => {
    const created = await gateway.createPayment(createRequest({ method: 'bank_debit', capture: 'automatic' }));
    const token = await bankToken('000123456789');
    await expect(
      client.paymentIntents.confirm(created.id, { confirmation_token: token, mandate_data: { customer_acceptance: { type: 'online', online: { ip_address: '203.0.113.9', user_agent: 'x', browser: 'y' } } } } as Stripe.PaymentIntentConfirmParams),
    ).rejects.toMatchObject({ code: 'parameter_unknown', param: 'mandate_data[customer_acceptance][online][browser]' });
  });

  it('is unavailable when Stripe cannot be reached', async () => {
    const down = new FakeStripe();
    const downAddress = await down.start();
    await down.stop();
    const unreachable = createStripeGateway({ secretKey: 'sk_test_adapter', publishableKey: 'pk', webhookSecret: WEBHOOK_SECRET, bankDebit: 'off', maxNetworkRetries: 0, ...downAddress });
    await expect(unreachable.createPayment(createRequest())).rejects.toBeInstanceOf(ProviderUnavailable);
    await expect(unreachable.retrievePayment('pi_missing')).rejects.toBeInstanceOf(ProviderUnavailable);
  });

  it.each([500, 503, 429] as const)('is unavailable when Stripe answers %i, and refuses nothing', async (status) => {
    const created = await gateway.createPayment(createRequest());
    fake.outage = status;
    try {
      await expect(gateway.confirmPayment({ paymentId: created.id, token: 'ctoken_x', returnUrl: 'http://localhost:3000/r', idempotencyKey: `k:${sequence}` })).rejects.toBeInstanceOf(ProviderUnavailable);
      await expect(gateway.refund({ paymentId: created.id, amountCents: 1, reason: 'other', idempotencyKey: `r:${sequence}` })).rejects.toBeInstanceOf(ProviderUnavailable);
    } finally {
      fake.outage = null;
    }
    expect(await gateway.retrievePayment(created.id)).toMatchObject({ status: 'created' });
  });

  it('gives the browser the publishable key, test mode from the secret key and whether bank debits are offered', () => {
    expect(gateway.browserConfig()).toEqual({ provider: 'stripe', testMode: true, publishableKey: 'pk_test_adapter', bankDebit: true });
    const live = createStripeGateway({ secretKey: 'sk_live_x', publishableKey: 'pk_live_x', webhookSecret: WEBHOOK_SECRET, bankDebit: 'off' });
    expect(live.browserConfig()).toEqual({ provider: 'stripe', testMode: false, publishableKey: 'pk_live_x', bankDebit: false });
    expect(live.testMode).toBe(false);
    expect(live.name).toBe('stripe');
  });

  describe('webhooks', () => {
    const now = new Date('2026-11-27T12:00:00Z');
    const seconds = Math.floor(now.getTime() / 1000);

    function signed(event: object, options: { secret?: string; timestamp?: number } = {}) {
      const payload = JSON.stringify(event);
      const header = client.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? WEBHOOK_SECRET, timestamp: options.timestamp ?? seconds });
      return { raw: Buffer.from(payload), header };
    }

    const intentEvent = (type: string, intent: object) => ({
      id: `evt_${type.replace(/\W/g, '_')}`,
      object: 'event',
      type,
      created: seconds - 10,
      api_version: Stripe.API_VERSION,
      livemode: false,
      data: { object: intent },
    });

    const intent = (fields: object) => ({ id: 'pi_hook', object: 'payment_intent', amount: 5_000, amount_received: 0, amount_capturable: 0, status: 'processing', last_payment_error: null, latest_charge: 'ch_1', payment_method: 'pm_1', next_action: null, client_secret: 'pi_hook_secret_x', ...fields });

    it('parses a signed payment_intent.succeeded into a succeeded payment', () => {
      const { raw, header } = signed(intentEvent('payment_intent.succeeded', intent({ status: 'succeeded', amount_received: 5_000 })));
      expect(gateway.parseWebhook(raw, header, now)).toEqual({
        kind: 'payment',
        id: 'evt_payment_intent_succeeded',
        type: 'payment_intent.succeeded',
        occurredAt: new Date((seconds - 10) * 1000),
        payment: expect.objectContaining({ id: 'pi_hook', status: 'succeeded', amountReceivedCents: 5_000 }),
      });
    });

    it('parses a failed bank debit and an authorisation by the event’s type', () => {
      const failed = signed(intentEvent('payment_intent.payment_failed', intent({ status: 'requires_payment_method', last_payment_error: { type: 'invalid_request_error', code: 'account_closed' } })));
      expect(gateway.parseWebhook(failed.raw, failed.header, now)).toMatchObject({ kind: 'payment', payment: { status: 'failed', failure: { code: 'account_closed' } } });
      const held = signed(intentEvent('payment_intent.amount_capturable_updated', intent({ status: 'requires_capture', amount_capturable: 5_000 })));
      expect(gateway.parseWebhook(held.raw, held.header, now)).toMatchObject({ kind: 'payment', payment: { status: 'authorized', amountCapturableCents: 5_000 } });
    });

    it.each(['refund.updated', 'charge.refund.updated', 'refund.failed'])('parses %s into a refund', (type) => {
      const refund = { id: 're_1', object: 'refund', amount: 700, payment_intent: 'pi_hook', status: type === 'refund.failed' ? 'failed' : 'succeeded', failure_reason: type === 'refund.failed' ? 'expired_or_canceled_card' : null };
      const { raw, header } = signed({ ...intentEvent(type, {}), data: { object: refund } });
      expect(gateway.parseWebhook(raw, header, now)).toMatchObject({
        kind: 'refund',
        type,
        refund: { id: 're_1', paymentId: 'pi_hook', amountCents: 700, status: type === 'refund.failed' ? 'failed' : 'succeeded' },
      });
    });

    it('keeps another type as other', () => {
      const { raw, header } = signed({ ...intentEvent('customer.created', {}), data: { object: { id: 'cus_1', object: 'customer' } } });
      expect(gateway.parseWebhook(raw, header, now)).toEqual({ kind: 'other', id: 'evt_customer_created', type: 'customer.created', occurredAt: new Date((seconds - 10) * 1000) });
    });

    it('refuses a wrong secret, a missing header, a changed body and a signature 301 seconds old; accepts 299', () => {
      const event = intentEvent('payment_intent.succeeded', intent({ status: 'succeeded' }));
      const wrong = signed(event, { secret: 'whsec_someone_else' });
      expect(() => gateway.parseWebhook(wrong.raw, wrong.header, now)).toThrow(BadSignature);
      const good = signed(event);
      expect(() => gateway.parseWebhook(good.raw, undefined, now)).toThrow(BadSignature);
      expect(() => gateway.parseWebhook(Buffer.from(good.raw.toString().replace('5000', '5001')), good.header, now)).toThrow(BadSignature);
      const stale = signed(event, { timestamp: seconds - 301 });
      expect(() => gateway.parseWebhook(stale.raw, stale.header, now)).toThrow(BadSignature);
      const recent = signed(event, { timestamp: seconds - 299 });
      expect(gateway.parseWebhook(recent.raw, recent.header, now).kind).toBe('payment');
    });
  });
});

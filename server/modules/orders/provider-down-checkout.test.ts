import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES } from '@domain/schemas/payments';
import { buildApp } from '../../app';
import { couponRedemptions, orders, providerPayments } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createStripeGateway } from '../payments/stripe/stripe-gateway';
import { FakeStripe, fakeStripeClient } from '../payments/stripe/testing/fake-stripe';
import { couponUses, line, makeCoupon, makeProduct, orderBody, placeOrder, stockOf } from './testing';

/**
 * RELIABILITY: the provider down during checkout: the order is refused, nothing held. The real app with the real Stripe
 * adapter, its address a port nobody listens on (the fake of Stripe's HTTP API started, then stopped); then the same
 * fake started again on that port, as the provider coming back.
 */
describe('checkout while the payment provider is down', () => {
  const stripe = new FakeStripe();
  let t: TestApp;
  let app: FastifyInstance;
  let address: Awaited<ReturnType<FakeStripe['start']>>;

  beforeAll(async () => {
    address = await stripe.start();
    await stripe.stop();
    t = await createTestApp({ seedDemo: false });
    const gateway = createStripeGateway({ secretKey: 'sk_test_provider_down', publishableKey: 'pk_test_provider_down', webhookSecret: 'whsec_provider_down', bankDebit: 'off', maxNetworkRetries: 0, ...address });
    app = await buildApp({ config: t.config, database: t.database, logger: false, paymentGateway: gateway, webRoot: path.join(t.config.dataDir, 'no-web') });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await stripe.stop();
    await t?.close();
  });

  it('refuses the order with 503 naming the payment service, holds no stock and uses no coupon; once it is back a retry places the order once', async () => {
    const product = await makeProduct(t.database.db, { price: '100.00', stockQuantity: 50 });
    const coupon = await makeCoupon(t.database.db, { maxUses: 1 });
    const email = `down.${randomUUID().slice(0, 8)}@example.com`;
    const key = randomUUID();
    const body = (token: string) =>
      orderBody([line(product.id, 3)], { customer: { name: 'Provider Down', email }, couponCode: coupon.code, paymentMethod: 'credit_card', payment: { token, phone: '555-0100' } });

    const refused = await placeOrder(app, body('ctoken_never_reaches_stripe'), { key });
    expect(refused.statusCode, refused.body).toBe(503);
    expect(refused.json()).toEqual({ error: { code: 'service_unavailable', message: PAYMENT_MESSAGES.providerUnavailable } });
    expect(PAYMENT_MESSAGES.providerUnavailable).toMatch(/^The payment service is not answering\. Nothing was charged/);
    const placed = await t.database.db.select().from(orders).where(eq(orders.customerEmail, email));
    expect(placed).toEqual([]);
    expect(await stockOf(t.database.db, product.id)).toBe(50);
    expect(await couponUses(t.database.db, coupon.id)).toBe(0);
    expect(await t.database.db.select().from(couponRedemptions).where(eq(couponRedemptions.couponId, coupon.id))).toEqual([]);
    expect(await t.database.db.select().from(providerPayments)).toEqual([]);
    expect(stripe.requests).toEqual([]);

    // The provider is back (the same address): the buyer's retry, with the same checkout key, places the order once.
    await stripe.start();
    const token = (await fakeStripeClient(address).testHelpers.confirmationTokens.create({ payment_method: 'pm_card_visa' })).id;
    const retried = await placeOrder(app, body(token), { key });
    expect(retried.statusCode, retried.body).toBe(201);
    const again = await placeOrder(app, body(token), { key });
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().order.orderNumber).toBe(retried.json().order.orderNumber);

    const [order, ...others] = await t.database.db.select().from(orders).where(eq(orders.customerEmail, email));
    expect(others).toEqual([]);
    expect(order).toMatchObject({ orderNumber: retried.json().order.orderNumber, paymentMethod: 'credit_card' });
    expect(await stockOf(t.database.db, product.id)).toBe(47);
    expect(await couponUses(t.database.db, coupon.id)).toBe(1);
    const payments = await t.database.db.select().from(providerPayments).where(eq(providerPayments.orderId, order?.id ?? ''));
    expect(payments).toHaveLength(1);
    expect(stripe.intents.size).toBe(1);
  });
});

import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { certifications, emailOutbox, orders, quotes, siteSettings } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { call, nextAddress, signUp } from '../auth/testing';
import type { PaymentGateway } from '../payments/payment-gateway';
import { createSandboxProvider } from '../payments/sandbox/sandbox-provider';
import { DECLINED, cardPayment, line, makeProduct, orderBody, placeOrder, rowCount, stockOf, unpaid, withSandboxTokens } from './testing';

let t: TestApp;
/** The app again over the same database, with the sandbox provider wrapped to record what it is asked. */
let recorded: FastifyInstance;
const gatewayCalls: string[] = [];
let closeSandbox: () => void = () => undefined;

function recordingGateway(db: TestApp['database']['db']): PaymentGateway {
  const sandbox = createSandboxProvider({
    db,
    now: () => new Date(),
    publicUrl: 'http://localhost:3000',
    webhookSecret: 'whsec_recording_0123456789abcdef',
    settleSeconds: 3600,
    deliver: async () => undefined,
  });
  closeSandbox = () => void sandbox.close();
  return {
    ...sandbox,
    name: sandbox.name,
    testMode: sandbox.testMode,
    browserConfig: () => sandbox.browserConfig(),
    retrievePayment: (id) => sandbox.retrievePayment(id),
    refund: (request) => sandbox.refund(request),
    parseWebhook: (raw, header, now) => sandbox.parseWebhook(raw, header, now),
    async createPayment(request) {
      gatewayCalls.push('create');
      return sandbox.createPayment(request);
    },
    async confirmPayment(request) {
      const payment = await sandbox.confirmPayment(request);
      gatewayCalls.push(`confirm ${payment.status}`);
      return payment;
    },
    async capturePayment(request) {
      gatewayCalls.push('capture');
      return sandbox.capturePayment(request);
    },
    async cancelPayment(request) {
      gatewayCalls.push('cancel');
      return sandbox.cancelPayment(request);
    },
  };
}

/** An order posted to the recording app, with its token from the main app's sandbox fields (the same database). */
async function placeRecorded(body: unknown) {
  return placeOrder(recorded, await withSandboxTokens(t.app, body));
}

beforeAll(async () => {
  t = await createTestApp();
  recorded = await buildApp({ config: t.config, database: t.database, logger: false, paymentGateway: recordingGateway(t.database.db), webRoot: path.join(t.config.dataDir, 'no-web') });
  await recorded.ready();
});

afterAll(async () => {
  await recorded?.close();
  closeSandbox();
  await t?.close();
});


const orderCount = () => rowCount(t.database.db, orders);
const outboxCount = () => rowCount(t.database.db, emailOutbox);

async function setSetting(key: string, value: string | null) {
  if (value === null) {
    await t.database.db.delete(siteSettings).where(eq(siteSettings.settingKey, key));
    return;
  }
  await t.database.db.insert(siteSettings).values({ settingKey: key, settingValue: value }).onConflictDoUpdate({ target: siteSettings.settingKey, set: { settingValue: value } });
}

describe('POST /api/orders: rate limit per client address', () => {
  it('places 10 orders from one address in 15 minutes, answers 429 to the 11th, and still serves another address', async () => {
    const product = await makeProduct(t.database.db);
    const from = nextAddress();
    for (let i = 0; i < 10; i += 1) expect((await placeOrder(t.app, orderBody([line(product.id)]), { remoteAddress: from })).statusCode).toBe(201);
    const before = await orderCount();
    const limited = await placeOrder(t.app, orderBody([line(product.id)]), { remoteAddress: from });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toEqual({ code: 'rate_limited', message: 'Too many orders from this address. Please try again later.' });
    expect(await orderCount()).toBe(before);
    expect((await placeOrder(t.app, orderBody([line(product.id)]), { remoteAddress: nextAddress() })).statusCode).toBe(201);
  });
});

describe('POST /api/orders: guest orders paid later are limited in size', () => {
  const message = 'An order this large paid by bank wire or check needs an account. Please sign in, or pay by card.';

  it('refuses a guest wire or check order above 80 cylinders (no setting stored), reserving nothing', async () => {
    await setSetting('guest_unpaid_order_max_cylinders', null);
    const product = await makeProduct(t.database.db, { stockQuantity: 1000 });
    const before = { orders: await orderCount(), outbox: await outboxCount() };
    for (const method of ['bank_wire', 'check'] as const) {
      const res = await placeOrder(t.app, orderBody([line(product.id, 2, 'pallet'), line(product.id)], unpaid(method)));
      expect(res.statusCode).toBe(422);
      expect(res.json().error).toEqual({ code: 'unprocessable', message, fields: { paymentMethod: message } });
    }
    expect(await stockOf(t.database.db, product.id)).toBe(1000);
    expect({ orders: await orderCount(), outbox: await outboxCount() }).toEqual(before);
    const exactly = await placeOrder(t.app, orderBody([line(product.id, 2, 'pallet')], unpaid('check')));
    expect(exactly.statusCode).toBe(201);
    expect(await stockOf(t.database.db, product.id)).toBe(920);
  });

  it('lets a guest paying by card, or a signed-in buyer with a verified certification paying by wire, order more', async () => {
    await setSetting('guest_unpaid_order_max_cylinders', null);
    const product = await makeProduct(t.database.db, { stockQuantity: 1000 });
    expect((await placeOrder(t.app, orderBody([line(product.id, 5, 'pallet')]))).statusCode).toBe(201);
    const { cookie, user } = await signUp(t.app);
    // A new account is limited like a guest (unpaid-reservation.test.ts); an established one is not.
    await t.database.db.insert(certifications).values({ userId: user.id, kind: 'epa_608_universal', number: 'V-1', status: 'verified', reviewedAt: new Date() });
    const signedIn = await placeOrder(t.app, orderBody([line(product.id, 5, 'pallet')], { guest: undefined, ...unpaid('bank_wire') }), { cookie });
    expect(signedIn.statusCode).toBe(201);
    expect(await stockOf(t.database.db, product.id)).toBe(600);
  });

  it('follows the guest_unpaid_order_max_cylinders setting', async () => {
    const product = await makeProduct(t.database.db, { stockQuantity: 1000 });
    await setSetting('guest_unpaid_order_max_cylinders', '40');
    expect((await placeOrder(t.app, orderBody([line(product.id, 41)], unpaid('bank_wire')))).statusCode).toBe(422);
    expect((await placeOrder(t.app, orderBody([line(product.id, 1, 'pallet')], unpaid('bank_wire')))).statusCode).toBe(201);
    await setSetting('guest_unpaid_order_max_cylinders', '120');
    expect((await placeOrder(t.app, orderBody([line(product.id, 3, 'pallet')], unpaid('bank_wire')))).statusCode).toBe(201);
    await setSetting('guest_unpaid_order_max_cylinders', null);
  });
});

describe('packages the product is not sold in', () => {
  it('refuses them on preview, order and quote with 400 naming items.N.packaging, and stores nothing', async () => {
    const product = await makeProduct(t.database.db, { packagingOptions: ['1 Cylinder', '1 Pallet'], stockQuantity: 100_000 });
    const items = [line(product.id, 1, 'pallet'), line(product.id, 1, 'container_40ft')];
    const message = 'This product is not sold in this packaging.';
    const expected = { code: 'validation_failed', message, fields: { 'items.1.packaging': message } };

    const preview = await call(t.app, 'POST', '/api/orders/preview', { body: { items } });
    expect(preview.statusCode).toBe(400);
    expect(preview.json().error).toEqual(expected);

    const before = { orders: await orderCount(), outbox: await outboxCount() };
    const order = await placeOrder(t.app, orderBody(items));
    expect(order.statusCode).toBe(400);
    expect(order.json().error).toEqual(expected);
    expect({ orders: await orderCount(), outbox: await outboxCount() }).toEqual(before);
    expect(await stockOf(t.database.db, product.id)).toBe(100_000);

    const { cookie } = await signUp(t.app);
    const quotesBefore = await rowCount(t.database.db, quotes);
    const quote = await call(t.app, 'POST', '/api/quotes', {
      cookie,
      body: { items, customerName: 'Dana Cooper', companyName: 'Cooper HVAC', customerEmail: 'dana@example.com' },
    });
    expect(quote.statusCode).toBe(400);
    expect(quote.json().error).toEqual(expected);
    expect(await rowCount(t.database.db, quotes)).toBe(quotesBefore);

    expect((await call(t.app, 'POST', '/api/orders/preview', { body: { items: [items[0]] } })).statusCode).toBe(200);
  });
});

describe('amounts past what an order can store ($9,999,999,999.99)', () => {
  it('refuses the preview and the order with 422 before any card authorisation, and stores nothing', async () => {
    const product = await makeProduct(t.database.db, { price: '5000000.00', availability: 'backorder', stockQuantity: 0 });
    const items = [line(product.id, 2, 'container_40ft')];
    const message = 'This order is too large to place online. Please request a quote.';
    const expected = { code: 'unprocessable', message, fields: { items: message } };

    const preview = await call(t.app, 'POST', '/api/orders/preview', { body: { items } });
    expect(preview.statusCode).toBe(422);
    expect(preview.json().error).toEqual(expected);

    gatewayCalls.length = 0;
    const before = { orders: await orderCount(), outbox: await outboxCount() };
    for (const extra of [{}, { couponCode: 'WELCOME10' }]) {
      const res = await placeRecorded(orderBody(items, extra));
      expect(res.statusCode).toBe(422);
      expect(res.json().error).toEqual(expected);
    }
    expect(gatewayCalls).toEqual([]);
    expect({ orders: await orderCount(), outbox: await outboxCount() }).toEqual(before);

    // One container ($6,270,000,000 + tax) fits.
    const one = await placeRecorded(orderBody([line(product.id, 1, 'container_40ft')]));
    expect(one.statusCode).toBe(201);
    expect(one.json().order.total).toBe(6_771_600_000);
  });
});

describe('card authorisations of orders that could not be saved', () => {
  it('cancels (voids) the payment when the order fails after its confirmation (a constraint refusing the order row), and keeps nothing', async () => {
    const product = await makeProduct(t.database.db, { stockQuantity: 50 });
    await t.database.db.execute(sql`alter table orders add constraint test_refuses_void_me check (customer_name <> 'Void Me')`);
    try {
      gatewayCalls.length = 0;
      const before = { orders: await orderCount(), outbox: await outboxCount() };
      const res = await placeRecorded(orderBody([line(product.id, 2)], { customer: { name: 'Void Me', email: 'void@example.com' } }));
      expect(res.statusCode).toBe(500);
      expect(res.json().error.code).toBe('internal');
      expect(gatewayCalls).toEqual(['create', 'confirm authorized', 'cancel']);
      expect({ orders: await orderCount(), outbox: await outboxCount() }).toEqual(before);
      expect(await stockOf(t.database.db, product.id)).toBe(50);
    } finally {
      await t.database.db.execute(sql`alter table orders drop constraint test_refuses_void_me`);
    }
  });

  it('voids nothing for an order saved (captured after its commit), nor for a declined card', async () => {
    const product = await makeProduct(t.database.db);
    gatewayCalls.length = 0;
    expect((await placeRecorded(orderBody([line(product.id)]))).statusCode).toBe(201);
    expect((await placeRecorded(orderBody([line(product.id)], cardPayment(DECLINED)))).statusCode).toBe(422);
    expect(gatewayCalls).toEqual(['create', 'confirm authorized', 'capture', 'create', 'confirm failed']);
  });
});

import { randomUUID } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CardCaptureSetting } from '@domain/card-capture';
import type { AdminDashboardResponse } from '@domain/schemas/account';
import type { AdminOrderDetails } from '@domain/schemas/orders-admin';
import type { AdminSettingsResponse } from '@domain/schemas/settings';
import { emailOutbox, notificationSettings, orders, payments } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { auditEntriesOf, signInNewAdmin } from '../audit/testing';
import { call } from '../auth/testing';
import { authorisationEndingKey, warnAuthorisationsEndingSoon } from './authorisation-warnings';
import { OrderSecrets } from './guest-access';
import { OrderLinks } from './order-links';
import { authorisedCardOrder } from './provider-testing';
import { cardPayment, FAILS_LATER, line, makeProduct, orderBody, placeOrder, settleSandbox } from './testing';

// The shop's card_capture setting (docs/decisions/040 "Capture", "The EPA hold"): saved in Admin Settings, read by the
// checkout, the capture after verification and the shipment; and the warning before an authorisation held for a
// certification ends. Orders are placed and shipped through the API against the sandbox provider.
let t: TestApp;
let admin: { email: string; cookie: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInNewAdmin(t.app, t.database.db);
});
afterAll(async () => {
  await t?.close();
});

const adminCall = (method: 'GET' | 'PATCH' | 'POST' | 'PUT', url: string, body?: unknown) => call(t.app, method, url, { cookie: admin.cookie, body });

/** Saves card_capture the way the settings screen does: the loaded form with the one field changed. */
async function setCardCapture(cardCapture: CardCaptureSetting): Promise<void> {
  // Each save by another admin: the settings take 3 saves a minute from one admin.
  const { cookie } = await signInNewAdmin(t.app, t.database.db);
  const loaded = (await call(t.app, 'GET', '/api/admin/settings', { cookie })).json() as AdminSettingsResponse;
  const body = { ...loaded.values, notificationEmail: 'shop-desk@example.com', cardCapture, version: loaded.version };
  const res = await call(t.app, 'PUT', '/api/admin/settings', { cookie, body });
  expect(res.statusCode, res.body).toBe(200);
}

async function details(id: string): Promise<AdminOrderDetails> {
  const res = await adminCall('GET', `/api/admin/orders/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().order as AdminOrderDetails;
}

/** A card order for a refrigerant sold without certification (no EPA hold), placed through the checkout. */
async function placeCardOrder(card?: string): Promise<{ id: string; totalCents: number }> {
  const product = await makeProduct(t.database.db, { price: '100.00', certificationRequired: false });
  const res = await placeOrder(t.app, orderBody([line(product.id, 2)], { customer: { name: 'Card Buyer', email: `card.${randomUUID().slice(0, 8)}@example.com` }, ...cardPayment(card) }));
  expect(res.statusCode, res.body).toBe(201);
  const [order] = await t.database.db.select().from(orders).where(eq(orders.orderNumber, res.json().order.orderNumber as string));
  if (!order) throw new Error('order not stored');
  return { id: order.id, totalCents: Math.round(Number(order.totalAmount) * 100) };
}

async function ship(id: string) {
  const { version } = await details(id);
  return adminCall('PATCH', `/api/admin/orders/${id}/status`, { status: 'shipped', trackingNumber: '1Z999AA10123456784', version });
}

async function verifyCertification(id: string): Promise<void> {
  const { version } = await details(id);
  const res = await adminCall('POST', `/api/admin/orders/${id}/certification`, { version, kind: 'epa_608_type_ii', number: 'T2-4455' });
  expect(res.statusCode, res.body).toBe(200);
}

const paymentRows = (orderId: string) => t.database.db.select().from(payments).where(eq(payments.orderId, orderId));

describe('card_capture at_shipment', () => {
  beforeEach(async () => {
    await setCardCapture('at_shipment');
  });

  it('places a card order authorised, not captured; shipping captures it (paid), and the timeline shows the capture', async () => {
    const order = await placeCardOrder();
    expect(await details(order.id)).toMatchObject({ paymentState: 'authorized', amountReceived: 0, capturable: true });
    expect(await paymentRows(order.id)).toHaveLength(0);
    // The provider's own events change nothing: the money stays held until the shipment.
    await settleSandbox(t.app);
    expect(await details(order.id)).toMatchObject({ paymentState: 'authorized', amountReceived: 0 });

    const res = await ship(order.id);
    expect(res.statusCode, res.body).toBe(200);
    const shipped = res.json().order as AdminOrderDetails;
    expect(shipped).toMatchObject({ status: 'shipped', paymentState: 'paid', amountReceived: order.totalCents / 100, capturable: false });
    // The checkout's authorisation first (the provider's own news of it after, as known already), the capture last.
    const events = shipped.paymentTimeline.providerPayments[0]?.events ?? [];
    expect(events[0]).toMatchObject({ type: 'sync.authorized', status: 'authorized', outcome: 'applied' });
    expect(events.filter((e) => e.outcome === 'applied').map((e) => e.status)).toEqual(['authorized', 'succeeded']);
    expect(events.at(-1)).toMatchObject({ type: 'sync.succeeded', status: 'succeeded', outcome: 'applied', amount: order.totalCents / 100 });
    expect(shipped.paymentTimeline.payments).toEqual([expect.objectContaining({ method: 'credit_card', recordedBy: 'provider' })]);
    const captures = (await auditEntriesOf(t.database.db, 'order', order.id)).filter((e) => e.action === 'order.capture');
    expect(captures.map((e) => [e.actorEmail, e.before?.paymentState, e.after?.paymentState])).toEqual([[admin.email, 'authorized', 'paid']]);
    expect(await paymentRows(order.id)).toHaveLength(1);
  });

  it('refuses the shipment with 409 "payment authorisation expired" when the capture is refused (test card 0341); nothing changes', async () => {
    const order = await placeCardOrder(FAILS_LATER);
    expect(await details(order.id)).toMatchObject({ paymentState: 'authorized' });
    const res = await ship(order.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({ message: 'payment authorisation expired', fields: { payment: 'payment authorisation expired' } });
    expect(await details(order.id)).toMatchObject({ status: 'pending', paymentState: 'authorized', amountReceived: 0 });
    expect(await paymentRows(order.id)).toHaveLength(0);
  });

  it('does not capture an EPA-held order when its certification is verified, but at its shipment', async () => {
    const order = await authorisedCardOrder(t);
    await verifyCertification(order.id);
    expect(await details(order.id)).toMatchObject({ certification: { state: 'verified' }, paymentState: 'authorized', amountReceived: 0 });
    expect(await paymentRows(order.id)).toHaveLength(0);
    const res = await ship(order.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().order).toMatchObject({ status: 'shipped', paymentState: 'paid', amountReceived: order.totalCents / 100 });
    expect(await paymentRows(order.id)).toHaveLength(1);
  });
});

describe('card_capture at_placing', () => {
  it('captures a card order at placing (paid before any shipment), and an EPA-held one at verification', async () => {
    await setCardCapture('at_placing');
    const order = await placeCardOrder();
    expect(await details(order.id)).toMatchObject({ status: 'pending', paymentState: 'paid', amountReceived: order.totalCents / 100, capturable: false });
    expect(await paymentRows(order.id)).toHaveLength(1);
    const held = await authorisedCardOrder(t);
    await verifyCertification(held.id);
    expect(await details(held.id)).toMatchObject({ paymentState: 'paid', amountReceived: held.totalCents / 100 });
  });
});

describe('the warning before an authorisation held for a certification ends', () => {
  const HOUR = 3_600_000;
  const links = () => new OrderLinks(t.config.publicUrl, new OrderSecrets('authorisation-warning-test-secret'));
  const warn = () => warnAuthorisationsEndingSoon({ db: t.database.db, links: links(), now: () => new Date(), batchSize: 2 });
  const warnings = (paymentId: string) => t.database.db.select().from(emailOutbox).where(eq(emailOutbox.dedupeKey, authorisationEndingKey(paymentId)));

  it('e-mails the shop once per payment ending within 24 hours, even when called twice at once; nothing for a valid or ended one', async () => {
    await t.database.db
      .insert(notificationSettings)
      .values({ settingKey: 'notification_email', settingValue: 'shop-desk@example.com, owner@example.com' })
      .onConflictDoUpdate({ target: notificationSettings.settingKey, set: { settingValue: 'shop-desk@example.com, owner@example.com' } });
    // Three ending soon (more than one batch), one valid for 6 more days, one ended yesterday.
    const ending = await Promise.all([12, 20, 23].map((hoursLeft) => authorisedCardOrder(t, new Date(Date.now() - 7 * 24 * HOUR + hoursLeft * HOUR))));
    const valid = await authorisedCardOrder(t);
    const ended = await authorisedCardOrder(t, new Date(Date.now() - 8 * 24 * HOUR));

    const [first, second] = await Promise.all([warn(), warn()]);
    expect([...first, ...second].sort()).toEqual(ending.map((order) => order.paymentId).sort());
    expect(await warn()).toEqual([]);
    for (const order of ending) {
      const mails = await warnings(order.paymentId);
      expect(mails).toHaveLength(1);
      expect(mails[0]?.toAddress).toBe('shop-desk@example.com, owner@example.com');
      expect(mails[0]?.text).toContain('Verify now or the buyer will be asked to pay again');
      expect(mails[0]?.text).toContain(`${t.config.publicUrl}/admin/orders?order=${order.id}`);
    }
    expect(await warnings(valid.paymentId)).toHaveLength(0);
    expect(await warnings(ended.paymentId)).toHaveLength(0);
    expect(await t.database.db.select().from(emailOutbox).where(and(like(emailOutbox.dedupeKey, 'authorisation-ending:%')))).toHaveLength(3);

    // The dashboard counts them under "needs attention"; its link's filter lists exactly those orders.
    const dashboard = (await adminCall('GET', '/api/admin/dashboard')).json() as AdminDashboardResponse;
    expect(dashboard.awaiting.authorisationsEnding).toBe(3);
    const list = await adminCall('GET', '/api/admin/orders?payment=authorisation_ending&pageSize=50');
    expect(list.statusCode, list.body).toBe(200);
    expect((list.json().items as { id: string }[]).map((row) => row.id).sort()).toEqual(ending.map((order) => order.id).sort());

    // Verified, an order is no longer waiting: captured (at_placing), it leaves the count.
    await setCardCapture('at_placing');
    await verifyCertification(ending[0]?.id ?? '');
    expect(((await adminCall('GET', '/api/admin/dashboard')).json() as AdminDashboardResponse).awaiting.authorisationsEnding).toBe(2);
  });
});

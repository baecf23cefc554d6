import { randomUUID } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ORDER_MESSAGES, type AdminOrderDetails } from '@domain/schemas/orders-admin';
import { emailOutbox, notificationSettings, payments, refunds } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { auditEntriesOf, signInNewAdmin } from '../audit/testing';
import { call } from '../auth/testing';
import { authorisedCardOrder, sandboxAt } from './provider-testing';
import { settleSandbox } from './testing';

// Refunds, captures and voids through the sandbox provider (docs/decisions/040); orders placed and authorised by the
// real checkout (provider-testing.ts: the EPA hold keeps the card authorised).
let t: TestApp;
let admin: { email: string; cookie: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInNewAdmin(t.app, t.database.db);
});
afterAll(async () => {
  await t?.close();
});

const adminCall = (method: 'GET' | 'PATCH' | 'POST', url: string, body?: unknown) => call(t.app, method, url, { cookie: admin.cookie, body });

/** The admin records the guest's certification as checked (the EPA hold no longer stops the shipment). */
async function verifyCertification(id: string): Promise<void> {
  const { version } = await details(id);
  const res = await adminCall('POST', `/api/admin/orders/${id}/certification`, { version, kind: 'epa_608_type_ii', number: 'T2-4455' });
  expect(res.statusCode, res.body).toBe(200);
}

async function details(id: string): Promise<AdminOrderDetails> {
  const res = await adminCall('GET', `/api/admin/orders/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().order as AdminOrderDetails;
}

describe('capture (POST /api/admin/orders/:id/capture) against the sandbox', () => {
  it('captures an authorised card payment once: paid, a payments row by the provider, the audit entry, the timeline', async () => {
    const order = await authorisedCardOrder(t);
    const before = await details(order.id);
    expect(before).toMatchObject({ paymentState: 'authorized', capturable: true, amountRefundable: 0 });
    const res = await adminCall('POST', `/api/admin/orders/${order.id}/capture`);
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json().order as AdminOrderDetails;
    expect(after).toMatchObject({ paymentState: 'paid', capturable: false, amountReceived: order.totalCents / 100, amountRefundable: order.totalCents / 100 });
    expect(after.paymentTimeline.providerPayments).toEqual([
      expect.objectContaining({ provider: 'sandbox', reference: order.paymentId, method: { kind: 'card', brand: 'visa', last4: '4242' }, status: 'succeeded', amountReceived: order.totalCents / 100 }),
    ]);
    expect(after.paymentTimeline.testMode).toBe(true);
    // The checkout's authorisation (the amount held), then the capture (the amount taken), each recorded once as the provider's answer.
    expect(after.paymentTimeline.providerPayments[0]?.events).toEqual([
      expect.objectContaining({ type: 'sync.authorized', status: 'authorized', outcome: 'applied', amount: order.totalCents / 100 }),
      expect.objectContaining({ type: 'sync.succeeded', status: 'succeeded', outcome: 'applied', amount: order.totalCents / 100 }),
    ]);
    expect(after.paymentTimeline.payments).toEqual([expect.objectContaining({ method: 'credit_card', recordedBy: 'provider', reference: order.paymentId })]);
    const again = await adminCall('POST', `/api/admin/orders/${order.id}/capture`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.fields.payment).toBe(ADMIN_ORDER_MESSAGES.captureNotAuthorized);
    expect(await t.database.db.select().from(payments).where(eq(payments.orderId, order.id))).toHaveLength(1);
    // The provider's own events about the same money, delivered after the capture, count nothing more.
    await settleSandbox(t.app);
    expect(await t.database.db.select().from(payments).where(eq(payments.orderId, order.id))).toHaveLength(1);
    expect(await details(order.id)).toMatchObject({ paymentState: 'paid', amountReceived: order.totalCents / 100 });
    const captures = (await auditEntriesOf(t.database.db, 'order', order.id)).filter((e) => e.action === 'order.capture');
    expect(captures.map((e) => [e.actorEmail, e.before?.paymentState, e.after?.paymentState])).toEqual([[admin.email, 'authorized', 'paid']]);
  });

  it('refuses a capture once the authorisation expired (409 "payment authorisation expired"), and the shipment with it; nothing changes', async () => {
    const order = await authorisedCardOrder(t, new Date(Date.now() - 8 * 86_400_000));
    await verifyCertification(order.id);
    const res = await adminCall('POST', `/api/admin/orders/${order.id}/capture`);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({ message: 'payment authorisation expired', fields: { payment: 'payment authorisation expired' } });
    const { version } = await details(order.id);
    const ship = await adminCall('PATCH', `/api/admin/orders/${order.id}/status`, { status: 'shipped', trackingNumber: '1Z999AA10123456784', version });
    expect(ship.statusCode).toBe(409);
    expect(ship.json().error.message).toBe('payment authorisation expired');
    expect(await details(order.id)).toMatchObject({ status: 'pending', certification: { state: 'verified' }, paymentState: 'authorized', amountReceived: 0 });
    expect(await t.database.db.select().from(payments).where(eq(payments.orderId, order.id))).toHaveLength(0);
  });

  it('captures when the awaited certification is verified (EPA hold, card_capture at_placing), once; the order then ships', async () => {
    const order = await authorisedCardOrder(t);
    expect(await details(order.id)).toMatchObject({ paymentState: 'authorized', amountReceived: 0 });
    await verifyCertification(order.id);
    expect(await details(order.id)).toMatchObject({ certification: { state: 'verified' }, paymentState: 'paid', amountReceived: order.totalCents / 100 });
    expect(await t.database.db.select().from(payments).where(eq(payments.orderId, order.id))).toHaveLength(1);
    const { version } = await details(order.id);
    const ship = await adminCall('PATCH', `/api/admin/orders/${order.id}/status`, { status: 'shipped', trackingNumber: '1Z999AA10123456784', version });
    expect(ship.statusCode, ship.body).toBe(200);
    expect(ship.json().order).toMatchObject({ status: 'shipped', paymentState: 'paid', amountReceived: order.totalCents / 100 });
    await settleSandbox(t.app);
    expect(await t.database.db.select().from(payments).where(eq(payments.orderId, order.id))).toHaveLength(1);
  });
});

describe('provider refunds (POST /api/admin/orders/:id/refunds) against the sandbox', () => {
  it('refunds part through the provider (key refund:<row id>), then the rest; the rows carry the provider refund id, the buyer is e-mailed', async () => {
    const order = await authorisedCardOrder(t);
    expect((await adminCall('POST', `/api/admin/orders/${order.id}/capture`)).statusCode).toBe(200);
    const first = await adminCall('POST', `/api/admin/orders/${order.id}/refunds`, { amount: '50.00', reason: 'requested_by_customer', note: 'Returned one', requestKey: randomUUID() });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().order).toMatchObject({ paymentState: 'partially_refunded', amountRefunded: 50, amountRefundable: order.totalCents / 100 - 50 });
    expect(first.json().order.paymentTimeline.refunds).toEqual([expect.objectContaining({ amount: 50, status: 'succeeded', byProvider: true, requestedBy: admin.email, reason: 'requested_by_customer' })]);
    const rest = await adminCall('POST', `/api/admin/orders/${order.id}/refunds`, { amount: order.totalCents / 100 - 50, reason: 'other', requestKey: randomUUID() });
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json().order).toMatchObject({ paymentState: 'refunded', amountRefundable: 0 });
    const rows = await t.database.db.select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(rows.map((r) => [r.status, r.providerRefundId?.startsWith('sbx_re_')])).toEqual([
      ['succeeded', true],
      ['succeeded', true],
    ]);
    const mails = await t.database.db.select().from(emailOutbox).where(and(eq(emailOutbox.toAddress, order.email), like(emailOutbox.dedupeKey, 'order-refund:%')));
    expect(mails).toHaveLength(2);
    expect(mails[0]?.text).toContain('card or bank account');

    // The provider's own refund events come after its answers: recorded once each, as news already known.
    expect(await settleSandbox(t.app)).toBeGreaterThan(0);
    const after = await adminCall('GET', `/api/admin/orders/${order.id}`);
    const refundEvents = after.json().order.paymentTimeline.providerPayments[0].events.filter((e: { type: string }) => e.type.startsWith('refund.'));
    expect(refundEvents.map((e: { outcome: string }) => e.outcome)).toEqual(['stale', 'stale']);
    expect(after.json().order).toMatchObject({ paymentState: 'refunded', amountRefunded: order.totalCents / 100 });
    expect(await t.database.db.select().from(emailOutbox).where(and(eq(emailOutbox.toAddress, order.email), like(emailOutbox.dedupeKey, 'order-refund:%')))).toHaveLength(2);
  });

  it('voids the authorisation when an authorised order is cancelled, and refunds it all when a captured one is', async () => {
    const authorised = await authorisedCardOrder(t);
    const cancel = async (id: string) => {
      const { version } = await details(id);
      const res = await adminCall('PATCH', `/api/admin/orders/${id}/status`, { status: 'cancelled', version });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().order as AdminOrderDetails;
    };
    const voided = await cancel(authorised.id);
    expect(voided.paymentTimeline.providerPayments[0]?.status).toBe('canceled');
    expect(voided).toMatchObject({ status: 'cancelled', capturable: false, amountReceived: 0, paymentState: 'unpaid' });
    expect(voided.paymentTimeline.refunds).toEqual([]);

    const captured = await authorisedCardOrder(t);
    expect((await adminCall('POST', `/api/admin/orders/${captured.id}/capture`)).statusCode).toBe(200);
    const refunded = await cancel(captured.id);
    expect(refunded).toMatchObject({ status: 'cancelled', paymentState: 'refunded', amountRefunded: captured.totalCents / 100 });
    expect(refunded.paymentTimeline.refunds).toEqual([expect.objectContaining({ reason: 'order_cancelled', status: 'succeeded', byProvider: true, amount: captured.totalCents / 100 })]);
  });
});

describe('a refund the provider refuses', () => {
  it('answers 422 naming amount, keeps the row as failed, leaves the money refundable and e-mails the notification addresses', async () => {
    await t.database.db.insert(notificationSettings).values({ settingKey: 'notification_email', settingValue: 'shop-desk@example.com' }).onConflictDoUpdate({ target: notificationSettings.settingKey, set: { settingValue: 'shop-desk@example.com' } });
    const order = await authorisedCardOrder(t);
    expect((await adminCall('POST', `/api/admin/orders/${order.id}/capture`)).statusCode).toBe(200);
    // Refunded at the provider outside the shop (its dashboard): the shop's own refund is then refused.
    const sandbox = sandboxAt(t, () => new Date());
    await sandbox.refund({ paymentId: order.paymentId, amountCents: order.totalCents, reason: 'other', idempotencyKey: `outside:${order.id}` });
    sandbox.close();
    const res = await adminCall('POST', `/api/admin/orders/${order.id}/refunds`, { amount: '20.00', reason: 'other', requestKey: randomUUID() });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields.amount).toBe(ADMIN_ORDER_MESSAGES.refundProviderFailed);
    const after = await details(order.id);
    expect(after).toMatchObject({ paymentState: 'paid', amountRefunded: 0, amountRefundable: order.totalCents / 100 });
    expect(after.paymentTimeline.refunds).toEqual([expect.objectContaining({ amount: 20, status: 'failed', byProvider: true, failureReason: expect.stringContaining('refunded') })]);
    const notices = await t.database.db.select().from(emailOutbox).where(like(emailOutbox.dedupeKey, `order-refund-failed:%`));
    expect(notices.filter((mail) => mail.toAddress === 'shop-desk@example.com' && mail.subject.includes(after.orderNumber))).toHaveLength(1);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrderDetails } from '@domain/schemas/orders-admin';
import { emailOutbox, notificationSettings, orders, paymentEvents, payments, providerPayments, sandboxPayments } from '../db/schema';
import { signInNewAdmin } from '../modules/audit/testing';
import { resolveAuthSecret } from '../modules/auth/auth-secret';
import { call, nextAddress } from '../modules/auth/testing';
import { authorisationEndingKey, warnAuthorisationsEndingSoon } from '../modules/orders/authorisation-warnings';
import { OrderSecrets } from '../modules/orders/guest-access';
import { OrderLinks } from '../modules/orders/order-links';
import { orderPaymentEffects } from '../modules/orders/payment-effects';
import { runPaymentUpkeep } from '../modules/orders/payment-upkeep';
import { authorisedCardOrder, sandboxAt } from '../modules/orders/provider-testing';
import { cardToken, sandboxToken, settleSandbox } from '../modules/orders/testing';
import type { SandboxProvider } from '../modules/payments/sandbox/sandbox-provider';
import { createTestApp, type TestApp } from '../testing/test-app';
import { PaymentsJob } from './payments-job';

// Issue 25, docs/decisions/040 "The EPA hold and an authorisation that expires", tested with the sandbox provider and a
// fake clock: the job and the provider both read `clock`, the order is placed and authorised by the real checkout.
const HOUR_MS = 3_600_000;
let t: TestApp;
let admin: { email: string; cookie: string };
const sandboxes: SandboxProvider[] = [];

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInNewAdmin(t.app, t.database.db);
  // The shop's address, where the warning of an authorisation about to end goes.
  await t.database.db.insert(notificationSettings).values({ settingKey: 'notification_email', settingValue: 'shop-desk@example.com' });
});
afterAll(async () => {
  for (const sandbox of sandboxes) sandbox.close();
  await t?.close();
});

/** The payments job as server/main.ts runs it, over the sandbox provider, both at the time `clock` reads. */
function jobAt(clock: Date): PaymentsJob {
  const links = new OrderLinks(t.config.publicUrl, new OrderSecrets(resolveAuthSecret(t.config.AUTH_SECRET, t.config.dataDir)), () => clock);
  const gateway = sandboxAt(t, () => clock);
  sandboxes.push(gateway);
  const warnEndingSoon = (at: Date) => warnAuthorisationsEndingSoon({ db: t.database.db, links, now: () => at });
  return new PaymentsJob({ pass: (now) => runPaymentUpkeep({ db: t.database.db, links, gateway, effects: orderPaymentEffects({ links }), now: () => clock, warnEndingSoon }, now) });
}

async function captureBeforeOf(paymentId: string): Promise<Date> {
  const [row] = await t.database.db.select({ captureBefore: providerPayments.captureBefore }).from(providerPayments).where(eq(providerPayments.providerPaymentId, paymentId));
  if (!row?.captureBefore) throw new Error('no capture_before on the authorisation');
  return row.captureBefore;
}

const warningMails = (paymentId: string) => t.database.db.select().from(emailOutbox).where(eq(emailOutbox.dedupeKey, authorisationEndingKey(paymentId)));
const lostMails = (paymentId: string) => t.database.db.select().from(emailOutbox).where(eq(emailOutbox.dedupeKey, `payment-lost:${paymentId}`));
const orderRow = async (id: string) => (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0];
const sandboxState = async (paymentId: string) => (await t.database.db.select().from(sandboxPayments).where(eq(sandboxPayments.id, paymentId)))[0]?.state as { captureKey: string | null; payment: { status: string } };

async function adminDetails(id: string): Promise<AdminOrderDetails> {
  const res = await call(t.app, 'GET', `/api/admin/orders/${id}`, { cookie: admin.cookie });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().order as AdminOrderDetails;
}

async function verifyCertification(id: string): Promise<void> {
  const { version } = await adminDetails(id);
  const res = await call(t.app, 'POST', `/api/admin/orders/${id}/certification`, { cookie: admin.cookie, body: { version, kind: 'epa_608_type_ii', number: 'T2-4455' } });
  expect(res.statusCode, res.body).toBe(200);
}

describe('an authorisation that expires before the certification is verified (the EPA hold)', () => {
  it('leaves it alone while it stands; past capture_before the job makes the order unpaid from its end and e-mails the buyer once; verifying captures nothing; paying again pays', async () => {
    const order = await authorisedCardOrder(t);
    const captureBefore = await captureBeforeOf(order.paymentId);

    // Five days on, then an hour before the end: the certification is still awaited, nothing to capture or ask; in its
    // last day the shop is warned once, however often the job runs.
    expect(await jobAt(new Date(captureBefore.getTime() - 48 * HOUR_MS)).runOnce()).toEqual([]);
    expect(await warningMails(order.paymentId)).toHaveLength(0);
    expect(await jobAt(new Date(captureBefore.getTime() - HOUR_MS)).runOnce()).toEqual([]);
    expect(await jobAt(new Date(captureBefore.getTime() - HOUR_MS / 2)).runOnce()).toEqual([]);
    expect(await warningMails(order.paymentId)).toHaveLength(1);
    expect(await orderRow(order.id)).toMatchObject({ paymentState: 'authorized', unpaidSince: null });

    // The clock moves past capture_before: the provider has cancelled the authorisation; the job asks and applies it.
    const past = new Date(captureBefore.getTime() + 10 * 60_000);
    const job = jobAt(past);
    expect(await job.runOnce()).toEqual([{ action: 'retrieved', reference: order.paymentId, status: 'canceled' }]);
    expect(await job.runOnce()).toEqual([]);
    expect(await jobAt(new Date(past.getTime() + HOUR_MS)).runOnce()).toEqual([]);
    // Unpaid from the authorisation's end (in whole seconds, as the provider times its events).
    expect(await orderRow(order.id)).toMatchObject({ status: 'pending', paymentState: 'unpaid', amountReceived: '0.00', unpaidSince: new Date(Math.floor(captureBefore.getTime() / 1000) * 1000) });
    const mails = await lostMails(order.paymentId);
    expect(mails.map((mail) => [mail.toAddress, mail.subject.startsWith('Please pay again')])).toEqual([[order.email, true]]);

    // The provider's own `canceled` event, delivered afterwards, is recorded once and moves the order no further: no second e-mail.
    const lost = await orderRow(order.id);
    expect(await settleSandbox(t.app)).toBeGreaterThan(0);
    const events = await t.database.db.select().from(paymentEvents).where(eq(paymentEvents.providerPaymentId, order.paymentId));
    expect(events.filter((event) => event.type === 'payment_intent.canceled')).toHaveLength(1);
    expect(await orderRow(order.id)).toMatchObject({ status: 'pending', paymentState: 'unpaid', unpaidSince: lost?.unpaidSince });
    expect(await lostMails(order.paymentId)).toHaveLength(1);

    // Verifying the certification now captures nothing: the provider was never asked to.
    await verifyCertification(order.id);
    expect(await orderRow(order.id)).toMatchObject({ certificationState: 'verified', paymentState: 'unpaid', amountReceived: '0.00' });
    expect((await sandboxState(order.paymentId)).captureKey).toBeNull();
    expect(await t.database.db.select().from(payments).where(eq(payments.orderId, order.id))).toHaveLength(0);
    const details = await adminDetails(order.id);
    expect(details.paymentTimeline.providerPayments[0]).toMatchObject({ reference: order.paymentId, status: 'canceled' });

    // The buyer pays again from the order's page: a new payment, captured at once now that the certification is verified.
    const token = await sandboxToken(t.app, cardToken());
    const again = await call(t.app, 'POST', `/api/orders/${order.orderNumber}/payment`, { cookie: order.cookie, body: { payment: { token, phone: '555-0100' } }, remoteAddress: nextAddress() });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().order.paymentState).toBe('paid');
    expect(await orderRow(order.id)).toMatchObject({ paymentState: 'paid', amountReceived: (order.totalCents / 100).toFixed(2) });
    expect(await t.database.db.select().from(payments).where(eq(payments.orderId, order.id))).toHaveLength(1);
    // The job has nothing left to do for it, and the buyer was asked to pay again only once.
    expect(await jobAt(new Date(past.getTime() + 2 * HOUR_MS)).runOnce()).toEqual([]);
    expect(await lostMails(order.paymentId)).toHaveLength(1);
  });

  it('applies the provider’s `canceled` event when it comes first; the job then finds nothing to do', async () => {
    const order = await authorisedCardOrder(t);
    const past = new Date((await captureBeforeOf(order.paymentId)).getTime() + 60_000);
    // The provider's side of the clock: it cancels the authorisation at its end and sends the event.
    const provider = sandboxAt(t, () => past);
    sandboxes.push(provider);
    expect((await provider.retrievePayment(order.paymentId)).status).toBe('canceled');
    await settleSandbox(t.app);
    expect(await orderRow(order.id)).toMatchObject({ status: 'pending', paymentState: 'unpaid' });
    expect(await lostMails(order.paymentId)).toHaveLength(1);
    expect(await jobAt(new Date(past.getTime() + 10 * 60_000)).runOnce()).toEqual([]);
    expect(await lostMails(order.paymentId)).toHaveLength(1);
  });

  it('voids the authorisation of a cancelled order whose void answer was lost, with the same key, and e-mails no one', async () => {
    const order = await authorisedCardOrder(t);
    // The admin's cancellation committed; its void never reached the provider (the process stopped).
    await t.database.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, order.id));
    const job = jobAt(new Date(Date.now() + 10 * 60_000));
    expect(await job.runOnce()).toEqual([{ action: 'voided', reference: order.paymentId, status: 'canceled' }]);
    expect(await job.runOnce()).toEqual([]);
    expect(await orderRow(order.id)).toMatchObject({ status: 'cancelled', paymentState: 'unpaid' });
    expect((await sandboxState(order.paymentId)).payment.status).toBe('canceled');
    expect(await lostMails(order.paymentId)).toHaveLength(0);
  });
});

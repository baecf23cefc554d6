import { randomUUID } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { centsToDecimalString } from '@domain/money';
import type { AdminOrderDetails } from '@domain/schemas/orders-admin';
import { auditLog, emailOutbox, orders, refunds } from '../../db/schema';
import type { TestApp } from '../../testing/test-app';
import { signInNewAdmin } from '../audit/testing';
import { call } from '../auth/testing';
import { authorisedCardOrder } from './provider-testing';
import { createRaceTestApp, isCi, line, makeProduct, orderBody, placeOrder, unpaid } from './testing';

// Issue 25, docs/decisions/040: a refund clicked twice, and two dialogs refunding the whole amount at once, give back
// the money once. On the PostgreSQL server (DATABASE_URL, or the local one); PGlite serialises and proves less.
let t: TestApp & { onServer: boolean };
let admin: { email: string; cookie: string };

beforeAll(async () => {
  t = await createRaceTestApp();
  admin = await signInNewAdmin(t.app, t.database.db);
});
afterAll(async () => {
  await t?.close();
});

const refundCall = (id: string, body: unknown) => call(t.app, 'POST', `/api/admin/orders/${id}/refunds`, { cookie: admin.cookie, body });

async function paidWireOrder(): Promise<AdminOrderDetails> {
  const product = await makeProduct(t.database.db, { price: '100.00' });
  const res = await placeOrder(t.app, orderBody([line(product.id, 3)], { ...unpaid('bank_wire'), customer: { name: 'Race Buyer', email: `race.${randomUUID().slice(0, 8)}@example.com` } }));
  expect(res.statusCode, res.body).toBe(201);
  const [row] = await t.database.db.select().from(orders).where(eq(orders.orderNumber, res.json().order.orderNumber as string));
  const paid = await call(t.app, 'POST', `/api/admin/orders/${row?.id}/payments`, {
    cookie: admin.cookie,
    body: { amount: row?.totalAmount, receivedOn: '2026-01-15', reference: null, method: 'bank_wire', requestKey: randomUUID() },
  });
  expect(paid.statusCode, paid.body).toBe(200);
  return paid.json().order as AdminOrderDetails;
}

async function ledgerOf(order: AdminOrderDetails) {
  const rows = await t.database.db.select().from(refunds).where(eq(refunds.orderId, order.id));
  const [stored] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
  const audits = await t.database.db.select().from(auditLog).where(and(eq(auditLog.entityId, order.id), eq(auditLog.action, 'order.refund')));
  const mails = await t.database.db.select().from(emailOutbox).where(and(eq(emailOutbox.toAddress, order.customerEmail), like(emailOutbox.dedupeKey, 'order-refund:%')));
  return { refunds: rows.length, amountRefunded: stored?.amountRefunded, paymentState: stored?.paymentState, audits: audits.length, mails: mails.length };
}

describe('refund races', () => {
  it('runs on the PostgreSQL server when one answers, and always under CI', () => {
    expect(t.database.kind).toBe(t.onServer ? 'postgres' : 'pglite');
    if (isCi()) expect(t.onServer).toBe(true);
  });

  it('refunds once when the same dialog is submitted 10 times at once (same requestKey)', async () => {
    const order = await paidWireOrder();
    const body = { amount: '40.00', reason: 'requested_by_customer', requestKey: randomUUID() };
    const started = performance.now();
    const answers = await Promise.all(Array.from({ length: 10 }, () => refundCall(order.id, body)));
    const ms = Math.round(performance.now() - started);
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    const ledger = await ledgerOf(order);
    expect(ledger).toEqual({ refunds: 1, amountRefunded: '40.00', paymentState: 'partially_refunded', audits: 1, mails: 1 });
    console.info(`[refund race] same key ×10 on ${t.database.kind}: ${JSON.stringify(answers.map((a) => a.statusCode))}, ${JSON.stringify(ledger)}, ${ms} ms`);
  });

  it('refunds once when 10 dialogs ask for the whole amount at once (different keys): one 200, nine 409 naming amount', async () => {
    const order = await paidWireOrder();
    const answers = await Promise.all(Array.from({ length: 10 }, () => refundCall(order.id, { amount: order.total, reason: 'other', requestKey: randomUUID() })));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(9);
    for (const refused of answers.filter((a) => a.statusCode === 409)) expect(refused.json().error.fields).toMatchObject({ refundable: '0.00' });
    const ledger = await ledgerOf(order);
    expect(ledger).toEqual({ refunds: 1, amountRefunded: order.total.toFixed(2), paymentState: 'refunded', audits: 1, mails: 1 });
    console.info(`[refund race] 10 dialogs, whole amount, on ${t.database.kind}: ${JSON.stringify(statuses)}, ${JSON.stringify(ledger)}`);
  });

  it('never refunds more than was paid when 10 dialogs ask for 40% each at once: two go through', async () => {
    const order = await paidWireOrder();
    const part = Math.floor(order.total * 40) / 100;
    const answers = await Promise.all(Array.from({ length: 10 }, () => refundCall(order.id, { amount: part.toFixed(2), reason: 'other', requestKey: randomUUID() })));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(2);
    expect(statuses.filter((s) => s === 400)).toHaveLength(8);
    const ledger = await ledgerOf(order);
    expect(ledger).toMatchObject({ refunds: 2, amountRefunded: (part * 2).toFixed(2), paymentState: 'partially_refunded' });
    console.info(`[refund race] 10 dialogs of 40% on ${t.database.kind}: ${JSON.stringify(statuses)}, ${JSON.stringify(ledger)}`);
  });

  it('refunds once through the sandbox provider when clicked 10 times (same key) and when 10 dialogs ask for the whole amount', async () => {
    const card = await authorisedCardOrder(t);
    expect((await call(t.app, 'POST', `/api/admin/orders/${card.id}/capture`, { cookie: admin.cookie })).statusCode).toBe(200);
    const body = { amount: '25.00', reason: 'requested_by_customer', requestKey: randomUUID() };
    const clicks = await Promise.all(Array.from({ length: 10 }, () => refundCall(card.id, body)));
    expect(clicks.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    const left = (card.totalCents - 2500) / 100;
    const dialogs = await Promise.all(Array.from({ length: 10 }, () => refundCall(card.id, { amount: left, reason: 'other', requestKey: randomUUID() })));
    const statuses = dialogs.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(9);
    const rows = await t.database.db.select().from(refunds).where(eq(refunds.orderId, card.id));
    expect(rows.map((r) => r.status)).toEqual(['succeeded', 'succeeded']);
    const [stored] = await t.database.db.select().from(orders).where(eq(orders.id, card.id));
    expect(stored).toMatchObject({ amountRefunded: centsToDecimalString(card.totalCents), paymentState: 'refunded' });
    console.info(`[refund race] provider, same key ×10 then 10 dialogs on ${t.database.kind}: ${JSON.stringify(clicks.map((a) => a.statusCode))} ${JSON.stringify(statuses)}, ${rows.length} refund rows at the provider's answer`);
  });
});

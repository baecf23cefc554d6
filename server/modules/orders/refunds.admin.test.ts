import { randomUUID } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ORDER_MESSAGES, type AdminOrderDetails } from '@domain/schemas/orders-admin';
import { emailOutbox, orders, refunds } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { auditEntriesOf, signInNewAdmin } from '../audit/testing';
import { call, signUp } from '../auth/testing';
import { line, makeProduct, orderBody, placeOrder, unpaid } from './testing';

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

/** A wire order (2 × $100 plus tax and shipping) placed in `language`, marked paid in full by the admin. */
async function paidWireOrder(language = 'en'): Promise<AdminOrderDetails> {
  const product = await makeProduct(t.database.db, { price: '100.00', stockQuantity: 100 });
  const email = `buyer.${randomUUID().slice(0, 8)}@example.com`;
  const res = await placeOrder(t.app, orderBody([line(product.id, 2)], { ...unpaid('bank_wire'), customer: { name: 'Dana Cooper', email } }), { headers: { 'accept-language': language } });
  expect(res.statusCode, res.body).toBe(201);
  const [row] = await t.database.db.select({ id: orders.id }).from(orders).where(eq(orders.orderNumber, res.json().order.orderNumber as string));
  const id = row?.id ?? '';
  const before = await details(id);
  const paid = await adminCall('POST', `/api/admin/orders/${id}/payments`, { amount: before.total, receivedOn: '2026-01-15', reference: 'WIRE-1', method: 'bank_wire', requestKey: randomUUID() });
  expect(paid.statusCode, paid.body).toBe(200);
  return paid.json().order as AdminOrderDetails;
}

async function details(id: string): Promise<AdminOrderDetails> {
  const res = await adminCall('GET', `/api/admin/orders/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().order as AdminOrderDetails;
}

const refund = (fields: Record<string, unknown> = {}) => ({ amount: '10.00', reason: 'requested_by_customer', note: 'Damaged valve', requestKey: randomUUID(), ...fields });
const refundsOf = (id: string) => t.database.db.select().from(refunds).where(eq(refunds.orderId, id));
const mailsTo = (to: string) => t.database.db.select().from(emailOutbox).where(and(eq(emailOutbox.toAddress, to), like(emailOutbox.dedupeKey, 'order-refund:%')));

describe('POST /api/admin/orders/:id/refunds (money recorded by hand)', () => {
  it('refunds part, then the rest: amounts, state, the timeline, an audit entry and an e-mail each', async () => {
    const order = await paidWireOrder();
    const first = await adminCall('POST', `/api/admin/orders/${order.id}/refunds`, refund({ amount: '25.50' }));
    expect(first.statusCode, first.body).toBe(200);
    const partly = first.json().order as AdminOrderDetails;
    const left = Math.round((order.total - 25.5) * 100) / 100;
    expect(partly).toMatchObject({ paymentState: 'partially_refunded', amountRefunded: 25.5, amountRefundable: left, amountDue: 0 });
    expect(partly.paymentTimeline.refunds).toEqual([
      expect.objectContaining({ amount: 25.5, reason: 'requested_by_customer', note: 'Damaged valve', status: 'succeeded', byProvider: false, requestedBy: admin.email }),
    ]);
    expect(partly.paymentTimeline.refunds[0]?.settledAt).not.toBeNull();
    const rest = await adminCall('POST', `/api/admin/orders/${order.id}/refunds`, refund({ amount: left, reason: 'other', note: null }));
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json().order).toMatchObject({ paymentState: 'refunded', amountRefunded: order.total, amountRefundable: 0 });
    const audit = (await auditEntriesOf(t.database.db, 'order', order.id)).filter((e) => e.action === 'order.refund');
    expect(audit.map((e) => [e.actorEmail, e.before?.paymentState, e.after?.paymentState, e.after?.amountRefunded])).toEqual([
      [admin.email, 'partially_refunded', 'refunded', order.total],
      [admin.email, 'paid', 'partially_refunded', 25.5],
    ]);
    const mails = await mailsTo(order.customerEmail);
    expect(mails).toHaveLength(2);
    expect(mails.every((mail) => mail.subject === `Refund for your order ${order.orderNumber}`)).toBe(true);
  });

  it('writes the e-mail in the order’s language', async () => {
    const french = await paidWireOrder('fr');
    const spanish = await paidWireOrder('es');
    for (const order of [french, spanish]) expect((await adminCall('POST', `/api/admin/orders/${order.id}/refunds`, refund())).statusCode).toBe(200);
    const [fr] = await mailsTo(french.customerEmail);
    const [es] = await mailsTo(spanish.customerEmail);
    expect(fr?.subject).toBe(`Remboursement de votre commande ${french.orderNumber}`);
    expect(fr?.text ?? '').toContain('Nous avons remboursé 10,00');
    expect(es?.subject).toBe(`Reembolso de su pedido ${spanish.orderNumber}`);
  });

  it('refuses an amount above what is left (400 naming amount with what is left), and once all is refunded, any more (409)', async () => {
    const order = await paidWireOrder();
    const above = await adminCall('POST', `/api/admin/orders/${order.id}/refunds`, refund({ amount: order.total + 0.01 }));
    expect(above.statusCode).toBe(400);
    expect(above.json().error.fields).toEqual({ amount: ADMIN_ORDER_MESSAGES.refundAboveLeft, refundable: order.total.toFixed(2) });
    expect((await adminCall('POST', `/api/admin/orders/${order.id}/refunds`, refund({ amount: '50.00' }))).statusCode).toBe(200);
    const stillAbove = await adminCall('POST', `/api/admin/orders/${order.id}/refunds`, refund({ amount: order.total - 49.99 }));
    expect(stillAbove.statusCode).toBe(400);
    expect(stillAbove.json().error.fields.refundable).toBe((order.total - 50).toFixed(2));
    expect((await adminCall('POST', `/api/admin/orders/${order.id}/refunds`, refund({ amount: order.total - 50 }))).statusCode).toBe(200);
    const none = await adminCall('POST', `/api/admin/orders/${order.id}/refunds`, refund({ amount: '0.01' }));
    expect(none.statusCode).toBe(409);
    expect(none.json().error.fields).toEqual({ amount: ADMIN_ORDER_MESSAGES.refundNothingLeft, refundable: '0.00' });
    expect(await refundsOf(order.id)).toHaveLength(2);
  });

  it('refuses an unpaid order (409) and bad input naming the field; nothing is written', async () => {
    const product = await makeProduct(t.database.db);
    const res = await placeOrder(t.app, orderBody([line(product.id)], unpaid('check')));
    const [row] = await t.database.db.select({ id: orders.id }).from(orders).where(eq(orders.orderNumber, res.json().order.orderNumber as string));
    const unpaidId = row?.id ?? '';
    const nothing = await adminCall('POST', `/api/admin/orders/${unpaidId}/refunds`, refund());
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json().error.fields.amount).toBe(ADMIN_ORDER_MESSAGES.refundNothingPaid);
    const order = await paidWireOrder();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ amount: '' }, 'amount', ADMIN_ORDER_MESSAGES.amountRequired],
      [{ amount: '0' }, 'amount', ADMIN_ORDER_MESSAGES.amountInvalid],
      [{ amount: '1.234' }, 'amount', ADMIN_ORDER_MESSAGES.amountInvalid],
      [{ reason: 'because' }, 'reason', ADMIN_ORDER_MESSAGES.refundReasonInvalid],
      [{ note: 'x'.repeat(501) }, 'note', ADMIN_ORDER_MESSAGES.refundNoteTooLong],
      [{ requestKey: 'again' }, 'requestKey', ADMIN_ORDER_MESSAGES.requestKeyInvalid],
    ];
    for (const [fields, field, message] of cases) {
      const answer = await adminCall('POST', `/api/admin/orders/${order.id}/refunds`, refund(fields));
      expect(answer.statusCode, JSON.stringify(fields)).toBe(400);
      expect(answer.json().error.fields[field], JSON.stringify(fields)).toBe(message);
    }
    expect(await refundsOf(order.id)).toHaveLength(0);
    expect(await refundsOf(unpaidId)).toHaveLength(0);
    expect((await adminCall('POST', `/api/admin/orders/${randomUUID()}/refunds`, refund())).statusCode).toBe(404);
  });

  it('answers the same requestKey twice with one refund; two dialogs for the whole amount at once refund once, the other 409', async () => {
    const order = await paidWireOrder();
    const body = refund({ amount: '30.00' });
    const twice = await Promise.all([adminCall('POST', `/api/admin/orders/${order.id}/refunds`, body), adminCall('POST', `/api/admin/orders/${order.id}/refunds`, body)]);
    expect(twice.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(await refundsOf(order.id)).toHaveLength(1);
    const left = Math.round((order.total - 30) * 100) / 100;
    const dialogs = await Promise.all([1, 2].map(() => adminCall('POST', `/api/admin/orders/${order.id}/refunds`, refund({ amount: left }))));
    expect(dialogs.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await refundsOf(order.id)).toHaveLength(2);
    expect(await details(order.id)).toMatchObject({ paymentState: 'refunded', amountRefunded: order.total });
    expect((await auditEntriesOf(t.database.db, 'order', order.id)).filter((e) => e.action === 'order.refund')).toHaveLength(2);
    expect(await mailsTo(order.customerEmail)).toHaveLength(2);
  });

  it('is for admins only', async () => {
    const order = await paidWireOrder();
    const buyer = await signUp(t.app);
    expect((await call(t.app, 'POST', `/api/admin/orders/${order.id}/refunds`, { cookie: buyer.cookie, body: refund() })).statusCode).toBe(403);
    expect((await call(t.app, 'POST', `/api/admin/orders/${order.id}/refunds`, { body: refund() })).statusCode).toBe(401);
    expect((await call(t.app, 'POST', `/api/admin/orders/${order.id}/capture`, { cookie: buyer.cookie })).statusCode).toBe(403);
    expect(await refundsOf(order.id)).toHaveLength(0);
  });
});

describe('the payment timeline', () => {
  it('lists the money recorded by hand and the refunds with who, why, status and time; no provider payment for a wire order', async () => {
    const order = await paidWireOrder();
    await adminCall('POST', `/api/admin/orders/${order.id}/refunds`, refund({ amount: '5.00', reason: 'duplicate', note: 'Charged twice' }));
    const { paymentTimeline, capturable } = await details(order.id);
    expect(capturable).toBe(false);
    expect(paymentTimeline.providerPayments).toEqual([]);
    expect(paymentTimeline.payments).toEqual([expect.objectContaining({ amount: order.total, method: 'bank_wire', reference: 'WIRE-1', recordedBy: admin.email, receivedOn: '2026-01-15' })]);
    expect(paymentTimeline.refunds).toEqual([
      { id: expect.any(String), amount: 5, reason: 'duplicate', note: 'Charged twice', status: 'succeeded', byProvider: false, requestedBy: admin.email, failureReason: null, createdAt: expect.any(String), settledAt: expect.any(String) },
    ]);
  });

  it('refuses a capture when nothing is authorised (409 naming payment)', async () => {
    const order = await paidWireOrder();
    const res = await adminCall('POST', `/api/admin/orders/${order.id}/capture`);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.fields.payment).toBe(ADMIN_ORDER_MESSAGES.captureNotAuthorized);
  });
});

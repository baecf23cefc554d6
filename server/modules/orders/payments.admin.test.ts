import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ORDER_MESSAGES } from '@domain/schemas/orders-admin';
import { orders, payments } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { auditEntriesOf, signInNewAdmin } from '../audit/testing';
import { call, signUp } from '../auth/testing';
import { UnpaidOrderService } from './unpaid-orders.service';
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

interface Details {
  version: string;
  status: string;
  total: number;
  paymentState: string;
  amountReceived: number;
  amountDue: number;
  payments: { amount: number; receivedOn: string; reference: string | null; method: string; recordedBy: string }[];
}

async function place(extra: Record<string, unknown> = {}, customer = { name: 'Dana Cooper', email: 'dana@example.com' }, cookie?: string): Promise<string> {
  const product = await makeProduct(t.database.db, { price: '100.00', stockQuantity: 100 });
  const res = await placeOrder(t.app, orderBody([line(product.id, 2)], { customer, ...extra }), { cookie });
  expect(res.statusCode, res.body).toBe(201);
  const [row] = await t.database.db.select({ id: orders.id }).from(orders).where(eq(orders.orderNumber, res.json().order.orderNumber as string));
  return row?.id ?? '';
}

async function details(id: string): Promise<Details> {
  const res = await adminCall('GET', `/api/admin/orders/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().order as Details;
}

const payment = (fields: Record<string, unknown> = {}) => ({ amount: '100.00', receivedOn: '2026-01-15', reference: 'WIRE-778', method: 'bank_wire', requestKey: randomUUID(), ...fields });

describe('payment state', () => {
  it('calls a card order paid from its placing and a wire order unpaid, in the list, the details and the account', async () => {
    const buyer = await signUp(t.app);
    const card = await place({ guest: false }, { name: 'Card Buyer', email: buyer.email }, buyer.cookie);
    const wire = await place({ ...unpaid('bank_wire'), guest: false }, { name: 'Wire Buyer', email: buyer.email }, buyer.cookie);
    expect((await details(card)).paymentState).toBe('paid');
    expect(await details(wire)).toMatchObject({ paymentState: 'unpaid', amountReceived: 0, payments: [] });
    const account = await call(t.app, 'GET', '/api/account/orders', { cookie: buyer.cookie });
    expect(account.statusCode, account.body).toBe(200);
    const states = Object.fromEntries((account.json().orders as { id: string; paymentState: string }[]).map((o) => [o.id, o.paymentState]));
    expect(states).toEqual({ [card]: 'paid', [wire]: 'unpaid' });
  });
});

describe('POST /api/admin/orders/:id/payments (Mark as paid)', () => {
  it('records a partial payment, then the rest: state, amounts, who recorded it, and an audit row each', async () => {
    const id = await place(unpaid('bank_wire'));
    const { total } = await details(id);
    const first = await adminCall('POST', `/api/admin/orders/${id}/payments`, payment({ amount: '50.25' }));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().order).toMatchObject({ paymentState: 'partially_paid', amountReceived: 50.25, amountDue: Math.round((total - 50.25) * 100) / 100 });
    const rest = await adminCall('POST', `/api/admin/orders/${id}/payments`, payment({ amount: first.json().order.amountDue, reference: null, method: 'check', receivedOn: '2026-01-20' }));
    expect(rest.statusCode, rest.body).toBe(200);
    const after = rest.json().order as Details;
    expect(after).toMatchObject({ paymentState: 'paid', amountReceived: total, amountDue: 0, status: 'pending' });
    expect(after.payments).toEqual([
      expect.objectContaining({ amount: 50.25, receivedOn: '2026-01-15', reference: 'WIRE-778', method: 'bank_wire', recordedBy: admin.email }),
      expect.objectContaining({ receivedOn: '2026-01-20', reference: null, method: 'check', recordedBy: admin.email }),
    ]);
    const audit = await auditEntriesOf(t.database.db, 'order', id);
    expect(audit.map((e) => [e.action, e.actorEmail, e.before?.paymentState, e.after?.paymentState])).toEqual([
      ['order.payment', admin.email, 'partially_paid', 'paid'],
      ['order.payment', admin.email, 'unpaid', 'partially_paid'],
    ]);
  });

  it('records a double submit of the same dialog once', async () => {
    const id = await place(unpaid('check'));
    const body = payment({ amount: (await details(id)).total });
    const answers = await Promise.all([adminCall('POST', `/api/admin/orders/${id}/payments`, body), adminCall('POST', `/api/admin/orders/${id}/payments`, body)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(await t.database.db.select().from(payments).where(eq(payments.orderId, id))).toHaveLength(1);
    expect(await details(id)).toMatchObject({ paymentState: 'paid', amountDue: 0 });
    expect((await auditEntriesOf(t.database.db, 'order', id)).filter((e) => e.action === 'order.payment')).toHaveLength(1);
  });

  it('refuses bad input with the field at fault, an amount above what is due, and a paid order; nothing is recorded', async () => {
    const id = await place(unpaid('bank_wire'));
    const { total } = await details(id);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ amount: '' }, 'amount', ADMIN_ORDER_MESSAGES.amountRequired],
      [{ amount: '-5' }, 'amount', ADMIN_ORDER_MESSAGES.amountInvalid],
      [{ amount: '0' }, 'amount', ADMIN_ORDER_MESSAGES.amountInvalid],
      [{ amount: '10.005' }, 'amount', ADMIN_ORDER_MESSAGES.amountInvalid],
      [{ amount: total + 0.01 }, 'amount', ADMIN_ORDER_MESSAGES.amountAboveDue],
      [{ receivedOn: '2026-02-30' }, 'receivedOn', ADMIN_ORDER_MESSAGES.receivedOnInvalid],
      [{ receivedOn: '2999-01-01' }, 'receivedOn', ADMIN_ORDER_MESSAGES.receivedOnFuture],
      [{ method: 'bitcoin' }, 'method', ADMIN_ORDER_MESSAGES.methodInvalid],
      [{ reference: 'x'.repeat(201) }, 'reference', ADMIN_ORDER_MESSAGES.referenceTooLong],
      [{ requestKey: 'again' }, 'requestKey', ADMIN_ORDER_MESSAGES.requestKeyInvalid],
    ];
    for (const [fields, field, message] of cases) {
      const res = await adminCall('POST', `/api/admin/orders/${id}/payments`, payment(fields));
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(res.json().error.fields[field], JSON.stringify(fields)).toBe(message);
    }
    const card = await place();
    const paid = await adminCall('POST', `/api/admin/orders/${card}/payments`, payment());
    expect(paid.statusCode).toBe(409);
    expect(paid.json().error.fields.amount).toBe(ADMIN_ORDER_MESSAGES.alreadyPaid);
    expect(await t.database.db.select().from(payments).where(eq(payments.orderId, id))).toHaveLength(0);
    expect(await auditEntriesOf(t.database.db, 'order', id)).toHaveLength(0);
    // The card order holds only the money the provider received (docs/decisions/040), nothing recorded by the admin.
    const cardRows = await t.database.db.select().from(payments).where(eq(payments.orderId, card));
    expect(cardRows.map((row) => [row.method, row.recordedByEmail, row.requestKey.startsWith('provider:'), Number(row.amount)])).toEqual([['credit_card', 'provider', true, (await details(card)).total]]);
    expect((await auditEntriesOf(t.database.db, 'order', card)).filter((entry) => entry.action !== 'order.payment_event')).toEqual([]);
  });

  it('is for admins only', async () => {
    const id = await place(unpaid('bank_wire'));
    const buyer = await signUp(t.app);
    expect((await call(t.app, 'POST', `/api/admin/orders/${id}/payments`, { cookie: buyer.cookie, body: payment() })).statusCode).toBe(403);
    expect((await call(t.app, 'POST', `/api/admin/orders/${id}/payments`, { body: payment() })).statusCode).toBe(401);
    expect((await details(id)).paymentState).toBe('unpaid');
  });

  it('keeps a wire order marked paid (even partly) from the unpaid-order release; an unpaid one is released', async () => {
    const paid = await place(unpaid('bank_wire'));
    const partly = await place(unpaid('check'));
    const waiting = await place(unpaid('bank_wire'));
    await adminCall('POST', `/api/admin/orders/${paid}/payments`, payment({ amount: (await details(paid)).total }));
    await adminCall('POST', `/api/admin/orders/${partly}/payments`, payment({ amount: '1.00' }));
    const release = new UnpaidOrderService({ db: t.database.db, publicUrl: t.config.publicUrl, now: () => new Date(Date.now() + 30 * 86_400_000) });
    await release.releaseExpired();
    expect((await details(paid)).status).toBe('pending');
    expect((await details(partly)).status).toBe('pending');
    expect((await details(waiting)).status).toBe('cancelled');
  });
});

describe('GET /api/admin/orders filters', () => {
  const tag = `Quill${randomUUID().slice(0, 6)}`;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    const customer = (name: string) => ({ name: `${tag} ${name}`, email: `${tag.toLowerCase()}.${name}@example.com` });
    ids.card = await place({}, customer('card'));
    ids.wire = await place(unpaid('bank_wire'), customer('wire'));
    ids.partly = await place(unpaid('check'), customer('partly'));
    await adminCall('POST', `/api/admin/orders/${ids.partly}/payments`, payment({ amount: '5.00' }));
    const days: Record<string, string> = { card: '2026-03-02T10:00:00Z', wire: '2026-03-04T23:30:00Z', partly: '2026-03-09T00:00:00Z' };
    for (const [name, day] of Object.entries(days)) await t.database.db.update(orders).set({ createdAt: new Date(day) }).where(eq(orders.id, ids[name] ?? ''));
  });

  const found = async (query: string) => {
    const res = await adminCall('GET', `/api/admin/orders?q=${tag}&${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().items as { id: string; paymentState: string }[]).map((o) => Object.keys(ids).find((name) => ids[name] === o.id));
  };

  it('filters paid and unpaid (partly paid counts as unpaid), each row carrying its payment state', async () => {
    expect(await found('payment=paid')).toEqual(['card']);
    expect(await found('payment=unpaid')).toEqual(['partly', 'wire']);
    const res = await adminCall('GET', `/api/admin/orders?q=${tag}`);
    expect(res.json().items.map((o: { paymentState: string }) => o.paymentState)).toEqual(['partially_paid', 'unpaid', 'paid']);
  });

  it('filters by the days placed, both ends included', async () => {
    expect(await found('from=2026-03-04&to=2026-03-04')).toEqual(['wire']);
    expect(await found('from=2026-03-03')).toEqual(['partly', 'wire']);
    expect(await found('to=2026-03-08')).toEqual(['wire', 'card']);
    expect(await found('from=2026-03-01&to=2026-03-09&payment=unpaid')).toEqual(['partly', 'wire']);
  });

  it('refuses a bad day, a reversed range or an unknown payment filter, naming the field', async () => {
    for (const [query, field] of [['from=2026-02-30', 'from'], ['to=tomorrow', 'to'], ['from=2026-03-09&to=2026-03-01', 'from'], ['payment=maybe', 'payment']]) {
      const res = await adminCall('GET', `/api/admin/orders?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(Object.keys(res.json().error.fields), query).toContain(field);
    }
  });
});

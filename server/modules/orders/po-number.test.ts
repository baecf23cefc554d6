import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTROL_CHARACTERS_MESSAGE } from '@domain/schemas/text';
import { ORDER_MESSAGES } from '@domain/schemas/orders';
import { emailOutbox, notificationSettings, orderItems, orders, products } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { signInNewAdmin } from '../audit/testing';
import { call, signUp } from '../auth/testing';
import { line, makeProduct, orderBody, placeOrder, rowCount, unpaid } from './testing';

let t: TestApp;
let admin: string;
const SHOP = 'shop.po@frigidflow.test';

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signInNewAdmin(t.app, t.database.db)).cookie;
  await t.database.db.insert(notificationSettings).values({ settingKey: 'notification_email', settingValue: SHOP });
});
afterAll(async () => {
  await t?.close();
});

async function orderRow(number: string) {
  const [row] = await t.database.db.select().from(orders).where(eq(orders.orderNumber, number));
  if (!row) throw new Error(`no order ${number}`);
  return row;
}

async function mail(dedupeKey: string) {
  const [row] = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.dedupeKey, dedupeKey));
  return row;
}

describe('PO number at checkout', () => {
  it('is kept as typed (trimmed), answered on the confirmation, shown to the admin and in both e-mails', async () => {
    const buyer = await signUp(t.app);
    const product = await makeProduct(t.database.db);
    const body = orderBody([line(product.id, 2)], { guest: undefined, customer: { name: 'Dana Cooper', email: buyer.email }, poNumber: '  PO-2026/0042  ', ...unpaid('check') });
    const placed = await placeOrder(t.app, body, { cookie: buyer.cookie });
    expect(placed.statusCode, placed.body).toBe(201);
    const number = placed.json().order.orderNumber as string;
    expect(placed.json().order.poNumber).toBe('PO-2026/0042');

    const read = await call(t.app, 'GET', `/api/orders/${number}`, { cookie: buyer.cookie });
    expect(read.json().order.poNumber).toBe('PO-2026/0042');

    const row = await orderRow(number);
    expect(row.poNumber).toBe('PO-2026/0042');
    const details = await call(t.app, 'GET', `/api/admin/orders/${row.id}`, { cookie: admin });
    expect(details.json().order.poNumber).toBe('PO-2026/0042');
    const found = await call(t.app, 'GET', `/api/admin/orders?q=${encodeURIComponent('2026/0042')}`, { cookie: admin });
    expect(found.json().items.map((item: { orderNumber: string; poNumber: string }) => [item.orderNumber, item.poNumber])).toEqual([[number, 'PO-2026/0042']]);

    const confirmation = await mail(`order-confirmation:${row.id}`);
    expect(confirmation?.text).toContain('PO number: PO-2026/0042');
    expect(confirmation?.html).toContain('PO-2026/0042');
    const notification = await mail(`order-notification:${row.id}:${SHOP}`);
    expect(notification?.text).toContain('PO number: PO-2026/0042');
    expect(notification?.html).toContain('PO number: PO-2026/0042');
  });

  it('writes the label in the buyer’s language', async () => {
    const product = await makeProduct(t.database.db);
    const placed = await placeOrder(t.app, orderBody([line(product.id)], { poNumber: 'BC-77' }), { headers: { 'accept-language': 'fr' } });
    expect(placed.statusCode, placed.body).toBe(201);
    const row = await orderRow(placed.json().order.orderNumber);
    expect((await mail(`order-confirmation:${row.id}`))?.text).toMatch(/N° de bon de commande\s:\sBC-77/u);
  });

  it('is optional: none, blank or null stores nothing and the e-mails have no PO line', async () => {
    const product = await makeProduct(t.database.db);
    for (const poNumber of [undefined, '', '   ', null]) {
      const placed = await placeOrder(t.app, orderBody([line(product.id)], { poNumber }));
      expect(placed.statusCode, placed.body).toBe(201);
      expect(placed.json().order.poNumber).toBeNull();
      const row = await orderRow(placed.json().order.orderNumber);
      expect(row.poNumber).toBeNull();
      expect((await mail(`order-confirmation:${row.id}`))?.text).not.toContain('PO number');
    }
  });

  it.each([
    ['51 characters', 'P'.repeat(51), ORDER_MESSAGES.poNumberTooLong],
    ['a line break', 'PO-1\nPO-2', CONTROL_CHARACTERS_MESSAGE],
    ['a NUL', 'PO\u00001', CONTROL_CHARACTERS_MESSAGE],
    ['a number', 42, undefined],
  ])('refuses %s with 400 naming poNumber, and stores nothing', async (_name, poNumber, message) => {
    const product = await makeProduct(t.database.db);
    const before = await rowCount(t.database.db, orders);
    const res = await placeOrder(t.app, orderBody([line(product.id)], { poNumber }));
    expect(res.statusCode, res.body).toBe(400);
    const error = res.json().error;
    expect(error.code).toBe('validation_failed');
    expect(Object.keys(error.fields)).toContain('poNumber');
    if (message) expect(error.fields.poNumber).toBe(message);
    expect(await rowCount(t.database.db, orders)).toBe(before);
  });

  it('accepts exactly 50 characters', async () => {
    const product = await makeProduct(t.database.db);
    const res = await placeOrder(t.app, orderBody([line(product.id)], { poNumber: 'P'.repeat(50) }));
    expect(res.statusCode, res.body).toBe(201);
  });
});

describe('order lines keep the dangerous-goods facts', () => {
  it('copies the product’s UN number and hazard class onto the line as sold', async () => {
    const product = await makeProduct(t.database.db, { unNumber: 'UN3163', hazardClass: '2.2' });
    const placed = await placeOrder(t.app, orderBody([line(product.id)]));
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json().order.items[0]).toMatchObject({ unNumber: 'UN3163', hazardClass: '2.2' });
    await t.database.db.update(products).set({ unNumber: 'UN1078', hazardClass: '2.1' }).where(eq(products.id, product.id));
    const row = await orderRow(placed.json().order.orderNumber);
    const [item] = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, row.id));
    expect(item).toMatchObject({ unNumber: 'UN3163', hazardClass: '2.2' });
  });
});

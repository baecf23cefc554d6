import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_MESSAGES } from '@domain/schemas/orders';
import type { ReorderLine } from '@domain/schemas/reorder';
import { products } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { signInNewAdmin } from '../audit/testing';
import { call, signUp } from '../auth/testing';
import { line, orderBody, placeOrder } from '../orders/testing';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signInNewAdmin(t.app, t.database.db)).cookie;
});
afterAll(async () => {
  await t?.close();
});

interface AdminProduct {
  id: string;
  name: string;
}

/** A product made by the admin, as the back office does. */
async function addProduct(fields: Record<string, unknown> = {}): Promise<AdminProduct> {
  const res = await call(t.app, 'POST', '/api/admin/products', { cookie: admin, body: { name: `R-T${randomUUID().slice(0, 6)}`, price: 100, stockQuantity: 500, ...fields } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().product as AdminProduct;
}

async function orderAs(cookie: string, email: string, items: unknown[]): Promise<string> {
  const res = await placeOrder(t.app, orderBody(items, { guest: undefined, customer: { name: 'Dana Cooper', email } }), { cookie });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().order.orderNumber as string;
}

/** An admin edit from the product's current version (placing an order moved its stock, so its version too). */
async function editProduct(id: string, changes: Record<string, unknown>) {
  const current = await call(t.app, 'GET', `/api/admin/products/${id}`, { cookie: admin });
  const res = await call(t.app, 'PATCH', `/api/admin/products/${id}`, { cookie: admin, body: { ...changes, version: current.json().product.updatedAt } });
  expect(res.statusCode, res.body).toBe(200);
}

const reorder = (number: string, cookie?: string) => call(t.app, 'GET', `/api/account/orders/${encodeURIComponent(number)}/reorder`, { cookie });

describe('GET /api/account/orders/:orderNumber/reorder', () => {
  it('answers each line at today’s price and says what changed: a new price (old → new), an archived product, stock and packages', async () => {
    const buyer = await signUp(t.app);
    const repriced = await addProduct({ price: 100 });
    const same = await addProduct({ price: 40 });
    const archived = await addProduct({ price: 75 });
    const soldOut = await addProduct({ price: 60 });
    const palletOnly = await addProduct({ price: 10 });
    const number = await orderAs(buyer.cookie, buyer.email, [
      line(repriced.id, 2),
      line(same.id, 1, 'pallet'),
      line(archived.id, 3),
      line(soldOut.id, 1),
      line(palletOnly.id, 1),
    ]);

    // The admin changes a price, archives an ordered product (DELETE archives it), and stops selling single cylinders.
    await editProduct(repriced.id, { price: 112.5 });
    expect((await call(t.app, 'DELETE', `/api/admin/products/${archived.id}`, { cookie: admin })).json()).toMatchObject({ result: 'archived' });
    await editProduct(palletOnly.id, { packagingOptions: ['1 Pallet'] });
    await t.database.db.update(products).set({ stockQuantity: 0 }).where(eq(products.id, soldOut.id));

    const res = await reorder(number, buyer.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json() as { orderNumber: string; lines: ReorderLine[] };
    expect(answer.orderNumber).toBe(number);
    const byId = new Map(answer.lines.map((l) => [l.productId, l]));
    expect(byId.get(repriced.id)).toMatchObject({ outcome: 'price_changed', addable: true, packaging: 'cylinder', quantity: 2, previousUnitPrice: 100, unitPrice: 112.5 });
    expect(byId.get(same.id)).toMatchObject({ outcome: 'unchanged', addable: true, packaging: 'pallet', quantity: 1, previousUnitPrice: 1600, unitPrice: 1600 });
    expect(byId.get(archived.id)).toMatchObject({ outcome: 'archived', addable: false, unitPrice: null, previousUnitPrice: 75, productName: archived.name });
    expect(byId.get(soldOut.id)).toMatchObject({ outcome: 'out_of_stock', addable: false, unitPrice: null });
    expect(byId.get(palletOnly.id)).toMatchObject({ outcome: 'package_not_offered', addable: false, packaging: 'cylinder', unitPrice: null });
  });

  it('says a deleted product is no longer sold, keeping the name the order had', async () => {
    const buyer = await signUp(t.app);
    const product = await addProduct();
    const number = await orderAs(buyer.cookie, buyer.email, [line(product.id)]);
    await t.database.db.delete(products).where(eq(products.id, product.id));
    const [only] = (await reorder(number, buyer.cookie)).json().lines as ReorderLine[];
    expect(only).toMatchObject({ productId: null, productName: product.name, outcome: 'discontinued', addable: false });
  });

  it('answers 404 for someone else’s order, exactly as for one that does not exist, and 401 when signed out', async () => {
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    const product = await addProduct();
    const number = await orderAs(owner.cookie, owner.email, [line(product.id)]);

    const theirs = await reorder(number, other.cookie);
    const missing = await reorder('FF-AAAAAAAAAAAA', other.cookie);
    const malformed = await reorder('not-an-order', other.cookie);
    for (const res of [theirs, missing, malformed]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: { code: 'not_found', message: ORDER_MESSAGES.orderNotFound } });
    }
    expect((await reorder(number)).statusCode).toBe(401);
  });

  it('answers 404 for a guest order, even to a signed-in buyer with the same e-mail', async () => {
    const buyer = await signUp(t.app);
    const product = await addProduct();
    const guest = await placeOrder(t.app, orderBody([line(product.id)], { customer: { name: 'Dana Cooper', email: buyer.email } }));
    expect(guest.statusCode).toBe(201);
    expect((await reorder(guest.json().order.orderNumber, buyer.cookie)).statusCode).toBe(404);
  });
});

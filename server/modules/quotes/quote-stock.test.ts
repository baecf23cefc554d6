import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, quotes } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { signInNewAdmin } from '../audit/testing';
import { call } from '../auth/testing';
import { AdminQuoteService } from './quotes.admin.service';
import { acceptQuote, priceQuote, requestQuote } from './testing';

// A quote priced with "Reserve stock until the quote expires" (issue 23, docs/decisions/032): its cylinders leave the
// stock the shop shows while it is valid, come back when it expires or is declined, and become its order's when accepted.
let t: TestApp;
let admin: { cookie: string; email: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInNewAdmin(t.app, t.database.db);
}, 180_000);

afterAll(async () => {
  await t?.close();
});

/** The stock the shop shows (the catalogue API, from memory). */
async function shownStock(slug: string): Promise<number> {
  const res = await t.app.inject({ url: `/api/products/${slug}` });
  return res.json().product.stockQuantity as number;
}

/** A quote for a pallet of `gas` and 2 cylinders of `other`, with the given stocks; both products read once first. */
async function quoteWithStock(gasStock: number, otherStock = 500) {
  const quote = await requestQuote(t.app, t.database.db);
  const [gas, other] = quote.products as [(typeof quote.products)[number], (typeof quote.products)[number]];
  await t.database.db.update(products).set({ stockQuantity: gasStock }).where(eq(products.id, gas.id));
  await t.database.db.update(products).set({ stockQuantity: otherStock }).where(eq(products.id, other.id));
  t.app.catalog.invalidate();
  expect(await shownStock(gas.slug)).toBe(gasStock);
  return { ...quote, gas, other };
}

describe('the quote pricing screen', () => {
  it('gives each line its cylinders and the stock available, so a line exceeding stock can be flagged', async () => {
    const { id } = await quoteWithStock(24);
    const res = await call(t.app, 'GET', `/api/admin/quotes/${id}`, { cookie: admin.cookie });
    const pallet = res.json().quote.items.find((item: { packaging: string }) => item.packaging === '1 Pallet');
    expect(pallet).toMatchObject({ quantity: 1, cylinders: 40, stockAvailable: 24, reservedCylinders: 0 });
    expect(res.json().quote.stockHold).toBeNull();
  });
});

describe('reserving stock for a quote', () => {
  it('holds the quoted cylinders while the quote is valid: the catalogue shows the stock left', async () => {
    const { id, gas, other } = await quoteWithStock(100);
    const res = await priceQuote(t.app, admin.cookie, id, { reserveStock: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().quote.stockHold).toBe('held');
    expect(await shownStock(gas.slug)).toBe(60);
    expect(await shownStock(other.slug)).toBe(498);
  });

  it('is not taken without the checkbox', async () => {
    const { id, gas } = await quoteWithStock(100);
    expect((await priceQuote(t.app, admin.cookie, id)).statusCode).toBe(200);
    expect(await shownStock(gas.slug)).toBe(100);
  });

  it('refuses to reserve more than stock holds, naming reserveStock, and leaves the quote unpriced', async () => {
    const { id, gas } = await quoteWithStock(24);
    const res = await priceQuote(t.app, admin.cookie, id, { reserveStock: true });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.fields.reserveStock).toMatch(/only 24 cylinders/);
    expect(await shownStock(gas.slug)).toBe(24);
    const [row] = await t.database.db.select().from(quotes).where(eq(quotes.id, id));
    expect(row).toMatchObject({ status: 'pending', stockHold: null });
  });

  it('refuses a reserveStock that is not yes or no', async () => {
    const { id } = await quoteWithStock(100);
    const res = await priceQuote(t.app, admin.cookie, id, { reserveStock: 'yes' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.reserveStock).toBeDefined();
  });

  it('priced again, gives the old reservation back before holding the new one (never twice)', async () => {
    const { id, gas } = await quoteWithStock(100);
    expect((await priceQuote(t.app, admin.cookie, id, { reserveStock: true })).statusCode).toBe(200);
    expect((await priceQuote(t.app, admin.cookie, id, { reserveStock: true })).statusCode).toBe(200);
    expect(await shownStock(gas.slug)).toBe(60);
    expect((await priceQuote(t.app, admin.cookie, id, { reserveStock: false })).statusCode).toBe(200);
    expect(await shownStock(gas.slug)).toBe(100);
  });

  it('is given back when the buyer declines', async () => {
    const { id, gas, buyer, quoteNumber } = await quoteWithStock(100);
    await priceQuote(t.app, admin.cookie, id, { reserveStock: true });
    expect(await shownStock(gas.slug)).toBe(60);
    const res = await call(t.app, 'POST', `/api/quotes/${quoteNumber}/decline`, { cookie: buyer.cookie, body: { reason: 'Too dear' } });
    expect(res.statusCode).toBe(200);
    expect(await shownStock(gas.slug)).toBe(100);
  });

  it('is given back once the quote expires: when the buyer touches it, or by the release job', async () => {
    const touched = await quoteWithStock(100);
    await priceQuote(t.app, admin.cookie, touched.id, { reserveStock: true });
    await t.database.db.update(quotes).set({ validUntil: new Date(Date.now() - 60_000) }).where(eq(quotes.id, touched.id));
    const late = await acceptQuote(t.app, touched.buyer.cookie, touched.quoteNumber);
    expect(late.statusCode).toBe(422);
    expect(await shownStock(touched.gas.slug)).toBe(100);

    const untouched = await quoteWithStock(100);
    await priceQuote(t.app, admin.cookie, untouched.id, { reserveStock: true });
    expect(await shownStock(untouched.gas.slug)).toBe(60);
    // The job's pass, a day after the last day the prices hold.
    const later = new AdminQuoteService(t.database.db, 'http://localhost', () => new Date(Date.now() + 20 * 86_400_000), () => t.app.changes.publish('stock'));
    expect(await later.releaseExpiredHolds()).toContain(untouched.quoteNumber);
    expect(await later.releaseExpiredHolds()).not.toContain(untouched.quoteNumber);
    expect(await shownStock(untouched.gas.slug)).toBe(100);
    const details = await call(t.app, 'GET', `/api/admin/quotes/${untouched.id}`, { cookie: admin.cookie });
    expect(details.json().quote.stockHold).toBe('released');
  });

  it('is used by the accepted quote’s order, which never fails for stock and does not take it twice', async () => {
    const { id, gas, other, buyer, quoteNumber } = await quoteWithStock(40, 2);
    expect((await priceQuote(t.app, admin.cookie, id, { reserveStock: true })).statusCode).toBe(200);
    expect(await shownStock(gas.slug)).toBe(0);
    expect(await shownStock(other.slug)).toBe(0);
    const res = await acceptQuote(t.app, buyer.cookie, quoteNumber);
    expect(res.statusCode, res.body).toBe(201);
    expect(await shownStock(gas.slug)).toBe(0);
    expect(await shownStock(other.slug)).toBe(0);
    const [row] = await t.database.db.select().from(quotes).where(eq(quotes.id, id));
    expect(row).toMatchObject({ status: 'accepted', stockHold: 'used' });
    // The job finds nothing to give back for it.
    const later = new AdminQuoteService(t.database.db, 'http://localhost', () => new Date(Date.now() + 20 * 86_400_000));
    expect(await later.releaseExpiredHolds()).not.toContain(quoteNumber);
  });

  it('an accepted quote without a reservation takes its stock at checkout, as before', async () => {
    const { id, gas, buyer, quoteNumber } = await quoteWithStock(100);
    expect((await priceQuote(t.app, admin.cookie, id)).statusCode).toBe(200);
    expect((await acceptQuote(t.app, buyer.cookie, quoteNumber)).statusCode).toBe(201);
    expect(await shownStock(gas.slug)).toBe(60);
  });
});

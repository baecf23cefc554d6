import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, orderItems, orders, quotes } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { signInNewAdmin } from '../audit/testing';
import { call, signUp } from '../auth/testing';
import { DECLINED, cardPayment, stockOf, withSandboxTokens } from '../orders/testing';
import { QUOTED, acceptBody, acceptQuote, priceQuote, readVersion, requestQuote } from './testing';

let t: TestApp;
let admin: { cookie: string; email: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInNewAdmin(t.app, t.database.db);
}, 180_000);

afterAll(async () => {
  await t?.close();
});

async function pricedQuote() {
  const quote = await requestQuote(t.app, t.database.db);
  const priced = await priceQuote(t.app, admin.cookie, quote.id);
  if (priced.statusCode !== 200) throw new Error(priced.body);
  return quote;
}

async function ordersOfQuote(quoteId: string) {
  const [row] = await t.database.db.select({ n: count() }).from(orders).where(eq(orders.quoteId, quoteId));
  return row?.n ?? 0;
}

describe('the buyer’s priced quote', () => {
  it('shows the quoted prices, message and last day to its owner, and 404 to anyone else', async () => {
    const { buyer, quoteNumber } = await pricedQuote();
    const own = await call(t.app, 'GET', `/api/quotes/${quoteNumber}`, { cookie: buyer.cookie });
    expect(own.statusCode).toBe(200);
    // No address known for this buyer yet: no tax is estimated (never the US rate by default); it is worked out at acceptance.
    const untaxed = { subtotal: QUOTED.subtotal, shipping: QUOTED.shipping, tax: 0, taxRate: 0, total: QUOTED.subtotal + QUOTED.shipping, taxFrom: 'none', taxDestination: null };
    expect(own.json().quote).toMatchObject({ status: 'quoted', adminMessage: 'Thanks for asking.', pricing: untaxed, orderNumber: null });
    // For the accept form's address, the total of that destination.
    const texas = await call(t.app, 'GET', `/api/quotes/${quoteNumber}?country=United%20States&state=TX`, { cookie: buyer.cookie });
    expect(texas.json().quote.pricing).toEqual({ ...QUOTED, taxRate: 0.08, taxFrom: 'destination', taxDestination: { country: 'United States', region: 'TX' } });
    const montreal = await call(t.app, 'GET', `/api/quotes/${quoteNumber}?country=Canada&state=QC`, { cookie: buyer.cookie });
    expect(montreal.json().quote.pricing).toMatchObject({ tax: 0, total: QUOTED.subtotal + QUOTED.shipping, taxFrom: 'destination', taxDestination: { country: 'Canada', region: 'QC' } });
    const wrong = await call(t.app, 'GET', `/api/quotes/${quoteNumber}?country=France`, { cookie: buyer.cookie });
    expect(wrong.statusCode).toBe(400);
    expect(own.json().quote.items.map((item: { unitPrice: number }) => item.unitPrice).sort()).toEqual([3500, 75.25]);

    const stranger = await signUp(t.app);
    const missing = await call(t.app, 'GET', '/api/quotes/FQ-000000000000', { cookie: stranger.cookie });
    for (const res of [
      await call(t.app, 'GET', `/api/quotes/${quoteNumber}`, { cookie: stranger.cookie }),
      await acceptQuote(t.app, stranger.cookie, quoteNumber),
      await call(t.app, 'POST', `/api/quotes/${quoteNumber}/decline`, { cookie: stranger.cookie, body: {} }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe(missing.json().error.message);
    }
    expect((await acceptQuote(t.app, '', quoteNumber)).statusCode).toBe(401);
  });

  it('lists the priced quote in /account with its status', async () => {
    const { buyer, quoteNumber } = await pricedQuote();
    const res = await call(t.app, 'GET', '/api/account/quotes', { cookie: buyer.cookie });
    expect(res.json().quotes.find((q: { quoteNumber: string }) => q.quoteNumber === quoteNumber)).toMatchObject({ status: 'quoted' });
  });
});

describe('accepting a quote', () => {
  it('places one order at the quoted prices through checkout, with the PO number, and marks the quote accepted', async () => {
    const { buyer, quoteNumber, id, products } = await pricedQuote();
    const before = await Promise.all(products.map((p) => stockOf(t.database.db, p.id)));
    const key = randomUUID();
    // The sandbox token is drawn once: a retry sends the very same body, token included.
    const body = await withSandboxTokens(t.app, acceptBody({ version: await readVersion(t.app, buyer.cookie, quoteNumber) }));
    const res = await acceptQuote(t.app, buyer.cookie, quoteNumber, body, key);
    expect(res.statusCode, res.body).toBe(201);
    const { order } = res.json();
    expect(order).toMatchObject({ subtotal: QUOTED.subtotal, shipping: QUOTED.shipping, tax: QUOTED.tax, total: QUOTED.total, discount: 0, couponCode: null, companyName: 'Cooper HVAC' });
    expect(order.items.map((item: { price: number; quantity: number }) => [item.price, item.quantity]).sort()).toEqual([
      [3500, 1],
      [75.25, 2],
    ]);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.orderNumber, order.orderNumber));
    expect(row).toMatchObject({ quoteId: id, poNumber: 'PO-7781', userId: expect.any(String), totalAmount: '4062.54' });
    expect(await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, row?.id ?? ''))).toHaveLength(2);
    // Stock taken as at checkout: a pallet is 40 cylinders.
    expect(await Promise.all(products.map((p) => stockOf(t.database.db, p.id)))).toEqual([(before[0] ?? 0) - 40, (before[1] ?? 0) - 2]);
    const [quote] = await t.database.db.select().from(quotes).where(eq(quotes.id, id));
    expect(quote).toMatchObject({ status: 'accepted', respondedAt: expect.any(Date) });
    const confirmation = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.dedupeKey, `order-confirmation:${row?.id}`));
    expect(confirmation).toHaveLength(1);

    // The same request again (a retry) answers the same order; another tab's accept is refused clearly.
    const replay = await acceptQuote(t.app, buyer.cookie, quoteNumber, body, key);
    expect(replay.statusCode, replay.body).toBe(201);
    expect(replay.json().order.orderNumber).toBe(order.orderNumber);
    const again = await acceptQuote(t.app, buyer.cookie, quoteNumber);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('This quote has already been accepted.');
    expect(await ordersOfQuote(id)).toBe(1);
    const view = await call(t.app, 'GET', `/api/quotes/${quoteNumber}`, { cookie: buyer.cookie });
    expect(view.json().quote).toMatchObject({ status: 'accepted', orderNumber: order.orderNumber });
  });

  it('never takes a price, total or line from the buyer', async () => {
    const { buyer, quoteNumber, id, products } = await pricedQuote();
    for (const extra of [{ total: 1 }, { items: [{ productId: products[0]?.id, packaging: 'pallet', quantity: 1, price: 1 }] }, { unitPrice: 1 }, { shipping: 0 }]) {
      const res = await acceptQuote(t.app, buyer.cookie, quoteNumber, acceptBody(extra));
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
      expect(res.json().error.fields[Object.keys(extra)[0] ?? '']).toBe('This field is not allowed.');
    }
    expect(await ordersOfQuote(id)).toBe(0);
    const ok = await acceptQuote(t.app, buyer.cookie, quoteNumber);
    expect(ok.json().order.total).toBe(QUOTED.total);
  });

  it('asks for the legal acknowledgement, a card for card payment and an Idempotency-Key, naming the field', async () => {
    const { buyer, quoteNumber, id } = await pricedQuote();
    const legal = await acceptQuote(t.app, buyer.cookie, quoteNumber, acceptBody({ acknowledgeLegal: false }));
    expect(legal.statusCode).toBe(400);
    expect(legal.json().error.fields.acknowledgeLegal).toBe('Legal acknowledgment required');
    const card = await acceptQuote(t.app, buyer.cookie, quoteNumber, acceptBody({ payment: undefined }));
    expect(card.statusCode).toBe(400);
    expect(Object.keys(card.json().error.fields)).toContain('payment');
    // The old body with the card itself is refused, naming card (docs/decisions/040).
    const old = await acceptQuote(t.app, buyer.cookie, quoteNumber, acceptBody({ payment: undefined, card: { cardholderName: 'Dana Cooper', number: '4242 4242 4242 4242', expiry: '12/39', cvc: '737', phone: '555-0100' } }));
    expect(old.statusCode).toBe(400);
    expect(old.json().error.fields.card).toBe('Card details are collected by the payment provider; send payment.token.');
    const keyless = await call(t.app, 'POST', `/api/quotes/${quoteNumber}/accept`, { cookie: buyer.cookie, body: acceptBody({ version: await readVersion(t.app, buyer.cookie, quoteNumber) }) });
    expect(keyless.statusCode).toBe(400);
    expect(Object.keys(keyless.json().error.fields)).toEqual(['Idempotency-Key']);
    const declined = await acceptQuote(t.app, buyer.cookie, quoteNumber, acceptBody(cardPayment(DECLINED)));
    expect(declined.statusCode).toBe(422);
    expect(declined.json().error.fields).toEqual({ payment: 'Your card was declined.' });
    // A declined card leaves the quote open.
    expect(await ordersOfQuote(id)).toBe(0);
    const [quote] = await t.database.db.select().from(quotes).where(eq(quotes.id, id));
    expect(quote?.status).toBe('quoted');
    const wire = await acceptQuote(t.app, buyer.cookie, quoteNumber, acceptBody({ paymentMethod: 'bank_wire', payment: undefined }));
    expect(wire.statusCode, wire.body).toBe(201);
    expect(wire.json().order.paymentMethod).toBe('bank_wire');
  });

  it('refuses a quote past its valid-until day with a clear message, and stores it as expired', async () => {
    const { buyer, quoteNumber, id } = await pricedQuote();
    await t.database.db.update(quotes).set({ validUntil: new Date(Date.now() - 60_000) }).where(eq(quotes.id, id));
    const view = await call(t.app, 'GET', `/api/quotes/${quoteNumber}`, { cookie: buyer.cookie });
    expect(view.json().quote.status).toBe('expired');
    const res = await acceptQuote(t.app, buyer.cookie, quoteNumber);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toBe('This quote has expired. Please request a new quote.');
    expect(await ordersOfQuote(id)).toBe(0);
    const [quote] = await t.database.db.select().from(quotes).where(eq(quotes.id, id));
    expect(quote?.status).toBe('expired');
    const decline = await call(t.app, 'POST', `/api/quotes/${quoteNumber}/decline`, { cookie: buyer.cookie, body: {} });
    expect(decline.statusCode).toBe(422);
  });

  it('refuses a quote that is not priced yet', async () => {
    const { buyer, quoteNumber } = await requestQuote(t.app, t.database.db);
    const res = await acceptQuote(t.app, buyer.cookie, quoteNumber);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toBe('This quote has not been priced yet.');
  });
});

describe('accepting a quote priced again since the buyer read it (RELIABILITY 38)', () => {
  /** The admin's second pricing: the pallet at 16,000.00, each cylinder at 100.00, free shipping. */
  async function reprice(id: string) {
    const details = await call(t.app, 'GET', `/api/admin/quotes/${id}`, { cookie: admin.cookie });
    const items = details.json().quote.items.map((item: { id: string; packaging: string }) => ({ id: item.id, unitPrice: item.packaging.includes('Pallet') ? '16000.00' : '100.00' }));
    const res = await priceQuote(t.app, admin.cookie, id, { items, shipping: '0.00' });
    expect(res.statusCode, res.body).toBe(200);
  }
  // 16,000.00 + 2 × 100.00 = 16,200.00; free shipping; 8 % tax in Texas = 1,296.00; total 17,496.00.
  const REPRICED = { subtotal: 16200, shipping: 0, tax: 1296, total: 17496 } as const;

  it('answers 409 with the new figures, places no order and moves no stock; the current version orders at the new price', async () => {
    const { buyer, quoteNumber, id, products } = await pricedQuote();
    const seen = await readVersion(t.app, buyer.cookie, quoteNumber);
    const stockBefore = await Promise.all(products.map((p) => stockOf(t.database.db, p.id)));
    await reprice(id);

    const stale = await acceptQuote(t.app, buyer.cookie, quoteNumber, acceptBody({ version: seen }));
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toEqual({
      code: 'conflict',
      message: 'The prices of this quote changed since you read it: the new total is US$17,496.00 (subtotal US$16,200.00, shipping US$0.00, tax US$1,296.00). Please review the new prices before accepting.',
      fields: { version: 'The prices of this quote changed since you read it. Please review the new prices before accepting.' },
    });
    expect(await ordersOfQuote(id)).toBe(0);
    expect(await Promise.all(products.map((p) => stockOf(t.database.db, p.id)))).toEqual(stockBefore);
    const [row] = await t.database.db.select().from(quotes).where(eq(quotes.id, id));
    expect(row?.status).toBe('quoted');
    // The buyer got the new prices' e-mail and no order confirmation.
    const mails = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, buyer.email));
    expect(mails.filter((mail) => mail.dedupeKey?.startsWith('quote-priced:'))).toHaveLength(2);
    expect(mails.filter((mail) => mail.dedupeKey?.startsWith('order-'))).toEqual([]);

    // The buyer reads the quote again: the new figures and a new version; accepting that one orders at the new price.
    const view = await call(t.app, 'GET', `/api/quotes/${quoteNumber}`, { cookie: buyer.cookie });
    // No address known for this buyer: the new figures before tax.
    expect(view.json().quote.pricing).toEqual({ ...REPRICED, tax: 0, taxRate: 0, total: REPRICED.subtotal, taxFrom: 'none', taxDestination: null });
    expect(view.json().quote.version).not.toBe(seen);
    const current = await acceptQuote(t.app, buyer.cookie, quoteNumber, acceptBody({ version: view.json().quote.version }));
    expect(current.statusCode, current.body).toBe(201);
    expect(current.json().order).toMatchObject({ subtotal: REPRICED.subtotal, shipping: REPRICED.shipping, tax: REPRICED.tax, total: REPRICED.total });
    expect(current.json().order.items.map((item: { price: number; quantity: number }) => [item.price, item.quantity]).sort()).toEqual([
      [100, 2],
      [16000, 1],
    ]);
    expect(await Promise.all(products.map((p) => stockOf(t.database.db, p.id)))).toEqual([(stockBefore[0] ?? 0) - 40, (stockBefore[1] ?? 0) - 2]);
  });

  it('refuses an accept without the version read, or with one that is not the quote’s, naming the field', async () => {
    const { buyer, quoteNumber, id } = await pricedQuote();
    const missing = await call(t.app, 'POST', `/api/quotes/${quoteNumber}/accept`, { cookie: buyer.cookie, body: acceptBody(), headers: { 'idempotency-key': randomUUID() } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toEqual({ version: 'Please reload the quote before accepting it.' });
    for (const version of ['not a date', new Date(0).toISOString()]) {
      const res = await acceptQuote(t.app, buyer.cookie, quoteNumber, acceptBody({ version }));
      expect(res.statusCode, version).toBe(409);
      expect(res.json().error.fields).toEqual({ version: 'The prices of this quote changed since you read it. Please review the new prices before accepting.' });
    }
    expect(await ordersOfQuote(id)).toBe(0);
  });
});

describe('declining a quote', () => {
  it('stores the reason, shows it declined and refuses a later accept', async () => {
    const { buyer, quoteNumber, id } = await pricedQuote();
    const tooLong = await call(t.app, 'POST', `/api/quotes/${quoteNumber}/decline`, { cookie: buyer.cookie, body: { reason: 'x'.repeat(1001) } });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.fields.reason).toBe('The reason must be at most 1000 characters.');
    const res = await call(t.app, 'POST', `/api/quotes/${quoteNumber}/decline`, { cookie: buyer.cookie, body: { reason: 'Found a closer supplier.' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().quote).toMatchObject({ status: 'declined', declineReason: 'Found a closer supplier.' });
    const [row] = await t.database.db.select().from(quotes).where(eq(quotes.id, id));
    expect(row).toMatchObject({ status: 'declined', declineReason: 'Found a closer supplier.', respondedAt: expect.any(Date) });
    const accept = await acceptQuote(t.app, buyer.cookie, quoteNumber);
    expect(accept.statusCode).toBe(422);
    expect(accept.json().error.message).toBe('This quote was declined.');
    // The admin cannot price an answered quote again.
    const reprice = await priceQuote(t.app, admin.cookie, id);
    expect(reprice.statusCode).toBe(409);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, quotes } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { auditEntriesOf, signInNewAdmin } from '../audit/testing';
import { call, signUp } from '../auth/testing';
import { QUOTED, inDays, priceQuote, requestQuote } from './testing';

let t: TestApp;
let admin: { cookie: string; email: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInNewAdmin(t.app, t.database.db);
}, 180_000);

afterAll(async () => {
  await t?.close();
});

describe('/api/admin/quotes rights', () => {
  it('answers 401 to anyone signed out and 403 to a buyer, on every route', async () => {
    const { id } = await requestQuote(t.app, t.database.db);
    const buyer = await signUp(t.app);
    const routes = [
      ['GET', '/api/admin/quotes'],
      ['GET', `/api/admin/quotes/${id}`],
      ['PATCH', `/api/admin/quotes/${id}/review`],
      ['POST', `/api/admin/quotes/${id}/send`],
    ] as const;
    for (const [method, url] of routes) {
      expect((await call(t.app, method, url, { body: method === 'GET' ? undefined : {} })).statusCode, url).toBe(401);
      expect((await call(t.app, method, url, { cookie: buyer.cookie, body: method === 'GET' ? undefined : {} })).statusCode, url).toBe(403);
    }
    const [row] = await t.database.db.select().from(quotes).where(eq(quotes.id, id));
    expect(row?.status).toBe('pending');
  });
});

describe('the quote list', () => {
  it('filters by status, searches by number or company, and pages', async () => {
    const a = await requestQuote(t.app, t.database.db);
    const b = await requestQuote(t.app, t.database.db);
    expect((await priceQuote(t.app, admin.cookie, b.id)).statusCode).toBe(200);
    const quoted = await call(t.app, 'GET', '/api/admin/quotes?status=quoted&pageSize=100', { cookie: admin.cookie });
    expect(quoted.statusCode).toBe(200);
    const ids = quoted.json().items.map((row: { id: string }) => row.id);
    expect(ids).toContain(b.id);
    expect(ids).not.toContain(a.id);
    expect(quoted.json().items.find((row: { id: string }) => row.id === b.id)).toMatchObject({ status: 'quoted', total: QUOTED.total, itemCount: 3, companyName: 'Cooper HVAC' });
    const byNumber = await call(t.app, 'GET', `/api/admin/quotes?q=${a.quoteNumber.toLowerCase()}`, { cookie: admin.cookie });
    expect(byNumber.json()).toMatchObject({ total: 1, items: [{ id: a.id, status: 'pending', total: null }] });
    const page = await call(t.app, 'GET', '/api/admin/quotes?q=cooper&pageSize=1&page=2', { cookie: admin.cookie });
    expect(page.json()).toMatchObject({ page: 2, pageSize: 1 });
    expect(page.json().items).toHaveLength(1);
    expect(page.json().total).toBeGreaterThanOrEqual(2);
    const bad = await call(t.app, 'GET', '/api/admin/quotes?status=lost', { cookie: admin.cookie });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields)).toContain('status');
  });

  it('lists a quoted quote past its valid-until day under expired', async () => {
    const { id } = await requestQuote(t.app, t.database.db);
    await priceQuote(t.app, admin.cookie, id);
    await t.database.db.update(quotes).set({ validUntil: new Date(Date.now() - 1000) }).where(eq(quotes.id, id));
    const expired = await call(t.app, 'GET', '/api/admin/quotes?status=expired&pageSize=100', { cookie: admin.cookie });
    expect(expired.json().items.find((row: { id: string }) => row.id === id)?.status).toBe('expired');
    const quoted = await call(t.app, 'GET', '/api/admin/quotes?status=quoted&pageSize=100', { cookie: admin.cookie });
    expect(quoted.json().items.map((row: { id: string }) => row.id)).not.toContain(id);
  });
});

describe('a quote reviewed and priced', () => {
  it('shows the details with today’s catalogue prices, marks it reviewed with an audit entry', async () => {
    const { id, quoteNumber } = await requestQuote(t.app, t.database.db);
    const details = await call(t.app, 'GET', `/api/admin/quotes/${id}`, { cookie: admin.cookie });
    expect(details.statusCode).toBe(200);
    const quote = details.json().quote;
    expect(quote).toMatchObject({ quoteNumber, status: 'pending', customerName: 'Dana Cooper', companyName: 'Cooper HVAC', shippingAddress: '12 Main St, Dallas, TX', language: 'en', order: null });
    const lines = quote.items.map((item: { packaging: string; cataloguePrice: number; unitPrice: number | null }) => [item.packaging, item.cataloguePrice, item.unitPrice]);
    expect(lines.sort()).toEqual([
      ['1 Cylinder', 80, null],
      ['1 Pallet', 4000, null],
    ]);
    const reviewed = await call(t.app, 'PATCH', `/api/admin/quotes/${id}/review`, { cookie: admin.cookie, body: { version: quote.version } });
    expect(reviewed.statusCode).toBe(200);
    expect(reviewed.json().quote.status).toBe('reviewed');
    const stale = await call(t.app, 'PATCH', `/api/admin/quotes/${id}/review`, { cookie: admin.cookie, body: { version: quote.version } });
    expect(stale.statusCode).toBe(409);
    const [entry] = await auditEntriesOf(t.database.db, 'quote', id);
    expect(entry).toMatchObject({ action: 'quote.review', actorEmail: admin.email });
  });

  it('refuses bad prices, dates and lines with the field at fault, and stores nothing', async () => {
    const { id } = await requestQuote(t.app, t.database.db);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ items: undefined }, 'items', 'Please price every line of the quote.'],
      [{ shipping: '-5' }, 'shipping', 'Please enter a price of 0 or more, with at most two decimals.'],
      [{ validUntil: '' }, 'validUntil', 'Please choose the last day the prices hold.'],
      [{ validUntil: '2026-02-30' }, 'validUntil', 'Please enter a valid date.'],
      [{ validUntil: inDays(-2) }, 'validUntil', 'The valid-until date cannot be in the past.'],
      [{ message: 'x'.repeat(2001) }, 'message', 'The message must be at most 2000 characters.'],
      [{ total: 1 }, 'total', 'This field is not allowed.'],
    ];
    for (const [override, field, message] of cases) {
      const res = await priceQuote(t.app, admin.cookie, id, override);
      expect(res.statusCode, JSON.stringify(override)).toBe(400);
      expect(res.json().error.fields[field], JSON.stringify(res.json())).toBe(message);
    }
    const details = (await call(t.app, 'GET', `/api/admin/quotes/${id}`, { cookie: admin.cookie })).json().quote;
    const unpriced = await call(t.app, 'POST', `/api/admin/quotes/${id}/send`, {
      cookie: admin.cookie,
      body: { version: details.version, validUntil: inDays(3), items: details.items.map((item: { id: string }, index: number) => ({ id: item.id, unitPrice: index === 0 ? '12.345' : '' })) },
    });
    expect(unpriced.statusCode).toBe(400);
    expect(unpriced.json().error.fields).toMatchObject({ 'items.0.unitPrice': 'Please enter a price of 0 or more, with at most two decimals.', 'items.1.unitPrice': 'Please enter a unit price.' });
    const oneLine = await call(t.app, 'POST', `/api/admin/quotes/${id}/send`, {
      cookie: admin.cookie,
      body: { version: details.version, validUntil: inDays(3), items: [{ id: details.items[0].id, unitPrice: '1.00' }] },
    });
    expect(oneLine.statusCode).toBe(400);
    expect(oneLine.json().error.fields).toEqual({ items: 'Please price every line of the quote.' });
    const [row] = await t.database.db.select().from(quotes).where(eq(quotes.id, id));
    expect(row).toMatchObject({ status: 'pending', quotedAt: null });
    expect(await auditEntriesOf(t.database.db, 'quote', id)).toHaveLength(0);
  });

  it('Send Quote stores the prices, writes the audit log and e-mails the buyer in their language with a link', async () => {
    const { id, quoteNumber, buyer } = await requestQuote(t.app, t.database.db, undefined, 'fr');
    const res = await priceQuote(t.app, admin.cookie, id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().quote).toMatchObject({ status: 'quoted', subtotal: QUOTED.subtotal, shipping: QUOTED.shipping, tax: QUOTED.tax, total: QUOTED.total, adminMessage: 'Thanks for asking.', language: 'fr' });
    const [row] = await t.database.db.select().from(quotes).where(eq(quotes.id, id));
    expect(row?.status).toBe('quoted');
    expect(row?.quotedAt).toBeInstanceOf(Date);
    expect(row?.validUntil?.toISOString()).toBe(`${inDays(14)}T23:59:59.999Z`);
    const [entry] = await auditEntriesOf(t.database.db, 'quote', id);
    expect(entry).toMatchObject({ action: 'quote.send', actorEmail: admin.email });
    expect(entry?.after).toMatchObject({ status: 'quoted', shipping: '120.00' });
    expect([...(entry?.after as { prices: string[] }).prices].sort()).toEqual(['3500.00', '75.25']);
    // To the account's own address, never to the one typed in the request's form (RELIABILITY 36).
    const mails = (await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, buyer.email))).filter((mail) => mail.dedupeKey?.startsWith('quote-priced:'));
    expect(mails).toHaveLength(1);
    expect(await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, row?.customerEmail ?? ''))).toEqual([]);
    expect(mails[0]?.subject).toBe(`Votre devis ${quoteNumber} est prêt`);
    expect(mails[0]?.text).toContain(`/quote-confirmation?quoteNumber=${quoteNumber}&type=quote`);
    // The buyer has no address with the shop: no tax is estimated, 3,650.50 + 120.00 shipping = 3,770.50 before tax.
    expect(mails[0]?.text).toMatch(/Total avant taxes\u00a0: 3\s770,50/);
  });
});

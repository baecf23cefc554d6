import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, notificationSettings, quotes, siteSettings } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { call, nextAddress, signUp } from '../auth/testing';
import { NOTIFICATION_EMAIL_KEY } from '../orders/notification-recipients';
import { makeProduct } from '../orders/testing';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.insert(notificationSettings).values({ settingKey: NOTIFICATION_EMAIL_KEY, settingValue: 'shop@frigidflow.test', description: 'test' });
});

afterAll(async () => {
  await t?.close();
});

const form = (productId: string) => ({
  items: [{ productId, packaging: 'container_20ft', quantity: 2 }],
  customerName: 'Dana Cooper',
  companyName: 'Cooper HVAC',
  customerEmail: ' Dana@Example.com ',
  phone: '555-0100',
  shippingAddress: '12 Main St, Dallas, TX',
  notes: 'Need by June',
});

describe('POST /api/quotes', () => {
  it('writes the acknowledgement in the language the customer asks in', async () => {
    const { cookie } = await signUp(t.app);
    const product = await makeProduct(t.database.db);
    const res = await call(t.app, 'POST', '/api/quotes', { remoteAddress: nextAddress(), cookie: `${cookie}; frigidflow_lang=es`, body: form(product.id) });
    expect(res.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(quotes).where(eq(quotes.quoteNumber, res.json().quote.quoteNumber));
    const [mail] = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.dedupeKey, `quote-received:${row?.id}`));
    expect(mail?.subject).toBe(`Recibimos su solicitud de cotización ${res.json().quote.quoteNumber}`);
    // Answering the acknowledgement reaches the shop (issue 23).
    expect(mail?.replyTo).toBe('shop@frigidflow.test');
    expect(mail?.text).toContain('Contenedor de 20 pies × 2');
    expect(mail?.text).toContain(`Gracias por su solicitud de cotización ${res.json().quote.quoteNumber}.`);
    // The shipped reply time (quote_reply_hours), never "one business day".
    expect(mail?.text).toContain('Nuestro equipo de ventas le enviará precios en un plazo de 24 horas.');
  });

  it('promises pricing within the reply time the shop saved', async () => {
    await t.database.db.insert(siteSettings).values({ settingKey: 'quote_reply_hours', settingValue: '8' }).onConflictDoUpdate({ target: siteSettings.settingKey, set: { settingValue: '8' } });
    try {
      const { cookie } = await signUp(t.app);
      const product = await makeProduct(t.database.db);
      const res = await call(t.app, 'POST', '/api/quotes', { remoteAddress: nextAddress(), cookie, body: form(product.id) });
      expect(res.statusCode, res.body).toBe(201);
      const [row] = await t.database.db.select().from(quotes).where(eq(quotes.quoteNumber, res.json().quote.quoteNumber));
      const [mail] = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.dedupeKey, `quote-received:${row?.id}`));
      expect(mail?.text).toContain('Our sales team will send you pricing within 8 hours.');
      expect(mail?.html).toContain('Our sales team will send you pricing within 8 hours.');
    } finally {
      await t.database.db.delete(siteSettings).where(eq(siteSettings.settingKey, 'quote_reply_hours'));
    }
  });

  it('answers 401 with the spec message when not signed in', async () => {
    const product = await makeProduct(t.database.db);
    const res = await call(t.app, 'POST', '/api/quotes', { body: form(product.id) });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe('Please log in to submit a quote request');
  });

  it('refuses an empty list and missing required fields with the spec messages', async () => {
    const { cookie } = await signUp(t.app);
    const product = await makeProduct(t.database.db);
    const empty = await call(t.app, 'POST', '/api/quotes', { remoteAddress: nextAddress(), cookie, body: { ...form(product.id), items: [] } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe('No items in quote request');
    const missing = await call(t.app, 'POST', '/api/quotes', { remoteAddress: nextAddress(), cookie, body: { ...form(product.id), companyName: ' ', customerEmail: undefined } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toMatchObject({ message: 'Please fill in all required fields.', fields: { companyName: 'Please fill in all required fields.', customerEmail: 'Please fill in all required fields.' } });
    const priced = await call(t.app, 'POST', '/api/quotes', { remoteAddress: nextAddress(), cookie, body: { ...form(product.id), items: [{ productId: product.id, packaging: 'pallet', quantity: 1, price: 1 }] } });
    expect(priced.statusCode).toBe(400);
  });

  it('stores the request, queues the e-mail and shows it to its owner only (RELIABILITY 18)', async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    const product = await makeProduct(t.database.db, { name: 'R-454B Test' });
    const res = await call(t.app, 'POST', '/api/quotes', { remoteAddress: nextAddress(), cookie: a.cookie, body: form(product.id) });
    expect(res.statusCode).toBe(201);
    const { quote } = res.json();
    expect(quote).toMatchObject({
      status: 'pending',
      customerName: 'Dana Cooper',
      customerEmail: 'dana@example.com',
      companyName: 'Cooper HVAC',
      phone: '555-0100',
      shippingAddress: '12 Main St, Dallas, TX',
      notes: 'Need by June',
      items: [{ productName: 'R-454B Test', sku: product.sku, packaging: '20ft Container', quantity: 2, epaApproved: true }],
    });
    expect(quote.quoteNumber).toMatch(/^FQ-[0-9A-Z]{12}$/);
    const [row] = await t.database.db.select().from(quotes).where(eq(quotes.quoteNumber, quote.quoteNumber));
    expect(row?.userId).toBe(a.user.id);
    const mails = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.dedupeKey, `quote-received:${row?.id}`));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(`We received your quote request ${quote.quoteNumber}`);

    const own = await call(t.app, 'GET', `/api/quotes/${quote.quoteNumber}`, { cookie: a.cookie });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual(res.json());
    const missing = await call(t.app, 'GET', '/api/quotes/FQ-000000000000', { cookie: b.cookie });
    for (const other of [await call(t.app, 'GET', `/api/quotes/${quote.quoteNumber}`, { cookie: b.cookie }), await call(t.app, 'GET', `/api/quotes/${quote.quoteNumber}`)]) {
      expect(other.statusCode).toBe(404);
      expect(other.body).toBe(missing.body);
    }
  });
});

describe('control characters (RELIABILITY 32)', () => {
  const NOT_ALLOWED = 'This field contains characters that are not allowed.';

  it('answers 400 with the field to a NUL in the notes or the shipping address, and stores nothing', async () => {
    const { cookie } = await signUp(t.app);
    const product = await makeProduct(t.database.db);
    const before = (await t.database.db.select().from(quotes)).length;
    for (const [field, value] of [['notes', 'Need by June\u0000'], ['shippingAddress', '12 Main St\u0000'], ['notes', '\u001b[31m'], ['shippingAddress', 'Dallas\rTX']] as const) {
      const res = await call(t.app, 'POST', '/api/quotes', { remoteAddress: nextAddress(), cookie, body: { ...form(product.id), [field]: value } });
      expect(res.statusCode, `${field} ${JSON.stringify(value)}`).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'validation_failed', fields: { [field]: NOT_ALLOWED } });
    }
    expect(await t.database.db.select().from(quotes)).toHaveLength(before);
  });

  it('keeps line breaks and tabs in the notes and the shipping address', async () => {
    const { cookie } = await signUp(t.app);
    const product = await makeProduct(t.database.db);
    const body = { ...form(product.id), shippingAddress: '12 Main St\r\nDallas, TX', notes: 'Need by June\n\t- call first' };
    const res = await call(t.app, 'POST', '/api/quotes', { remoteAddress: nextAddress(), cookie, body });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().quote).toMatchObject({ shippingAddress: body.shippingAddress, notes: body.notes });
  });

  it('answers 400 with fields.quoteNumber to a NUL in the quote number', async () => {
    const { cookie } = await signUp(t.app);
    const res = await call(t.app, 'GET', '/api/quotes/FQ-%00', { cookie });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'validation_failed', fields: { quoteNumber: NOT_ALLOWED } });
  });
});

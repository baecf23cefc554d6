import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, orders, siteSettings } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { DiskUploadStore, uploadsDirOf } from '../uploads/disk-upload-store';
import { signInNewAdmin } from '../audit/testing';
import { call, nextAddress, signUp } from '../auth/testing';
import { INVOICE_RATE_LIMIT, INVOICE_RATE_LIMITED } from './invoice.routes';
import { cookieNamed, line, makeProduct, orderBody, placeOrder, unpaid } from '../orders/testing';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signInNewAdmin(t.app, t.database.db)).cookie;
});
afterAll(async () => {
  await t?.close();
});

/** The text of a PDF answer, read back with a PDF text extractor (whitespace runs made single spaces). */
async function pdfText(body: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(body)), { mergePages: true });
  return text.replace(/\s+/gu, ' ');
}

async function orderId(number: string): Promise<string> {
  const [row] = await t.database.db.select({ id: orders.id }).from(orders).where(eq(orders.orderNumber, number));
  return row?.id ?? '';
}

const invoice = (number: string, options: { cookie?: string; query?: string; remoteAddress?: string } = {}) =>
  call(t.app, 'GET', `/api/orders/${encodeURIComponent(number)}/invoice${options.query ?? ''}`, { cookie: options.cookie, remoteAddress: options.remoteAddress ?? nextAddress() });

function expectPdf(res: { statusCode: number; headers: Record<string, unknown>; rawPayload: Buffer }, number: string) {
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  expect(res.headers['content-disposition']).toBe(`attachment; filename="invoice-${number}.pdf"`);
  expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
}

describe('the invoice PDF', () => {
  let buyer: Awaited<ReturnType<typeof signUp>>;
  let number: string;

  beforeAll(async () => {
    buyer = await signUp(t.app, { company: 'Polar HVAC LLC' });
    const product = await makeProduct(t.database.db, { name: 'R-410A 25 lb', sku: 'R410A-25', unNumber: 'UN3163', hazardClass: '2.2', price: '150.00' });
    const placed = await placeOrder(
      t.app,
      orderBody([line(product.id, 2)], {
        guest: undefined,
        customer: { name: 'Dana Cooper', email: buyer.email, company: 'Polar HVAC LLC' },
        poNumber: 'PO-7731',
        ...unpaid('check'),
      }),
      { cookie: buyer.cookie },
    );
    expect(placed.statusCode, placed.body).toBe(201);
    number = placed.json().order.orderNumber;
  });

  it('is the buyer’s to download, with the order number, PO number, UN number, hazard class, totals and payment terms', async () => {
    const res = await invoice(number, { cookie: buyer.cookie });
    expectPdf(res, number);
    const text = await pdfText(res.rawPayload);
    // 2 × $150 = $300 subtotal, $50 shipping under the $500 threshold, 8 % tax on $300 = $24: $374 in all.
    for (const expected of ['INVOICE', number, 'PO-7731', 'UN3163', '2.2', 'R-410A 25 lb', 'R410A-25', 'Polar HVAC LLC', 'Dana Cooper', '$300.00', '$24.00', '$374.00']) {
      expect(text).toContain(expected);
    }
    expect(text).toContain('FrigidFlow');
    expect(text).toMatch(/Payment due within 7 calendar days of the order date/);
    expect(text).toContain('Company check');
  });

  it('is the admin’s to download from the order’s details', async () => {
    const res = await call(t.app, 'GET', `/api/admin/orders/${await orderId(number)}/invoice`, { cookie: admin });
    expectPdf(res, number);
    expect(await pdfText(res.rawPayload)).toContain('PO-7731');
  });

  it('answers 404 to another buyer and to a stranger, exactly as for an order that does not exist', async () => {
    const other = await signUp(t.app);
    for (const res of [await invoice(number, { cookie: other.cookie }), await invoice(number), await invoice('FF-AAAAAAAAAAAA', { cookie: buyer.cookie })]) {
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json().error.code).toBe('not_found');
    }
  });

  it('keeps the admin route to admins: 403 to a customer, 404 for an unknown order', async () => {
    expect((await call(t.app, 'GET', `/api/admin/orders/${await orderId(number)}/invoice`, { cookie: buyer.cookie })).statusCode).toBe(403);
    expect((await call(t.app, 'GET', '/api/admin/orders/00000000-0000-4000-8000-000000000000/invoice', { cookie: admin })).statusCode).toBe(404);
  });
});

describe('a guest’s invoice', () => {
  it('opens in the browser that ordered and through the e-mail’s signed link, not for anyone else', async () => {
    const product = await makeProduct(t.database.db, { unNumber: 'UN3159', hazardClass: '2.2' });
    const placed = await placeOrder(t.app, orderBody([line(product.id)]));
    expect(placed.statusCode, placed.body).toBe(201);
    const number = placed.json().order.orderNumber as string;

    expectPdf(await invoice(number, { cookie: cookieNamed(placed, 'ff_guest_orders') }), number);

    const [mail] = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.dedupeKey, `order-confirmation:${await orderId(number)}`));
    const token = /token=([^\s&"]+)/.exec(mail?.text ?? '')?.[1] ?? '';
    expect(token).not.toBe('');
    const byLink = await invoice(number, { query: `?token=${token}` });
    expectPdf(byLink, number);
    const text = await pdfText(byLink.rawPayload);
    expect(text).toContain('UN3159');
    expect(text).toMatch(/Paid by VISA ending in 4242/);

    expect((await invoice(number, { query: '?token=1.forged' })).statusCode).toBe(404);
  });
});

describe('the invoice’s language', () => {
  it('is the order’s: French words and amounts for an order placed in French', async () => {
    const product = await makeProduct(t.database.db, { unNumber: 'UN3163', hazardClass: '2.2' });
    const placed = await placeOrder(t.app, orderBody([line(product.id)], { poNumber: 'BC-12' }), { headers: { 'accept-language': 'fr' } });
    const number = placed.json().order.orderNumber as string;
    const res = await call(t.app, 'GET', `/api/admin/orders/${await orderId(number)}/invoice`, { cookie: admin });
    const text = await pdfText(res.rawPayload);
    for (const expected of ['FACTURE', 'N° de bon de commande', 'BC-12', 'Classe de danger', 'Conditions de paiement', 'Payée par VISA']) expect(text).toContain(expected);
    // 100 + 50 shipping + 8 tax, written the French way.
    expect(text).toMatch(/158,00\s\$/u);
  });
});

describe('drawing invoices on demand', () => {
  it('is bounded per client address, found or not (429 past the limit, with the error shape)', async () => {
    const address = nextAddress();
    for (let i = 0; i < INVOICE_RATE_LIMIT.max; i += 1) expect((await invoice('FF-AAAAAAAAAAAA', { remoteAddress: address })).statusCode).toBe(404);
    const refused = await invoice('FF-AAAAAAAAAAAA', { remoteAddress: address });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: { code: 'rate_limited', message: INVOICE_RATE_LIMITED } });
    expect((await invoice('FF-AAAAAAAAAAAA', { remoteAddress: nextAddress() })).statusCode).toBe(404);
  });
});

describe('the seller’s branding', () => {
  it('prints the logo saved at /admin/logo, and still answers an invoice when the logo file is gone', async () => {
    const store = new DiskUploadStore(uploadsDirOf(t.config.dataDir));
    const logo = await sharp({ create: { width: 400, height: 120, channels: 3, background: '#0369a1' } }).webp().toBuffer();
    await store.put('images/invoice-logo-abc123-400.webp', logo);
    const saveLogo = (url: string) =>
      t.database.db.insert(siteSettings).values({ settingKey: 'logo_url', settingValue: url }).onConflictDoUpdate({ target: siteSettings.settingKey, set: { settingValue: url } });
    const product = await makeProduct(t.database.db);
    const placed = await placeOrder(t.app, orderBody([line(product.id)]));
    const id = await orderId(placed.json().order.orderNumber);
    const images = async () => {
      const res = await call(t.app, 'GET', `/api/admin/orders/${id}/invoice`, { cookie: admin });
      expect(res.statusCode).toBe(200);
      return (res.rawPayload.toString('latin1').match(/\/Subtype \/Image/g) ?? []).length;
    };
    try {
      expect(await images()).toBe(0);
      await saveLogo('/uploads/images/invoice-logo-abc123-1200.webp');
      expect(await images()).toBe(1);
      await saveLogo('/uploads/images/missing-logo-zzz999-1200.webp');
      expect(await images()).toBe(0);
    } finally {
      await saveLogo('');
    }
  });
});

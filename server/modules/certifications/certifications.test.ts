import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CERTIFICATION_MESSAGES } from '@domain/schemas/certifications';
import { certifications, emailOutbox, orderItems, orders } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { auditEntriesOf, signInNewAdmin } from '../audit/testing';
import { call, nextAddress, sessionCookie, signUp } from '../auth/testing';
import { line, makeProduct, orderBody, placeOrder } from '../orders/testing';

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
const restricted = () => makeProduct(t.database.db, { name: 'R-410A test', category: 'HFC', certificationRequired: true });
const unrestricted = () => makeProduct(t.database.db, { name: 'R-1234yf test', category: 'HFO', certificationRequired: false });

async function orderRow(number: string) {
  const [row] = await t.database.db.select().from(orders).where(eq(orders.orderNumber, number));
  if (!row) throw new Error('no order');
  return row;
}

async function placeAs(cookie: string | undefined, items: unknown[], extra: Record<string, unknown> = {}) {
  const res = await placeOrder(t.app, orderBody(items, cookie ? { guest: undefined, ...extra } : extra), { cookie });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().order as { orderNumber: string; certificationState: string };
}

async function orderDetails(id: string) {
  const res = await adminCall('GET', `/api/admin/orders/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().order as { version: string; status: string; certification: { state: string; claim: unknown; evidence: Record<string, unknown> | null } };
}

const setStatus = async (id: string, status: string) => {
  const { version } = await orderDetails(id);
  return adminCall('PATCH', `/api/admin/orders/${id}/status`, { version, status, trackingNumber: '1Z999AA10123456784' });
};

async function certificationOf(userId: string) {
  const [row] = await t.database.db.select().from(certifications).where(eq(certifications.userId, userId));
  if (!row) throw new Error('no certification');
  return row;
}

async function submit(cookie: string, body: Record<string, unknown> = {}) {
  return call(t.app, 'PUT', '/api/account/certification', {
    cookie,
    body: { kind: 'epa_608_universal', number: 'EPA-5550001', organisation: 'ESCO Institute', nameOnCard: 'Dana Cooper', ...body },
  });
}

describe('a buyer’s certification', () => {
  it('is not provided for a new account, pending after a submission, and refuses bad input by field', async () => {
    const buyer = await signUp(t.app);
    const empty = await call(t.app, 'GET', '/api/account/certification', { cookie: buyer.cookie });
    expect(empty.json()).toEqual({ certification: null });

    const missing = await submit(buyer.cookie, { number: '  ' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields.number).toBe(CERTIFICATION_MESSAGES.numberRequired);
    const reseller = await submit(buyer.cookie, { kind: 'reseller_statement' });
    expect(reseller.statusCode).toBe(400);
    expect(reseller.json().error.fields.resellerStatement).toBe(CERTIFICATION_MESSAGES.statementRequired);
    const kind = await submit(buyer.cookie, { kind: 'epa_999' });
    expect(kind.json().error.fields.kind).toBe(CERTIFICATION_MESSAGES.kindRequired);

    const sent = await submit(buyer.cookie, { kind: 'canada_provincial', number: 'ODS-ON-778' });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().certification).toMatchObject({ kind: 'canada_provincial', number: 'ODS-ON-778', status: 'pending', reviewedAt: null });
  });

  it('starts pending from the type and number given at sign-up, the type as chosen', async () => {
    const buyer = await signUp(t.app, { certificationKind: 'canada_provincial', epaLicense: 'QC 608 Universal-4417' });
    const res = await call(t.app, 'GET', '/api/account/certification', { cookie: buyer.cookie });
    expect(res.json().certification).toMatchObject({ kind: 'canada_provincial', number: 'QC 608 Universal-4417', status: 'pending' });
    const mexican = await signUp(t.app, { certificationKind: 'mexico_national', epaLicense: 'CONOCER-77' });
    expect((await call(t.app, 'GET', '/api/account/certification', { cookie: mexican.cookie })).json().certification).toMatchObject({ kind: 'mexico_national', status: 'pending' });
  });

  it('refuses a sign-up number without its type (never assumed), and a type without its number, naming the field', async () => {
    const sign = (body: Record<string, string>) =>
      call(t.app, 'POST', '/api/auth/sign-up', { body: { name: 'Dana Cooper', email: `dana.${Math.random().toString(36).slice(2)}@example.com`, password: 'secret-pass-1', ...body }, remoteAddress: nextAddress() });
    const noKind = await sign({ epaLicense: 'EPA-608-12345' });
    expect(noKind.statusCode).toBe(400);
    expect(noKind.json().error.fields).toHaveProperty('certificationKind');
    const noNumber = await sign({ certificationKind: 'epa_608_type_i', epaLicense: ' ' });
    expect(noNumber.statusCode).toBe(400);
    expect(noNumber.json().error.fields).toHaveProperty('epaLicense');
    const statement = await sign({ certificationKind: 'reseller_statement', epaLicense: 'RS-1' });
    expect(statement.statusCode).toBe(400);
    expect(statement.json().error.fields).toHaveProperty('certificationKind');
    const none = await sign({ certificationKind: '', epaLicense: '' });
    expect(none.statusCode, none.body).toBe(201);
    expect((await call(t.app, 'GET', '/api/account/certification', { cookie: sessionCookie(none) })).json().certification).toBeNull();
  });

  it('answers 401 to anonymous callers and 403 to a customer on the admin queue', async () => {
    expect((await call(t.app, 'GET', '/api/account/certification')).statusCode).toBe(401);
    const buyer = await signUp(t.app);
    expect((await call(t.app, 'GET', '/api/admin/certifications', { cookie: buyer.cookie })).statusCode).toBe(403);
    expect((await call(t.app, 'GET', '/api/admin/certifications/sales.csv', { cookie: buyer.cookie })).statusCode).toBe(403);
  });

  it('takes a picture or a PDF of the card into the private store, and refuses other files', async () => {
    const buyer = await signUp(t.app);
    const boundary = 'cardboundary';
    const multipart = (name: string, type: string, bytes: Buffer) =>
      Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`),
        bytes,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
    const send = (payload: Buffer) =>
      call(t.app, 'POST', '/api/account/certification/card', { cookie: buyer.cookie, body: payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
    const pdf = await send(multipart('card.pdf', 'application/pdf', Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n')));
    expect(pdf.statusCode, pdf.body).toBe(201);
    expect(pdf.json()).toEqual({ id: expect.any(String), contentType: 'application/pdf', bytes: expect.any(Number) });
    const html = await send(multipart('card.png', 'image/png', Buffer.from('<html><script>alert(1)</script></html>')));
    expect(html.statusCode).toBe(400);
    const saved = await submit(buyer.cookie, { cardUploadId: pdf.json().id });
    expect(saved.json().certification).toMatchObject({ cardUploadId: pdf.json().id, cardUrl: `/api/account/documents/${pdf.json().id}` });
    expect((await submit(buyer.cookie, { cardUploadId: 'https://evil.example/x.png' })).json().error.fields.cardUploadId).toBe(CERTIFICATION_MESSAGES.cardUploadInvalid);
  });

  it('takes at most 10 card uploads per account in 15 minutes', async () => {
    const buyer = await signUp(t.app);
    const boundary = 'limitboundary';
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="card.pdf"\r\nContent-Type: application/pdf\r\n\r\n`),
      Buffer.from('%PDF-1.4\n%%EOF\n'),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const res = await call(t.app, 'POST', '/api/account/certification/card', {
        cookie: buyer.cookie,
        body: payload,
        remoteAddress: nextAddress(),
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) expect(res.json().error.fields.file).toBe(CERTIFICATION_MESSAGES.tooManyUploads);
    }
    expect(statuses).toEqual([...Array(10).fill(201), 429]);
  });
});

describe('orders of restricted refrigerant', () => {
  it('need nothing when no line is restricted', async () => {
    const product = await unrestricted();
    const order = await placeAs(undefined, [line(product.id)]);
    expect(order.certificationState).toBe('not_required');
    const row = await orderRow(order.orderNumber);
    const [item] = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, row.id));
    expect(item?.certificationRequired).toBe(false);
    expect((await setStatus(row.id, 'shipped')).statusCode).toBe(200);
  });

  it('await a certification, may not ship or be delivered, and ship once the admin verified the buyer (evidence on the order, buyer e-mailed in their language)', async () => {
    const product = await restricted();
    const buyer = await signUp(t.app, { name: 'Camille Roy' });
    await call(t.app, 'PUT', '/api/account/language', { cookie: buyer.cookie, body: { language: 'fr' } });
    const order = await placeAs(buyer.cookie, [line(product.id)], { certification: { kind: 'epa_608_type_ii', number: 'T2-4455' } });
    expect(order.certificationState).toBe('awaiting');
    const row = await orderRow(order.orderNumber);
    expect(row.certificationClaim).toEqual({ kind: 'epa_608_type_ii', number: 'T2-4455' });
    const [item] = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, row.id));
    expect(item?.certificationRequired).toBe(true);
    // The number given at checkout became the account's pending certification.
    const pending = await certificationOf(buyer.user.id);
    expect(pending).toMatchObject({ status: 'pending', kind: 'epa_608_type_ii', number: 'T2-4455' });

    for (const status of ['shipped', 'delivered']) {
      const refused = await setStatus(row.id, status);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.fields.status).toBe(CERTIFICATION_MESSAGES.awaitingShipment);
    }
    expect((await orderRow(order.orderNumber)).status).toBe('pending');
    expect((await setStatus(row.id, 'processing')).statusCode).toBe(200);

    // The queue shows it pending, with one order waiting.
    const queue = await adminCall('GET', '/api/admin/certifications?status=pending&pageSize=100');
    const entry = (queue.json().items as { id: string; userId: string; awaitingOrders: number; version: string }[]).find((c) => c.userId === buyer.user.id);
    expect(entry?.awaitingOrders).toBe(1);
    if (!entry) throw new Error('not in the queue');

    const stale = await adminCall('POST', `/api/admin/certifications/${entry.id}/verify`, { version: '2020-01-01T00:00:00.000Z' });
    expect(stale.statusCode).toBe(409);
    const verified = await adminCall('POST', `/api/admin/certifications/${entry.id}/verify`, { version: entry.version });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().certification).toMatchObject({ status: 'verified', awaitingOrders: 0 });

    const details = await orderDetails(row.id);
    expect(details.certification.state).toBe('verified');
    expect(details.certification.evidence).toMatchObject({ kind: 'epa_608_type_ii', number: 'T2-4455', verifiedBy: { email: admin.email } });
    expect(Date.parse(String(details.certification.evidence?.verifiedAt))).not.toBeNaN();
    expect((await setStatus(row.id, 'shipped')).statusCode).toBe(200);

    const audit = await auditEntriesOf(t.database.db, 'certification', entry.id);
    expect(audit.map((a) => a.action)).toContain('certification.verify');
    expect((await auditEntriesOf(t.database.db, 'order', row.id)).map((a) => a.action)).toContain('order.certification');
    const mail = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, buyer.email));
    expect(mail.map((m) => m.subject).join(' | ')).toMatch(/Votre certification est vérifiée/);
    // The order confirmation told the buyer what was needed.
    const [confirmation] = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.dedupeKey, `order-confirmation:${row.id}`));
    expect(confirmation?.text).toContain('40 CFR 82.154');

    // The account shows who verified it and when.
    const mine = await call(t.app, 'GET', '/api/account/certification', { cookie: buyer.cookie });
    expect(mine.json().certification).toMatchObject({ status: 'verified' });
    expect(mine.json().certification.reviewedBy).toBeTruthy();
  });

  it('are verified at once for a buyer already verified, with the evidence copied on the order', async () => {
    const product = await restricted();
    const buyer = await signUp(t.app);
    await submit(buyer.cookie, { number: 'U-1000', organisation: 'RSES' });
    const cert = await certificationOf(buyer.user.id);
    await adminCall('POST', `/api/admin/certifications/${cert.id}/verify`, { version: cert.updatedAt.toISOString() });
    const order = await placeAs(buyer.cookie, [line(product.id)]);
    expect(order.certificationState).toBe('verified');
    const row = await orderRow(order.orderNumber);
    expect(row.certificationEvidence).toMatchObject({ kind: 'epa_608_universal', number: 'U-1000', organisation: 'RSES', nameOnCard: 'Dana Cooper', verifiedBy: { email: admin.email } });
    // A later submission goes back to pending, but the order keeps the evidence it was sold on.
    await submit(buyer.cookie, { number: 'U-2000' });
    expect((await certificationOf(buyer.user.id)).status).toBe('pending');
    expect((await orderRow(order.orderNumber)).certificationEvidence?.number).toBe('U-1000');
  });

  it('stay awaiting after a rejection; a rejection needs a reason and tells the buyer', async () => {
    const product = await restricted();
    const buyer = await signUp(t.app);
    await submit(buyer.cookie);
    const cert = await certificationOf(buyer.user.id);
    const noReason = await adminCall('POST', `/api/admin/certifications/${cert.id}/reject`, { version: cert.updatedAt.toISOString(), reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.fields.reason).toBe(CERTIFICATION_MESSAGES.reasonRequired);
    const rejected = await adminCall('POST', `/api/admin/certifications/${cert.id}/reject`, { version: cert.updatedAt.toISOString(), reason: 'Number not found at ESCO.' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().certification).toMatchObject({ status: 'rejected', rejectionReason: 'Number not found at ESCO.' });
    const order = await placeAs(buyer.cookie, [line(product.id)]);
    expect(order.certificationState).toBe('awaiting');
    const mail = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, buyer.email));
    expect(mail.some((m) => m.text?.includes('Number not found at ESCO.'))).toBe(true);
  });

  it('from a guest keep the number given at checkout; the admin records the check on the order, then it ships', async () => {
    const product = await restricted();
    const order = await placeAs(undefined, [line(product.id)], { certification: { kind: 'mexico_national', number: 'MX-SEMARNAT-42' } });
    expect(order.certificationState).toBe('awaiting');
    const row = await orderRow(order.orderNumber);
    expect(row.certificationClaim).toEqual({ kind: 'mexico_national', number: 'MX-SEMARNAT-42' });
    expect((await setStatus(row.id, 'shipped')).statusCode).toBe(409);

    const { version } = await orderDetails(row.id);
    const bad = await adminCall('POST', `/api/admin/orders/${row.id}/certification`, { version, kind: 'mexico_national', number: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.number).toBe(CERTIFICATION_MESSAGES.numberRequired);
    const ok = await adminCall('POST', `/api/admin/orders/${row.id}/certification`, { version, kind: 'mexico_national', number: 'MX-SEMARNAT-42', organisation: 'SEMARNAT' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().order.certification).toMatchObject({ state: 'verified', evidence: { number: 'MX-SEMARNAT-42', organisation: 'SEMARNAT', verifiedBy: { email: admin.email } } });
    const again = await adminCall('POST', `/api/admin/orders/${row.id}/certification`, { version: ok.json().order.version, kind: 'mexico_national', number: 'X' });
    expect(again.statusCode).toBe(409);
    expect((await setStatus(row.id, 'shipped')).statusCode).toBe(200);
    const list = await adminCall('GET', `/api/admin/orders?q=${order.orderNumber}`);
    expect(list.json().items[0].certificationState).toBe('verified');
  });
});

describe('the review queue', () => {
  it('lists pending first, filters by status and pages', async () => {
    const a = await signUp(t.app);
    await submit(a.cookie);
    const certA = await certificationOf(a.user.id);
    await adminCall('POST', `/api/admin/certifications/${certA.id}/reject`, { version: certA.updatedAt.toISOString(), reason: 'Blurred card.' });
    const b = await signUp(t.app);
    await submit(b.cookie);
    const all = await adminCall('GET', '/api/admin/certifications?pageSize=100');
    const statuses = (all.json().items as { status: string }[]).map((c) => c.status);
    const firstReviewed = statuses.findIndex((s) => s !== 'pending');
    expect(statuses.slice(firstReviewed).every((s) => s !== 'pending')).toBe(true);
    const rejected = await adminCall('GET', '/api/admin/certifications?status=rejected&pageSize=1');
    expect(rejected.json()).toMatchObject({ pageSize: 1, page: 1 });
    expect(rejected.json().items).toHaveLength(1);
    expect(rejected.json().items[0].status).toBe('rejected');
    expect((await adminCall('GET', '/api/admin/certifications?status=nope')).statusCode).toBe(400);
  });
});

describe('the restricted-sales export', () => {
  it('streams the restricted lines of the range with their evidence, formulas neutralised', async () => {
    const gas = await restricted();
    const other = await unrestricted();
    const order = await placeAs(undefined, [line(gas.id), line(other.id)], { customer: { name: 'Ops;=cmd|calc', email: 'inspect@example.com' }, certification: { kind: 'epa_609', number: '609-77' } });
    const row = await orderRow(order.orderNumber);
    const { version } = await orderDetails(row.id);
    await adminCall('POST', `/api/admin/orders/${row.id}/certification`, { version, kind: 'epa_609', number: '609-77', organisation: 'MACS' });

    const today = new Date().toISOString().slice(0, 10);
    const res = await adminCall('GET', `/api/admin/certifications/sales.csv?from=${today}&to=${today}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/csv/);
    expect(res.headers['content-disposition']).toContain('restricted-refrigerant-sales');
    const lines = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toContain('Certification Number');
    const mine = lines.filter((l) => l.includes(order.orderNumber));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toContain(`"Ops;'=cmd|calc"`);
    expect(mine[0]).toContain('609-77');
    expect(mine[0]).toContain('MACS');
    expect(mine[0]).toContain(admin.email);
    expect(mine[0]).toContain(gas.name);

    const past = await adminCall('GET', '/api/admin/certifications/sales.csv?from=2001-01-01&to=2001-01-02');
    expect(past.body).not.toContain(order.orderNumber);
    const bad = await adminCall('GET', '/api/admin/certifications/sales.csv?from=2026-02-01&to=2026-01-01');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.from).toBe(CERTIFICATION_MESSAGES.dateRange);
  });
});

describe('products', () => {
  it('take their category’s default for a new product, and keep the admin’s choice', async () => {
    const create = (body: Record<string, unknown>) => adminCall('POST', '/api/admin/products', { name: `Gas ${Math.random()}`, price: 10, ...body });
    expect((await create({ category: 'HCFC' })).json().product.certificationRequired).toBe(true);
    expect((await create({ category: 'HFO' })).json().product.certificationRequired).toBe(false);
    expect((await create({ category: 'HFO', certificationRequired: true })).json().product.certificationRequired).toBe(true);
    const off = await create({ category: 'HFC', certificationRequired: false });
    expect(off.json().product.certificationRequired).toBe(false);
  });
});

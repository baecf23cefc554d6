import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '@domain/schemas/admin';
import { CERTIFICATE_MESSAGES as M, groupCertificates, type AdminCertificate } from '@domain/schemas/certificates';
import { certificates, products } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { auditEntriesOf, signInNewAdmin } from '../audit/testing';
import { call, signUp } from '../auth/testing';
import { makeProduct } from '../orders/testing';

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp({ seedDemo: false });
  cookie = (await signInNewAdmin(t.app, t.database.db)).cookie;
});
afterAll(async () => {
  await t?.close();
});

const admin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) => call(t.app, method, url, { cookie, body });
const publicList = async () => (await call(t.app, 'GET', '/api/content/certificates')).json();
const form = (fields: Record<string, unknown> = {}) => ({ name: 'EPA 608 statement', type: 'epa', pdfUrl: '/uploads/documents/epa.pdf', ...fields });

async function create(fields: Record<string, unknown> = {}): Promise<AdminCertificate> {
  const res = await admin('POST', '/api/admin/certificates', form(fields));
  if (res.statusCode !== 201) throw new Error(`create answered ${res.statusCode}: ${res.body}`);
  return res.json();
}

describe('Certification Management', () => {
  it('answers 401 to anonymous callers and 403 to customers', async () => {
    const customer = (await signUp(t.app)).cookie;
    const id = randomUUID();
    for (const [method, url] of [
      ['GET', '/api/admin/certificates'],
      ['POST', '/api/admin/certificates'],
      ['PUT', `/api/admin/certificates/${id}`],
      ['DELETE', `/api/admin/certificates/${id}`],
    ] as const) {
      const body = method === 'POST' || method === 'PUT' ? {} : undefined;
      expect((await call(t.app, method, url, { body })).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(t.app, method, url, { cookie: customer, body })).statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('refuses a certificate without name or PDF with the spec’s message, and types outside the form’s four', async () => {
    const empty = await admin('POST', '/api/admin/certificates', { type: 'epa' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toMatchObject({ name: M.required, pdfUrl: M.required });
    const iso = await admin('POST', '/api/admin/certificates', form({ type: 'iso' }));
    expect(iso.json().error.fields.type).toBe(M.typeInvalid);
    const link = await admin('POST', '/api/admin/certificates', form({ pdfUrl: 'javascript:alert(1)' }));
    expect(link.json().error.fields.pdfUrl).toBe(M.linkInvalid);
  });

  it('puts a new certificate last (order = current count), audits it, and lists only active ones publicly', async () => {
    await t.database.db.delete(certificates);
    const first = await create();
    const second = await create({ name: 'Hazmat training', type: 'safety', isActive: false });
    expect([first.orderIndex, second.orderIndex]).toEqual([0, 1]);
    const list = await publicList();
    expect(list.certificates.map((c: { name: string }) => c.name)).toEqual(['EPA 608 statement']);
    const [entry] = await auditEntriesOf(t.database.db, 'certificate', first.id);
    expect(entry).toMatchObject({ action: 'certificate.create', after: { name: 'EPA 608 statement', type: 'epa' } });
    const about = (await call(t.app, 'GET', '/api/content/about')).json();
    expect(about.certificates.map((c: { name: string }) => c.name)).toEqual(['EPA 608 statement']);
  });

  it('edits from the loaded version (409 when stale) and deletes at once', async () => {
    const cert = await create({ name: 'Quality cert', type: 'quality' });
    const res = await admin('PUT', `/api/admin/certificates/${cert.id}`, form({ name: 'Quality cert v2', type: 'quality', isActive: false, version: cert.updatedAt }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Quality cert v2', isActive: false, orderIndex: cert.orderIndex });
    const stale = await admin('PUT', `/api/admin/certificates/${cert.id}`, form({ version: cert.updatedAt }));
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.message).toBe(ADMIN_MESSAGES.staleEdit);
    expect((await publicList()).certificates.map((c: { name: string }) => c.name)).not.toContain('Quality cert v2');
    expect((await admin('DELETE', `/api/admin/certificates/${cert.id}`)).statusCode).toBe(204);
    expect((await admin('DELETE', `/api/admin/certificates/${cert.id}`)).statusCode).toBe(404);
    expect((await auditEntriesOf(t.database.db, 'certificate', cert.id))[0]?.action).toBe('certificate.delete');
  });

  it('lists the products’ own certificate documents, following product writes', async () => {
    const product = await makeProduct(t.database.db);
    await t.database.db
      .update(products)
      .set({ certificateUrls: [{ name: 'AHRI 700 purity', description: null, type: 'quality', pdfUrl: '/uploads/documents/ahri.pdf' }] })
      .where(eq(products.id, product.id));
    t.app.catalog.invalidate();
    const list = await publicList();
    expect(list.products).toContainEqual(expect.objectContaining({ productName: product.name, certificates: [expect.objectContaining({ name: 'AHRI 700 purity' })] }));
  });
});

describe('groupCertificates', () => {
  it('orders the groups epa, iso, distributor, quality, safety and leaves empty ones out', () => {
    const groups = groupCertificates([{ type: 'safety' }, { type: 'iso' }, { type: 'epa' }, { type: 'product' }, { type: 'epa' }]);
    expect(groups.map((g) => [g.type, g.items.length])).toEqual([
      ['epa', 2],
      ['iso', 1],
      ['safety', 1],
      ['product', 1],
    ]);
  });
});

describe('a certificate in French and Spanish (docs/decisions/038)', () => {
  it('saves the translations the admin wrote, blank ones left out, and /certifications carries them', async () => {
    const certificate = await create({
      description: 'Our statement.',
      translations: { fr: { name: 'Déclaration EPA 608', description: '' }, es: { name: ' ', description: 'Nuestra declaración.' } },
    });
    expect(certificate.translations).toEqual({ fr: { name: 'Déclaration EPA 608' }, es: { description: 'Nuestra declaración.' } });
    const edited = await admin('PUT', `/api/admin/certificates/${certificate.id}`, {
      ...form({ description: 'Our statement.' }),
      translations: { ...certificate.translations, es: { name: 'Declaración EPA 608', description: 'Nuestra declaración.' } },
      version: certificate.updatedAt,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const shown = (await publicList()).certificates.find((c: { id: string }) => c.id === certificate.id);
    expect(shown.translations).toEqual({ fr: { name: 'Déclaration EPA 608' }, es: { name: 'Declaración EPA 608', description: 'Nuestra declaración.' } });
  });

  it('refuses a translation past the English limits or of a field that is not translated, naming the field', async () => {
    const faults: [Record<string, unknown>, string, string | undefined][] = [
      [{ fr: { name: 'x'.repeat(201) } }, 'translations.fr.name', M.tooLong],
      [{ es: { description: 'x'.repeat(2001) } }, 'translations.es.description', M.tooLong],
      [{ fr: { pdfUrl: '/fr.pdf' } }, 'translations.fr', undefined],
    ];
    for (const [translations, field, message] of faults) {
      const res = await admin('POST', '/api/admin/certificates', form({ translations }));
      expect(res.statusCode, field).toBe(400);
      const fields = res.json().error.fields as Record<string, string>;
      expect(Object.keys(fields), field).toContain(field);
      if (message) expect(fields[field], field).toBe(message);
    }
  });
});

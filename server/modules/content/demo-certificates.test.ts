import fs from 'node:fs';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AboutContentResponse } from '@domain/schemas/about';
import type { AdminCertificate, PublicCertificatesResponse } from '@domain/schemas/certificates';
import { certificates } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { signInNewAdmin } from '../audit/testing';
import { call } from '../auth/testing';

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp();
  cookie = (await signInNewAdmin(t.app, t.database.db)).cookie;
});
afterAll(async () => {
  await t?.close();
});

const admin = (method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) => call(t.app, method, url, { cookie, body });
const publicCertificates = async () => ((await call(t.app, 'GET', '/api/content/certificates')).json() as PublicCertificatesResponse).certificates;

describe('the demo seed’s certificates are samples', () => {
  it('flags every seeded certificate as demo data on the public pages’ reads and in the admin list', async () => {
    const seeded = await publicCertificates();
    expect(seeded.length).toBeGreaterThan(0);
    expect(seeded.map((c) => [c.name, c.isDemo])).toEqual(seeded.map((c) => [c.name, true]));
    const about = (await call(t.app, 'GET', '/api/content/about')).json() as AboutContentResponse;
    expect(about.certificates.every((c) => c.isDemo)).toBe(true);
    const { items } = (await admin('GET', '/api/admin/certificates')).json() as { items: AdminCertificate[] };
    expect(items.every((c) => c.isDemo)).toBe(true);
  });

  it('tells visitors what each sample is, never an instruction meant for the owner', async () => {
    for (const certificate of await publicCertificates()) expect(certificate.description ?? '').not.toMatch(/sample entry|replace it/i);
  });

  it('rewrites the old owner instruction of an untouched demo entry in an existing database, and leaves an edited entry as it is', async () => {
    const old = 'Sample entry of the demo shop: replace it with the quality management system certificate.';
    const rows = await t.database.db
      .insert(certificates)
      .values([
        { name: 'Old demo', description: old, type: 'quality', pdfUrl: '/docs/old.pdf', isDemo: true },
        { name: 'Edited by the owner', description: old, type: 'quality', pdfUrl: '/docs/own.pdf', isDemo: false },
      ])
      .returning({ id: certificates.id });
    const migration = fs.readFileSync(new URL('../../db/migrations/0012_i23-demo-certificate-texts.sql', import.meta.url), 'utf8');
    for (const statement of migration.split('--> statement-breakpoint')) await t.database.db.execute(sql.raw(statement));
    const after = await t.database.db.select({ name: certificates.name, description: certificates.description }).from(certificates).where(inArray(certificates.id, rows.map((r) => r.id)));
    expect(Object.fromEntries(after.map((r) => [r.name, r.description]))).toEqual({
      'Old demo': 'Certificate of the quality management system that covers ordering, storage and shipping.',
      'Edited by the owner': old,
    });
    await t.database.db.delete(certificates).where(inArray(certificates.id, rows.map((r) => r.id)));
    expect(await t.database.db.select().from(certificates).where(eq(certificates.name, 'Old demo'))).toEqual([]);
  });

  it('clears the flag once an admin edits the certificate, and never sets it on a new one', async () => {
    const { items } = (await admin('GET', '/api/admin/certificates')).json() as { items: AdminCertificate[] };
    const [first] = items;
    if (!first) throw new Error('the demo seed has no certificate');
    const { id, updatedAt, isDemo: _demo, isActive, orderIndex: _order, ...fields } = first;
    const edited = await admin('PUT', `/api/admin/certificates/${id}`, { ...fields, description: fields.description ?? '', isActive, version: updatedAt });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((edited.json() as AdminCertificate).isDemo).toBe(false);
    expect((await publicCertificates()).find((c) => c.id === id)?.isDemo).toBe(false);

    const created = await admin('POST', '/api/admin/certificates', { name: 'Our EPA 608 statement', type: 'epa', pdfUrl: '/uploads/documents/epa.pdf' });
    expect(created.statusCode, created.body).toBe(201);
    expect((created.json() as AdminCertificate).isDemo).toBe(false);
  });
});

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '@domain/schemas/admin';
import { CONTACT_INFO_MESSAGES, type AdminContactSubmission, type AdminSupportTicket, type ContactInfoEntry } from '@domain/schemas/contact';
import { contactSubmissions, supportTickets } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { auditEntriesOf, signInNewAdmin } from '../audit/testing';
import { call, signUp } from '../auth/testing';

let t: TestApp;
let cookie: string;
let adminEmail: string;

beforeAll(async () => {
  t = await createTestApp({ seedDemo: false });
  ({ cookie, email: adminEmail } = await signInNewAdmin(t.app, t.database.db));
});
afterAll(async () => {
  await t?.close();
});

const admin = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, body?: unknown) => call(t.app, method, url, { cookie, body });

describe('the guard on the contact admin routes (RELIABILITY 20)', () => {
  it('answers 401 to anonymous callers and 403 to customers', async () => {
    const customer = (await signUp(t.app)).cookie;
    const id = randomUUID();
    for (const [method, url] of [
      ['GET', '/api/admin/contacts'],
      ['PATCH', `/api/admin/contacts/${id}`],
      ['GET', '/api/admin/support-tickets'],
      ['PATCH', `/api/admin/support-tickets/${id}`],
      ['GET', '/api/admin/contact-info'],
      ['POST', '/api/admin/contact-info'],
      ['PUT', `/api/admin/contact-info/${id}`],
      ['DELETE', `/api/admin/contact-info/${id}`],
    ] as const) {
      const body = method === 'GET' || method === 'DELETE' ? undefined : {};
      expect((await call(t.app, method, url, { body })).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(t.app, method, url, { cookie: customer, body })).statusCode, `${method} ${url}`).toBe(403);
    }
  });
});

describe('contact submissions', () => {
  it('lists newest first, searched and filtered by status, in pages', async () => {
    await t.database.db.insert(contactSubmissions).values([
      { name: 'Ada', email: 'ada@example.com', subject: 'bulk-pricing', message: 'Pallet price?', createdAt: new Date('2026-01-01T10:00:00Z') },
      { name: 'Bob', email: 'bob@example.com', subject: 'order-status', message: 'Where is FF-1?', status: 'closed', createdAt: new Date('2026-01-02T10:00:00Z') },
      { name: 'Cy', email: 'cy@example.com', subject: 'epa-compliance', message: 'Call 555-123-4567', createdAt: new Date('2026-01-03T10:00:00Z') },
    ]);
    const list = async (query = '') => (await admin('GET', `/api/admin/contacts?${query}`)).json<{ items: AdminContactSubmission[]; total: number }>();
    expect((await list()).items.map((s) => s.name)).toEqual(['Cy', 'Bob', 'Ada']);
    expect((await list('sort=createdAt')).items.map((s) => s.name)).toEqual(['Ada', 'Bob', 'Cy']);
    expect((await list('status=closed')).items.map((s) => s.name)).toEqual(['Bob']);
    expect((await list('q=PALLET')).items.map((s) => s.name)).toEqual(['Ada']);
    expect((await list('pageSize=2&page=2')).items.map((s) => s.name)).toEqual(['Ada']);
    expect((await list('pageSize=2')).total).toBe(3);
    expect((await admin('GET', '/api/admin/contacts?status=archived')).statusCode).toBe(400);
  });

  it('sets a status with an audit entry, and refuses a stale edit with 409', async () => {
    const [row] = await t.database.db.insert(contactSubmissions).values({ name: 'Dee', email: 'dee@example.com', subject: 'technical-support', message: 'Help' }).returning();
    if (!row) throw new Error('insert failed');
    const version = row.updatedAt.toISOString();
    const res = await admin('PATCH', `/api/admin/contacts/${row.id}`, { status: 'closed', version });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'closed' });
    const [entry] = await auditEntriesOf(t.database.db, 'contact_submission', row.id);
    expect(entry).toMatchObject({ actorEmail: adminEmail, action: 'contact_submission.status', before: { status: 'open' }, after: { status: 'closed' } });
    const stale = await admin('PATCH', `/api/admin/contacts/${row.id}`, { status: 'open', version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.message).toBe(ADMIN_MESSAGES.staleEdit);
    expect((await admin('PATCH', `/api/admin/contacts/${row.id}`, { status: 'done', version: res.json().updatedAt })).statusCode).toBe(400);
    expect((await admin('PATCH', `/api/admin/contacts/${randomUUID()}`, { status: 'closed', version })).statusCode).toBe(404);
  });
});

describe('support tickets', () => {
  it('lists, searches by ticket number, and sets a status with audit and stale check', async () => {
    const [row] = await t.database.db.insert(supportTickets).values({ name: 'Eli', email: 'eli@example.com', category: 'billing', subject: 'Invoice', message: 'Wrong total' }).returning();
    if (!row) throw new Error('insert failed');
    const list = (await admin('GET', `/api/admin/support-tickets?q=${row.ticketNumber.toLowerCase()}`)).json<{ items: AdminSupportTicket[] }>();
    expect(list.items.map((ticket) => ticket.id)).toEqual([row.id]);
    expect((await admin('GET', '/api/admin/support-tickets?status=open')).json().total).toBe(1);
    const version = row.updatedAt.toISOString();
    const res = await admin('PATCH', `/api/admin/support-tickets/${row.id}`, { status: 'closed', version });
    expect(res.statusCode, res.body).toBe(200);
    const [entry] = await auditEntriesOf(t.database.db, 'support_ticket', row.id);
    expect(entry).toMatchObject({ action: 'support_ticket.status', before: { status: 'open' }, after: { status: 'closed' } });
    expect((await admin('PATCH', `/api/admin/support-tickets/${row.id}`, { status: 'open', version })).statusCode).toBe(409);
    expect((await admin('PATCH', `/api/admin/support-tickets/${row.id}`, { status: 'resolved', version: res.json().updatedAt })).statusCode).toBe(400);
  });
});

describe('contact information', () => {
  const entry = { category: 'emergency', contactType: 'phone', label: ' 24/7 line ', value: '1-800-555-0199', description: 'After hours', isActive: true, orderIndex: 2 };

  it('creates, edits, deactivates and deletes an entry, each audited; the public read follows', async () => {
    const created = await admin('POST', '/api/admin/contact-info', entry);
    expect(created.statusCode, created.body).toBe(201);
    const saved = created.json<ContactInfoEntry>();
    expect(saved).toMatchObject({ label: '24/7 line', orderIndex: 2, isActive: true });
    expect((await call(t.app, 'GET', '/api/content/contact-info')).json().items.map((i: { label: string }) => i.label)).toEqual(['24/7 line']);

    const edited = await admin('PUT', `/api/admin/contact-info/${saved.id}`, { ...entry, label: 'Emergency line', isActive: false, version: saved.updatedAt });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await call(t.app, 'GET', '/api/content/contact-info')).json().items).toEqual([]);
    expect((await admin('GET', '/api/admin/contact-info')).json().items.map((i: ContactInfoEntry) => i.label)).toEqual(['Emergency line']);
    const stale = await admin('PUT', `/api/admin/contact-info/${saved.id}`, { ...entry, version: saved.updatedAt });
    expect(stale.statusCode).toBe(409);

    expect((await admin('DELETE', `/api/admin/contact-info/${saved.id}`)).statusCode).toBe(204);
    expect((await admin('DELETE', `/api/admin/contact-info/${saved.id}`)).statusCode).toBe(404);
    const actions = (await auditEntriesOf(t.database.db, 'contact_info', saved.id)).map((e) => e.action).sort();
    expect(actions).toEqual(['contact_info.create', 'contact_info.delete', 'contact_info.update']);
  });

  it('answers a message under each field', async () => {
    const res = await admin('POST', '/api/admin/contact-info', { category: 'sales', contactType: 'fax', label: ' ', value: '', orderIndex: 1.5 });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      category: CONTACT_INFO_MESSAGES.categoryRequired,
      contactType: CONTACT_INFO_MESSAGES.typeRequired,
      label: CONTACT_INFO_MESSAGES.labelRequired,
      value: CONTACT_INFO_MESSAGES.valueRequired,
      orderIndex: CONTACT_INFO_MESSAGES.orderIndex,
    });
  });
});

describe('contact information saves are limited (back-office spec §8, §9)', () => {
  const entry = { category: 'general', contactType: 'email', label: 'Sales desk', value: 'sales@example.com', isActive: true, orderIndex: 0 };

  it('takes 3 saves a minute per admin, then answers 429 "Too many attempts / Please wait {n} seconds", for adding and editing alike', async () => {
    const other = (await signInNewAdmin(t.app, t.database.db)).cookie;
    const save = (method: 'POST' | 'PUT', url: string, body: unknown) => call(t.app, method, url, { cookie: other, body });
    const first = await save('POST', '/api/admin/contact-info', entry);
    expect(first.statusCode).toBe(201);
    const saved = first.json<ContactInfoEntry>();
    // A form refused for its fields is not a save.
    expect((await save('POST', '/api/admin/contact-info', { ...entry, label: ' ' })).statusCode).toBe(400);
    expect((await save('PUT', `/api/admin/contact-info/${saved.id}`, { ...entry, label: 'Sales', version: saved.updatedAt })).statusCode).toBe(200);
    expect((await save('POST', '/api/admin/contact-info', { ...entry, label: 'Parts desk' })).statusCode).toBe(201);

    for (const [method, url, body] of [
      ['POST', '/api/admin/contact-info', { ...entry, label: 'One too many' }],
      ['PUT', `/api/admin/contact-info/${saved.id}`, { ...entry, label: 'One too many', version: saved.updatedAt }],
    ] as const) {
      const limited = await save(method, url, body);
      expect(limited.statusCode, `${method} ${url}`).toBe(429);
      expect(limited.json().error.code).toBe('rate_limited');
      expect(limited.json().error.message).toMatch(/^Too many attempts\. Please wait ([1-9]|[1-5]\d|60) seconds before trying again\.$/);
    }
    const labels = (await admin('GET', '/api/admin/contact-info')).json().items.map((i: ContactInfoEntry) => i.label);
    expect(labels).not.toContain('One too many');

    // Each admin counts alone: another admin still saves.
    const third = (await signInNewAdmin(t.app, t.database.db)).cookie;
    expect((await call(t.app, 'POST', '/api/admin/contact-info', { cookie: third, body: { ...entry, label: 'Returns desk' } })).statusCode).toBe(201);
  });
});

describe('contact information in French and Spanish (docs/decisions/038)', () => {
  // Three saves a minute per admin: each test saves as an admin of its own.
  const asNewAdmin = async () => {
    const other = (await signInNewAdmin(t.app, t.database.db)).cookie;
    return (method: 'POST' | 'DELETE', url: string, body?: unknown) => call(t.app, method, url, { cookie: other, body });
  };
  const translations = {
    fr: { label: 'Ligne d’urgence', value: '1-800-555-0100', description: 'En dehors des heures' },
    es: { label: 'Línea de emergencia', description: '' },
  };

  it('saves the label and description translations, keeps no translated phone number, and the public read carries them', async () => {
    const admin = await asNewAdmin();
    const created = await admin('POST', '/api/admin/contact-info', { category: 'emergency', contactType: 'phone', label: 'Emergency line', value: '1-800-555-0199', description: 'After hours', translations });
    expect(created.statusCode, created.body).toBe(201);
    const saved = created.json<ContactInfoEntry>();
    expect(saved.translations).toEqual({ fr: { label: 'Ligne d’urgence', description: 'En dehors des heures' }, es: { label: 'Línea de emergencia' } });
    const served = (await call(t.app, 'GET', '/api/content/contact-info')).json().items.find((i: { id: string }) => i.id === saved.id);
    expect(served.translations).toEqual(saved.translations);
    expect((await admin('DELETE', `/api/admin/contact-info/${saved.id}`)).statusCode).toBe(204);
  });

  it('keeps a translated value where the value is words (hours)', async () => {
    const admin = await asNewAdmin();
    const created = await admin('POST', '/api/admin/contact-info', {
      category: 'general',
      contactType: 'hours',
      label: 'Warehouse pickup',
      value: 'Weekdays, mornings only',
      translations: { fr: { label: 'Cueillette à l’entrepôt', value: 'En semaine, le matin seulement' }, es: { value: 'Entre semana, solo por la mañana' } },
    });
    expect(created.statusCode, created.body).toBe(201);
    const saved = created.json<ContactInfoEntry>();
    expect(saved.translations).toEqual({
      fr: { label: 'Cueillette à l’entrepôt', value: 'En semaine, le matin seulement' },
      es: { value: 'Entre semana, solo por la mañana' },
    });
    expect((await admin('DELETE', `/api/admin/contact-info/${saved.id}`)).statusCode).toBe(204);
  });

  it('refuses a translation past the English limits, naming the field', async () => {
    const faults: [Record<string, unknown>, string, string][] = [
      [{ fr: { label: 'x'.repeat(101) } }, 'translations.fr.label', CONTACT_INFO_MESSAGES.labelTooLong],
      [{ es: { description: 'x'.repeat(501) } }, 'translations.es.description', CONTACT_INFO_MESSAGES.descriptionTooLong],
      [{ fr: { value: 'x'.repeat(256) } }, 'translations.fr.value', CONTACT_INFO_MESSAGES.valueTooLong],
    ];
    for (const [translations, field, message] of faults) {
      const res = await admin('POST', '/api/admin/contact-info', { category: 'general', contactType: 'hours', label: 'A', value: 'B', translations });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().error.fields[field], field).toBe(message);
    }
  });
});

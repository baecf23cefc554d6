import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATE_QUERY_MESSAGES } from '@domain/schemas/date-query';
import { newsletterSubscribers } from '../db/schema';
import { signInNewAdmin } from '../modules/audit/testing';
import { EXPORT_BATCH_SIZE } from '../modules/newsletter/newsletter.admin.service';
import { createLoggedApp, LOG_LEVELS, type LoggedApp } from '../testing/logged-app';
import { within } from '../testing/poll';
import { download } from '../testing/raw-download';
import { readCsv } from '../testing/read-csv';

/** What the test makes the database do to the next newsletter export: fail its first or its second batch query. */
let failing: 'none' | 'first-batch' | 'second-batch' = 'none';
const EXPORT_QUERY = /from "newsletter_subscribers".*order by "newsletter_subscribers"."subscribed_at" desc/i;

function failExportQueries(query: string) {
  if (failing === 'none' || !EXPORT_QUERY.test(query)) return;
  const isFirstBatch = !query.includes('::uuid');
  if ((failing === 'first-batch') === isFirstBatch) {
    throw Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
  }
}

let t: LoggedApp;
let cookie: string;
const SUBSCRIBERS = EXPORT_BATCH_SIZE * 2 + 20;

beforeAll(async () => {
  t = await createLoggedApp({ onQuery: failExportQueries });
  cookie = (await signInNewAdmin(t.app, t.database.db)).cookie;
  await t.database.db.insert(newsletterSubscribers).values(
    Array.from({ length: SUBSCRIBERS }, (_, i) => ({ email: `reader${i}@example.com`, name: `Reader ${i}`, subscribedAt: new Date(Date.UTC(2026, 0, 1) + i * 60_000) })),
  );
}, 180_000);
afterAll(async () => {
  await t?.close();
});

const errorLines = () => t.lines.filter((line) => line.level >= LOG_LEVELS.error);

describe('date query parameters are real calendar days', () => {
  it.each([
    ['from', '9999-99-99'],
    ['from', '0000-01-01'],
    ['to', '2026-02-30'],
    ['to', '2025-02-29'],
    ['from', '2026-13-01'],
  ])('answers ?%s=%s on the restricted-sales export with 400 naming the field, in plain JSON', async (field, day) => {
    const answer = await download(`${t.origin}/api/admin/certifications/sales.csv?${field}=${day}`, { cookie, 'accept-encoding': 'br' });
    expect(answer.status).toBe(400);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(answer.body.toString('utf8'))).toEqual({
      error: { code: 'validation_failed', message: 'Some fields are not valid.', fields: { [field]: DATE_QUERY_MESSAGES.invalid } },
    });
  });

  it('takes the first and last days a query can name', async () => {
    const answer = await download(`${t.origin}/api/admin/certifications/sales.csv?from=0001-01-01&to=9999-12-31`, { cookie, 'accept-encoding': 'br' });
    expect(answer).toMatchObject({ status: 200, complete: true });
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
  });
});

describe('a streamed export whose database fails', () => {
  it('sends the whole newsletter export when nothing fails', async () => {
    failing = 'none';
    const answer = await download(`${t.origin}/api/admin/newsletter/export.csv`, { cookie });
    expect(answer).toMatchObject({ status: 200, complete: true });
    expect(readCsv(answer.body.toString('utf8'))).toHaveLength(SUBSCRIBERS + 1);
  });

  it('cuts the download short when a later batch fails: the rows so far, no end, one error line, no outage answer', async () => {
    failing = 'second-batch';
    const before = t.lines.length;
    const answer = await download(`${t.origin}/api/admin/newsletter/export.csv`, { cookie });
    failing = 'none';
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.complete).toBe(false);
    const text = answer.body.toString('utf8');
    expect(text.startsWith('\uFEFF"Email","Name","Subscribed Date","Status","Source"\r\n')).toBe(true);
    expect(text).not.toContain('"error"');
    // The second batch never came: at most the first batch's rows (and the header) arrived.
    expect(readCsv(text).length).toBeLessThanOrEqual(EXPORT_BATCH_SIZE + 1);
    await within(2000, async () => expect(t.lines.slice(before).filter((line) => line.level >= LOG_LEVELS.error)).toHaveLength(1));
    const [logged] = t.lines.slice(before).filter((line) => line.level >= LOG_LEVELS.error);
    expect(logged).toMatchObject({ msg: expect.stringContaining('newsletter export failed while streaming'), err: { code: '57P01' } });
    expect(t.lines.slice(before).some((line) => /service unavailable|unhandled error/.test(line.msg))).toBe(false);
    // Logged once in all: no second line (at any level) carrying the same failure.
    expect(t.lines.slice(before).filter((line) => line.err?.code === '57P01')).toHaveLength(1);
    // The same server serves the next export whole.
    expect(await download(`${t.origin}/api/admin/newsletter/export.csv`, { cookie })).toMatchObject({ status: 200, complete: true });
  });

  it.each<Record<string, string>>([{ 'accept-encoding': 'br' }, {}])('answers 503 in the error shape when the first batch fails, before any header went out (%j)', async (headers) => {
    failing = 'first-batch';
    const before = errorLines().length;
    const answer = await download(`${t.origin}/api/admin/newsletter/export.csv`, { cookie, ...headers });
    failing = 'none';
    expect(answer).toMatchObject({ status: 503, complete: true });
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers['content-disposition']).toBeUndefined();
    expect(answer.headers['retry-after']).toBe('5');
    expect(JSON.parse(answer.body.toString('utf8')).error.code).toBe('service_unavailable');
    expect(errorLines().length - before).toBe(1);
  });
});

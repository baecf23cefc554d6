import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLoggedApp, LOG_LEVELS, type LoggedApp } from '../testing/logged-app';
import { within } from '../testing/poll';
import { download } from '../testing/raw-download';
import { sendCsv } from './streamed-csv';

const columns = ['Number', 'Name'] as const;
const cells = (n: number) => [String(n), `Row ${n}`];
const batch = (from: number, size: number) => Array.from({ length: size }, (_, i) => from + i);
/** Rows that do not compress away, so a gzip answer's first bytes (and the headers) leave before the failure. */
const noisyCells = (n: number) => [String(n), randomBytes(96).toString('hex')];

/** Test input: a source that serves one batch, waits until the answer's headers are out, then fails like a lost database. */
async function* failsAfterHeaders(reply: FastifyReply): AsyncGenerator<number[]> {
  yield batch(1, 2000);
  await within(5000, async () => expect(reply.raw.headersSent).toBe(true));
  yield batch(2001, 300);
  throw Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
}

async function* failsAfterFirstBatch(): AsyncGenerator<number[]> {
  yield batch(1, 2000);
  throw Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
}

/** Test input: the first query fails (a lost database) before any row. */
const failsAtOnce = (): AsyncIterable<number[]> => ({
  [Symbol.asyncIterator]: () => ({ next: () => Promise.reject(Object.assign(new Error('Connection terminated unexpectedly'), { code: '57P01' })) }),
});

async function* twoBatches(): AsyncGenerator<number[]> {
  yield batch(1, 2);
  yield batch(3, 1);
}

let t: LoggedApp;

beforeAll(async () => {
  t = await createLoggedApp({
    beforeReady: (app) => {
      app.get('/api/test-csv/fails-after-headers', (request, reply) =>
        sendCsv(request, reply, { batches: failsAfterHeaders(reply), cells: noisyCells, columns, fileName: 'cut.csv', what: 'test export' }),
      );
      app.get('/api/test-csv/fails-after-first-batch', (request, reply) =>
        sendCsv(request, reply, { batches: failsAfterFirstBatch(), cells: noisyCells, columns, fileName: 'cut.csv', what: 'test export' }),
      );
      app.get('/api/test-csv/fails-at-once', (request, reply) => sendCsv(request, reply, { batches: failsAtOnce(), cells, columns, fileName: 'none.csv', what: 'test export' }));
      app.get('/api/test-csv/whole', (request, reply) => sendCsv(request, reply, { batches: twoBatches(), cells, columns, fileName: 'whole.csv', what: 'test export' }));
    },
  });
}, 180_000);
afterAll(async () => {
  await t?.close();
});

const errorLines = () => t.lines.filter((line) => line.level >= LOG_LEVELS.error);

describe('sendCsv: a streamed export over real HTTP', () => {
  it('sends every batch as one CSV with its byte order mark, header row and CRLF line ends', async () => {
    const answer = await download(`${t.origin}/api/test-csv/whole`);
    expect(answer).toMatchObject({ status: 200, complete: true });
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe('attachment; filename="whole.csv"');
    expect(answer.body.toString('utf8')).toBe('\uFEFF"Number","Name"\r\n"1","Row 1"\r\n"2","Row 2"\r\n"3","Row 3"\r\n');
  });

  it.each<Record<string, string>>([{ 'accept-encoding': 'gzip' }, {}])(
    'cuts the connection when the source fails after the headers went out (%j): a truncated body, one error line, no second answer',
    async (headers) => {
      const before = t.lines.length;
      const answer = await download(`${t.origin}/api/test-csv/fails-after-headers`, headers);
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(answer.complete).toBe(false);
      // Nothing after the cut: no error body appended to the file, no second status line.
      expect(answer.body.toString('latin1')).not.toMatch(/"error"|HTTP\/1\.1/);
      await within(2000, async () => expect(t.lines.slice(before).some((line) => line.level >= LOG_LEVELS.error)).toBe(true));
      const lines = t.lines.slice(before);
      const errors = lines.filter((line) => line.level >= LOG_LEVELS.error);
      expect(errors).toHaveLength(1);
      expect(errors[0]).toMatchObject({ msg: expect.stringContaining('test export failed while streaming'), err: { message: 'terminating connection due to administrator command' } });
      // A failure mid-download is not a database outage answer (a 503 can no longer be sent).
      expect(lines.some((line) => /service unavailable|unhandled error/.test(line.msg))).toBe(false);
      // Logged once in all: no second line (at any level) carrying the same failure.
      expect(lines.filter((line) => line.err?.message === 'terminating connection due to administrator command')).toHaveLength(1);
      // The server goes on serving.
      expect((await download(`${t.origin}/api/test-csv/whole`)).status).toBe(200);
    },
  );

  it('closes the connection without any answer when brotli still held every byte: no 500 labelled br, no hang', async () => {
    const before = errorLines().length;
    await expect(download(`${t.origin}/api/test-csv/fails-after-first-batch`, { 'accept-encoding': 'br' })).rejects.toThrow(/socket hang up|ECONNRESET/);
    await within(2000, async () => expect(errorLines().length - before).toBe(1));
    expect(errorLines().at(-1)?.msg).toContain('test export failed while streaming');
  });

  it.each<Record<string, string>>([{ 'accept-encoding': 'br' }, {}])('answers a failure before the first row in the error shape, without a content-encoding it did not use (%j)', async (headers) => {
    const before = errorLines().length;
    const answer = await download(`${t.origin}/api/test-csv/fails-at-once`, headers);
    expect(answer).toMatchObject({ status: 503, complete: true });
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers['retry-after']).toBe('5');
    expect(answer.headers['content-disposition']).toBeUndefined();
    expect(JSON.parse(answer.body.toString('utf8'))).toEqual({
      error: { code: 'service_unavailable', message: 'The service is temporarily unavailable. Please try again shortly.' },
    });
    expect(errorLines().length - before).toBe(1);
  });
});

import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, redactUrl } from './app';
import { loadConfig, type Config } from './config';
import type { Database } from './db/client';
import { addressToOpen, chooseLogFormat, readyMessage } from './logging';
import { createTestDatabase } from './testing/test-database';

const SECRETS = ['hunter22', '4111111111111111', 'tok_secret', 'reset-abc123', 's3cr3t', 'Bearer xyz'];

/** An app whose log lines, in the given format, are collected; it has one route that logs secrets. */
async function appLoggingTo(database: Database, config: Config) {
  const lines: string[] = [];
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean)));
  const app = await buildApp({ config, database, logStream: stream, webRoot: '/nonexistent' });
  app.get('/api/__echo', async (request) => {
    request.log.info({ body: { password: 'hunter22', cardNumber: '4111111111111111', token: 'tok_secret' } }, 'echo');
    return { ok: true };
  });
  await app.ready();
  const echo = () => app.inject({ url: '/api/__echo?token=reset-abc123&page=2', headers: { cookie: 'session=s3cr3t', authorization: 'Bearer xyz' } });
  return { app, lines, echo };
}

describe('structured logs', () => {
  let database: Database;
  let json: Awaited<ReturnType<typeof appLoggingTo>>;
  let pretty: Awaited<ReturnType<typeof appLoggingTo>>;

  beforeAll(async () => {
    database = await createTestDatabase();
    const settings = { LOG_LEVEL: 'info', SEED_DEMO: 'false' };
    json = await appLoggingTo(database, loadConfig({ ...settings, LOG_FORMAT: 'json' }, true));
    pretty = await appLoggingTo(database, loadConfig({ ...settings, LOG_FORMAT: 'pretty' }, false));
  });

  afterAll(async () => {
    await json?.app.close();
    await pretty?.app.close();
    await database?.close();
  });

  it('logs JSON lines with request ids and no secrets', async () => {
    await json.echo();
    const text = json.lines.join('\n');
    const records = json.lines.map((l) => JSON.parse(l) as { reqId?: string; msg?: string });
    expect(records.some((r) => r.msg === 'echo' && typeof r.reqId === 'string')).toBe(true);
    for (const secret of SECRETS) expect(text).not.toContain(secret);
    expect(text).toContain('page=2');
  });

  it('logs readable lines, one per request event, with the same secrets kept out', async () => {
    await pretty.echo();
    const text = pretty.lines.join('\n');
    expect(() => JSON.parse(pretty.lines[0] ?? '')).toThrow();
    expect(text).toMatch(/INFO: incoming request GET \/api\/__echo\?token=\[redacted\]&page=2/);
    expect(text).toMatch(/INFO: echo/);
    expect(text).toMatch(/INFO: request completed 200 \d+ ms/);
    expect(text).toContain('"password": "[redacted]"');
    for (const secret of SECRETS) expect(text).not.toContain(secret);
  });

  it('redacts one-time tokens in logged addresses', () => {
    expect(redactUrl('/unsubscribe?token=abc&x=1')).toBe('/unsubscribe?token=[redacted]&x=1');
    expect(redactUrl('/reset?a=1&password=p')).toBe('/reset?a=1&password=[redacted]');
    expect(redactUrl('/products?search=r22')).toBe('/products?search=r22');
  });
});

describe('what a person starting the server sees', () => {
  it('chooses readable lines for a terminal and JSON for pipes and files, unless told', () => {
    expect(chooseLogFormat(undefined, true)).toBe('pretty');
    expect(chooseLogFormat(undefined, false)).toBe('json');
    expect(chooseLogFormat('json', true)).toBe('json');
    expect(chooseLogFormat('pretty', false)).toBe('pretty');
  });

  it('names the address to open: localhost when listening everywhere, otherwise the host given', () => {
    expect(readyMessage(addressToOpen('0.0.0.0', 3000))).toBe('FrigidFlow is ready at http://localhost:3000');
    expect(addressToOpen('::', 8080)).toBe('http://localhost:8080');
    expect(addressToOpen('127.0.0.1', 3001)).toBe('http://127.0.0.1:3001');
    expect(addressToOpen('shop.internal', 80)).toBe('http://shop.internal:80');
    expect(addressToOpen('::1', 3000)).toBe('http://[::1]:3000');
  });
});

import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, redactUrl } from './app';
import { loadConfig } from './config';
import type { Database } from './db/client';
import { createTestDatabase } from './testing/test-database';

describe('structured logs', () => {
  let database: Database;
  let lines: string[];
  let app: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    database = await createTestDatabase();
    lines = [];
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean)));
    app = await buildApp({ config: loadConfig({ LOG_LEVEL: 'info', SEED_DEMO: 'false' }), database, logStream: stream, webRoot: '/nonexistent' });
    app.get('/api/__echo', async (request) => {
      request.log.info({ body: { password: 'hunter22', cardNumber: '4111111111111111', token: 'tok_secret' } }, 'echo');
      return { ok: true };
    });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('logs JSON lines with request ids and no secrets', async () => {
    await app.inject({ url: '/api/__echo?token=reset-abc123&page=2', headers: { cookie: 'session=s3cr3t', authorization: 'Bearer xyz' } });
    const text = lines.join('\n');
    const records = lines.map((l) => JSON.parse(l) as { reqId?: string; msg?: string });
    expect(records.some((r) => r.msg === 'echo' && typeof r.reqId === 'string')).toBe(true);
    for (const secret of ['hunter22', '4111111111111111', 'tok_secret', 'reset-abc123', 's3cr3t', 'Bearer xyz']) {
      expect(text).not.toContain(secret);
    }
    expect(text).toContain('page=2');
  });

  it('redacts one-time tokens in logged addresses', () => {
    expect(redactUrl('/unsubscribe?token=abc&x=1')).toBe('/unsubscribe?token=[redacted]&x=1');
    expect(redactUrl('/reset?a=1&password=p')).toBe('/reset?a=1&password=[redacted]');
    expect(redactUrl('/products?search=r22')).toBe('/products?search=r22');
  });
});

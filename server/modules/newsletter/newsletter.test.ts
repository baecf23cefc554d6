import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterSubscribers } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let clientNumber = 0;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

/** Each call comes from its own address so a rate limit never hides the behaviour under test. */
function subscribe(payload: unknown) {
  clientNumber += 1;
  return t.app.inject({ method: 'POST', url: '/api/newsletter', payload: payload as object, remoteAddress: `10.1.${clientNumber >> 8}.${clientNumber & 255}` });
}

async function subscriber(email: string) {
  const [row] = await t.database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
  return row;
}

describe('POST /api/newsletter', () => {
  it('subscribes a trimmed, lower-cased e-mail with an unsubscribe token', async () => {
    const res = await subscribe({ email: '  Buyer@Example.COM ', name: ' Pat ' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ subscribed: true });
    const row = await subscriber('buyer@example.com');
    expect(row).toMatchObject({ name: 'Pat', source: 'website', isActive: true });
    expect(row?.unsubscribeToken).toMatch(/^[0-9a-f]{32}$/);
  });

  it('answers 409 conflict with the spec message for an e-mail already subscribed, whatever its case', async () => {
    await subscribe({ email: 'dup@example.com' });
    const res = await subscribe({ email: ' DUP@example.com' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: { code: 'conflict', message: 'This email is already subscribed to our newsletter.' } });
  });

  it('refuses the 11th subscription attempt from one address within 15 minutes with 429', async () => {
    const attempt = (n: number) =>
      t.app.inject({ method: 'POST', url: '/api/newsletter', payload: { email: `burst${n}@example.com` }, remoteAddress: '10.200.0.1' });
    for (let n = 1; n <= 10; n += 1) expect((await attempt(n)).statusCode).toBe(201);
    const refused = await attempt(11);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: { code: 'rate_limited', message: 'Too many subscription attempts. Please try again later.' } });
    expect(await subscriber('burst11@example.com')).toBeUndefined();
  });

  it('answers 400 with fields.email for a bad or missing e-mail', async () => {
    for (const payload of [{ email: 'not-an-email' }, { email: '   ' }, {}, { email: 42 }]) {
      const res = await subscribe(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      const body = res.json() as { error: { code: string; fields?: Record<string, string> } };
      expect(body.error.code).toBe('validation_failed');
      expect(body.error.fields?.email).toBe('Please enter a valid email address.');
    }
  });

  it('never answers 5xx to random or malformed bodies, and always with the error shape', async () => {
    const raw = ['', 'null', '[]', '{', '{"email":', '"x"', '{"email":{"$ne":1}}', '{"email":"a@b.co","name":' + '"x"'.repeat(2) + '}'];
    for (const body of raw) {
      const res = await t.app.inject({ method: 'POST', url: '/api/newsletter', payload: body, headers: { 'content-type': 'application/json' }, remoteAddress: '10.9.9.9' });
      expect(res.statusCode, body).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, body).toBeLessThan(500);
      expect(res.json(), body).toHaveProperty('error.code');
    }
    await fc.assert(
      fc.asyncProperty(fc.jsonValue(), fc.record({ email: fc.oneof(fc.string(), fc.emailAddress(), fc.jsonValue()), name: fc.jsonValue() }, { requiredKeys: [] }), async (value, record) => {
        for (const payload of [value, record]) {
          const res = await subscribe(payload === null ? 'null' : payload);
          expect(res.statusCode).toBeLessThan(500);
          if (res.statusCode >= 400) expect(res.json()).toHaveProperty('error.message');
        }
      }),
      { numRuns: 40 },
    );
  });
});

describe('unsubscribe', () => {
  it('marks the subscriber inactive with the token (GET link and POST alike), and a second use still succeeds', async () => {
    await subscribe({ email: 'leaver@example.com' });
    const token = (await subscriber('leaver@example.com'))?.unsubscribeToken ?? '';
    const res = await t.app.inject({ method: 'GET', url: `/api/newsletter/unsubscribe?token=${token}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ unsubscribed: true });
    expect((await subscriber('leaver@example.com'))?.isActive).toBe(false);
    const again = await t.app.inject({ method: 'POST', url: '/api/newsletter/unsubscribe', payload: { token } });
    expect(again.statusCode).toBe(200);
  });

  it('lets someone who unsubscribed subscribe again', async () => {
    await subscribe({ email: 'back@example.com' });
    const token = (await subscriber('back@example.com'))?.unsubscribeToken ?? '';
    await t.app.inject({ method: 'POST', url: '/api/newsletter/unsubscribe', payload: { token } });
    expect((await subscribe({ email: 'back@example.com' })).statusCode).toBe(201);
    expect((await subscriber('back@example.com'))?.isActive).toBe(true);
  });

  it('answers 404 in the error shape for an unknown token, 400 for a missing one', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/api/newsletter/unsubscribe?token=0123456789abcdef0123456789abcdef' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: { code: 'not_found' } });
    const post = await t.app.inject({ method: 'POST', url: '/api/newsletter/unsubscribe', payload: { token: 'nope' } });
    expect(post.statusCode).toBe(404);
    const missing = await t.app.inject({ method: 'GET', url: '/api/newsletter/unsubscribe' });
    expect(missing.statusCode).toBe(400);
    const malformed = await t.app.inject({ method: 'POST', url: '/api/newsletter/unsubscribe', payload: { token: { $gt: '' } } });
    expect(malformed.statusCode).toBe(400);
  });
});

describe('control characters (RELIABILITY 32)', () => {
  const refused = { code: 'validation_failed', fields: { name: 'This field contains characters that are not allowed.' } };

  it('answers 400 with fields.name to a NUL or line break in the name, and stores nothing', async () => {
    for (const name of ['Pat\u0000', '\u0000', 'Pat\nBcc: x@y.z', 'Pat\u007f']) {
      const email = `ctl.${clientNumber}@example.com`;
      const res = await subscribe({ email, name });
      expect(res.statusCode, JSON.stringify(name)).toBe(400);
      expect(res.json().error).toMatchObject(refused);
      expect(await subscriber(email)).toBeUndefined();
    }
  });

  it('answers 400 with fields.token to a NUL in the unsubscribe token (GET link and POST alike)', async () => {
    const tokenRefused = { code: 'validation_failed', fields: { token: 'This field contains characters that are not allowed.' } };
    const link = await t.app.inject({ method: 'GET', url: '/api/newsletter/unsubscribe?token=abc%00def' });
    expect(link.statusCode).toBe(400);
    expect(link.json().error).toMatchObject(tokenRefused);
    const post = await t.app.inject({ method: 'POST', url: '/api/newsletter/unsubscribe', payload: { token: '0123456789abcdef\u0000' } });
    expect(post.statusCode).toBe(400);
    expect(post.json().error).toMatchObject(tokenRefused);
  });
});

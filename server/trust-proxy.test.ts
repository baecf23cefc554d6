import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from './db/schema';
import { call, uniqueEmail } from './modules/auth/testing';
import { createTestApp, type TestApp } from './testing/test-app';

/** Signs up from `remoteAddress` with `forwardedFor` and returns the address stored on the new session row. */
async function sessionAddress(t: TestApp, remoteAddress: string, forwardedFor: string): Promise<string | null> {
  const res = await call(t.app, 'POST', '/api/auth/sign-up', {
    remoteAddress,
    headers: { 'x-forwarded-for': forwardedFor },
    body: { name: 'Dana Cooper', email: uniqueEmail(), password: 'secret-pass-1' },
  });
  expect(res.statusCode).toBe(201);
  const [row] = await t.database.db.select({ ip: sessions.ipAddress }).from(sessions).where(eq(sessions.userId, res.json().user.id));
  return row?.ip ?? null;
}

/**
 * Wrong sign-ins through the proxy, each for another e-mail, so only the per-address count can answer 429 (one e-mail
 * tried again would also meet the per-account back-off and prove nothing about the address).
 */
async function signInAttempts(t: TestApp, forwardedFor: (i: number) => string, count = 6): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const body = { email: uniqueEmail('nobody'), password: 'wrong-pass' };
    const res = await call(t.app, 'POST', '/api/auth/sign-in', { remoteAddress: '127.0.0.1', body, headers: { 'x-forwarded-for': forwardedFor(i) } });
    statuses.push(res.statusCode);
  }
  return statuses;
}

describe('TRUST_PROXY=1 (one proxy in front of the shop)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seedDemo: false, env: { TRUST_PROXY: '1' } });
  });
  afterAll(async () => t?.close());

  it('takes the client address from the entry our proxy added (the rightmost), not the first', async () => {
    expect(await sessionAddress(t, '127.0.0.1', '1.2.3.4, 5.6.7.8')).toBe('5.6.7.8');
  });

  it('keeps counting sign-ins when a client forges a different first X-Forwarded-For entry each time', async () => {
    expect(await signInAttempts(t, (i) => `192.0.2.${i + 1}, 198.51.100.77`)).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('counts two clients of the proxy apart', async () => {
    expect(await signInAttempts(t, () => '198.51.100.78', 1)).toEqual([401]);
  });
});

describe('TRUST_PROXY as proxy addresses and CIDRs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seedDemo: false, env: { TRUST_PROXY: '10.0.0.0/8,127.0.0.1' } });
  });
  afterAll(async () => t?.close());

  it('believes hops only from the listed proxies', async () => {
    expect(await sessionAddress(t, '127.0.0.1', '1.2.3.4, 10.9.9.9')).toBe('1.2.3.4');
    expect(await sessionAddress(t, '127.0.0.1', '1.2.3.4, 5.6.7.8')).toBe('5.6.7.8');
  });

  it('ignores X-Forwarded-For from a client that is not one of the proxies', async () => {
    expect(await sessionAddress(t, '203.0.113.7', '1.2.3.4')).toBe('203.0.113.7');
  });
});

describe('without TRUST_PROXY', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seedDemo: false });
  });
  afterAll(async () => t?.close());

  it('uses the connection address whatever X-Forwarded-For says', async () => {
    expect(await sessionAddress(t, '127.0.0.1', '1.2.3.4, 5.6.7.8')).toBe('127.0.0.1');
  });
});

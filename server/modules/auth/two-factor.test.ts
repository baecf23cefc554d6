import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { ensureAdminAccount } from './admin-account';
import { call, nextAddress, sessionCookie, signUp, totpCode, uniqueEmail } from './testing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seedDemo: false });
});
afterAll(async () => {
  await t.close();
});

const PASSWORD = 'admin-pass-1';
const INVALID_CODE = { error: { code: 'validation_failed', message: 'This code is not valid. Please try again.', fields: { code: 'This code is not valid. Please try again.' } } };

/** Every cookie a response sets with a value, as one Cookie header. */
function cookiesOf(res: LightMyRequestResponse): string {
  const raw = res.headers['set-cookie'];
  const lines = Array.isArray(raw) ? raw : raw ? [raw] : [];
  return lines
    .map((line) => line.split(';')[0] ?? '')
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
}

/** A code of none of the periods the server accepts (the current one and its neighbours). */
function wrongCode(secret: string): string {
  const valid = new Set([-30_000, 0, 30_000].map((shift) => totpCode(secret, Date.now() + shift)));
  let code = 123456;
  while (valid.has(String(code))) code += 1;
  return String(code);
}

async function newAdmin(app: FastifyInstance, target: TestApp = t) {
  const email = uniqueEmail('admin');
  await ensureAdminAccount(target.database.db, { email, password: PASSWORD, name: 'Ada Admin' });
  const res = await call(app, 'POST', '/api/auth/sign-in', { remoteAddress: nextAddress(), body: { email, password: PASSWORD } });
  expect(res.statusCode).toBe(200);
  return { email, cookie: sessionCookie(res) };
}

/** Enrols a signed-in admin; answers the secret, the backup codes and the session cookie that replaces the old one. */
async function enrol(app: FastifyInstance, cookie: string) {
  const enable = await call(app, 'POST', '/api/admin/two-factor/enable', { cookie, body: { password: PASSWORD } });
  expect(enable.statusCode).toBe(200);
  const { secret, backupCodes, totpUri } = enable.json() as { secret: string; backupCodes: string[]; totpUri: string };
  const code = totpCode(secret);
  const verify = await call(app, 'POST', '/api/admin/two-factor/verify', { cookie, body: { code } });
  expect(verify.statusCode).toBe(200);
  return { secret, backupCodes, totpUri, code, cookie: sessionCookie(verify) || cookie };
}

async function passwordStep(app: FastifyInstance, email: string) {
  const res = await call(app, 'POST', '/api/auth/sign-in', { remoteAddress: nextAddress(), body: { email, password: PASSWORD } });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ twoFactorRequired: true });
  expect(sessionCookie(res)).toBe('');
  return cookiesOf(res);
}

/** The code of the next period, which the server accepts too: a code other than the one enrolment used up. */
const nextCode = (secret: string) => totpCode(secret, Date.now() + 30_000);

const codeStep = (app: FastifyInstance, challenge: string, code: string) =>
  call(app, 'POST', '/api/auth/two-factor/verify', { cookie: challenge, remoteAddress: nextAddress(), body: { code } });

describe('two-factor enrolment (admins)', () => {
  it('gives an otpauth URI for FrigidFlow with its secret as text and 10 backup codes; a first code puts it in force', async () => {
    const { email, cookie } = await newAdmin(t.app);
    expect((await call(t.app, 'GET', '/api/admin/two-factor', { cookie })).json()).toEqual({ enabled: false, required: false });

    const wrongPassword = await call(t.app, 'POST', '/api/admin/two-factor/enable', { cookie, body: { password: 'not-my-password' } });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json().error.fields).toEqual({ password: 'Current password is incorrect.' });

    const enable = await call(t.app, 'POST', '/api/admin/two-factor/enable', { cookie, body: { password: PASSWORD } });
    const { totpUri, secret, backupCodes } = enable.json();
    expect(totpUri).toMatch(/^otpauth:\/\/totp\/FrigidFlow:/);
    expect(new URL(totpUri).searchParams.get('issuer')).toBe('FrigidFlow');
    expect(new URL(totpUri).searchParams.get('secret')).toBe(secret);
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(backupCodes).toHaveLength(10);

    // Not in force before the first code: a sign-in still opens a session at once.
    const before = await call(t.app, 'POST', '/api/auth/sign-in', { remoteAddress: nextAddress(), body: { email, password: PASSWORD } });
    expect(before.json().user.role).toBe('admin');

    const refused = await call(t.app, 'POST', '/api/admin/two-factor/verify', { cookie, body: { code: wrongCode(secret) } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual(INVALID_CODE);
    const confirmed = await call(t.app, 'POST', '/api/admin/two-factor/verify', { cookie, body: { code: totpCode(secret) } });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ enabled: true, required: false });
    const renewed = sessionCookie(confirmed);
    expect((await call(t.app, 'GET', '/api/admin/two-factor', { cookie: renewed })).json()).toEqual({ enabled: true, required: false });
  });

  it('is for admins only', async () => {
    const customer = await signUp(t.app);
    const res = await call(t.app, 'POST', '/api/admin/two-factor/enable', { cookie: customer.cookie, body: { password: customer.password } });
    expect(res.statusCode).toBe(403);
    expect((await call(t.app, 'GET', '/api/admin/two-factor')).statusCode).toBe(401);
  });
});

describe('two-factor sign-in', () => {
  it('asks an enrolled admin for the code after the password, refuses a wrong one, and opens the session with the right one', async () => {
    const { email, cookie } = await newAdmin(t.app);
    const { secret } = await enrol(t.app, cookie);

    const challenge = await passwordStep(t.app, email);
    expect((await call(t.app, 'GET', '/api/auth/session', { cookie: challenge })).json()).toEqual({ user: null });
    expect((await call(t.app, 'GET', '/api/admin/dashboard', { cookie: challenge })).statusCode).toBe(401);

    const wrong = await codeStep(t.app, challenge, wrongCode(secret));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual(INVALID_CODE);
    expect(sessionCookie(wrong)).toBe('');

    const right = await codeStep(t.app, challenge, nextCode(secret));
    expect(right.statusCode).toBe(200);
    expect(right.json()).toEqual({ user: { id: expect.any(String), email, name: 'Ada Admin', role: 'admin' } });
    const session = sessionCookie(right);
    expect((await call(t.app, 'GET', '/api/admin/dashboard', { cookie: session })).statusCode).toBe(200);

    // The challenge is spent with the sign-in.
    expect((await codeStep(t.app, challenge, nextCode(secret))).statusCode).toBe(401);
  });

  it('takes a backup code once, not twice', async () => {
    const { email, cookie } = await newAdmin(t.app);
    const { backupCodes } = await enrol(t.app, cookie);
    const [first = '', second = ''] = backupCodes;

    const used = await codeStep(t.app, await passwordStep(t.app, email), first);
    expect(used.statusCode).toBe(200);
    expect(used.json().user.role).toBe('admin');

    const challenge = await passwordStep(t.app, email);
    const again = await codeStep(t.app, challenge, first);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(INVALID_CODE);
    expect((await codeStep(t.app, challenge, second)).statusCode).toBe(200);
  });

  it('answers the code step without a password step with "sign in again", and a malformed code with the format message', async () => {
    const lonely = await codeStep(t.app, '', '123456');
    expect(lonely.statusCode).toBe(401);
    expect(lonely.json()).toEqual({ error: { code: 'unauthorized', message: 'Your sign-in has expired. Please sign in again.' } });
    const malformed = await codeStep(t.app, '', '12ab');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.fields).toEqual({ code: 'Enter the 6-digit code from your authenticator app or a backup code.' });
  });
});

describe('ADMIN_REQUIRE_2FA=true', () => {
  it('refuses every admin call but enrolment until the admin has enrolled, then lets them through', async () => {
    const strict = await createTestApp({ seedDemo: false, env: { ADMIN_REQUIRE_2FA: 'true' } });
    try {
      const { cookie } = await newAdmin(strict.app, strict);
      const refused = await call(strict.app, 'GET', '/api/admin/dashboard', { cookie });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        error: { code: 'two_factor_required', message: 'Two-factor sign-in is required for administrators. Please set it up first.' },
      });
      expect((await call(strict.app, 'GET', '/api/admin/two-factor', { cookie })).json()).toEqual({ enabled: false, required: true });

      const { cookie: enrolled } = await enrol(strict.app, cookie);
      expect((await call(strict.app, 'GET', '/api/admin/dashboard', { cookie: enrolled })).statusCode).toBe(200);

      const customer = await signUp(strict.app);
      expect((await call(strict.app, 'GET', '/api/admin/dashboard', { cookie: customer.cookie })).json().error.code).toBe('forbidden');
    } finally {
      await strict.close();
    }
  });

  it('is off by default: an admin without two-factor uses the admin API', async () => {
    const { cookie } = await newAdmin(t.app);
    expect((await call(t.app, 'GET', '/api/admin/dashboard', { cookie })).statusCode).toBe(200);
  });
});

/** Several sign-ins and enrolment, each hashing a password: a busy machine needs more than the default 30 s. */
const SLOW = 180_000;

describe('a code proves one sign-in (RELIABILITY 39)', () => {
  it('refuses a TOTP code already accepted, at another challenge, and the code that confirmed enrolment', async () => {
    const { email, cookie } = await newAdmin(t.app);
    const { secret, code: enrolmentCode } = await enrol(t.app, cookie);

    const replayedEnrolment = await codeStep(t.app, await passwordStep(t.app, email), enrolmentCode);
    expect(replayedEnrolment.statusCode).toBe(400);
    expect(replayedEnrolment.json()).toEqual(INVALID_CODE);

    const code = nextCode(secret);
    const first = await codeStep(t.app, await passwordStep(t.app, email), code);
    expect(first.statusCode).toBe(200);
    const challenge = await passwordStep(t.app, email);
    const again = await codeStep(t.app, challenge, code);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(INVALID_CODE);
    expect(sessionCookie(again)).toBe('');
  }, SLOW);

  it('lets one of two simultaneous sign-ins with the same code through', async () => {
    const { email, cookie } = await newAdmin(t.app);
    const { secret } = await enrol(t.app, cookie);
    const [one, two] = [await passwordStep(t.app, email), await passwordStep(t.app, email)];
    const code = nextCode(secret);
    const answers = await Promise.all([codeStep(t.app, one, code), codeStep(t.app, two, code)]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 400]);
    expect(answers.filter((res) => sessionCookie(res) !== '')).toHaveLength(1);
  }, SLOW);

  it('refuses a session opened with the password before enrolment on the admin API until it signs in with the code', async () => {
    const { email, cookie } = await newAdmin(t.app);
    const older = await call(t.app, 'POST', '/api/auth/sign-in', { remoteAddress: nextAddress(), body: { email, password: PASSWORD } });
    const olderSession = sessionCookie(older);
    expect((await call(t.app, 'GET', '/api/admin/dashboard', { cookie: olderSession })).statusCode).toBe(200);

    const { secret, cookie: enrolled } = await enrol(t.app, cookie);
    expect((await call(t.app, 'GET', '/api/admin/dashboard', { cookie: enrolled })).statusCode).toBe(200);
    for (const url of ['/api/admin/dashboard', '/api/admin/two-factor']) {
      const refused = await call(t.app, 'GET', url, { cookie: olderSession });
      expect(refused.statusCode, url).toBe(401);
      expect(refused.json()).toEqual({ error: { code: 'unauthorized', message: 'Your sign-in has expired. Please sign in again.' } });
    }
    const disable = await call(t.app, 'POST', '/api/admin/two-factor/disable', { cookie: olderSession, body: { password: PASSWORD } });
    expect(disable.statusCode).toBe(401);
    expect((await call(t.app, 'GET', '/api/admin/two-factor', { cookie: enrolled })).json()).toEqual({ enabled: true, required: false });

    const signedInAgain = await codeStep(t.app, await passwordStep(t.app, email), nextCode(secret));
    expect((await call(t.app, 'GET', '/api/admin/dashboard', { cookie: sessionCookie(signedInAgain) })).statusCode).toBe(200);
  }, SLOW);

  it('tells the browser that a session opened before enrolment must pass the code step (GET /api/auth/session)', async () => {
    const { email, cookie } = await newAdmin(t.app);
    const older = sessionCookie(await call(t.app, 'POST', '/api/auth/sign-in', { remoteAddress: nextAddress(), body: { email, password: PASSWORD } }));
    const user = { id: expect.any(String), email, name: 'Ada Admin', role: 'admin' };
    expect((await call(t.app, 'GET', '/api/auth/session', { cookie: older })).json()).toEqual({ user });

    const { secret, cookie: enrolled } = await enrol(t.app, cookie);
    expect((await call(t.app, 'GET', '/api/auth/session', { cookie: older })).json()).toEqual({ user, secondFactorRequired: true });
    expect((await call(t.app, 'GET', '/api/auth/session', { cookie: enrolled })).json()).toEqual({ user });

    const again = sessionCookie(await codeStep(t.app, await passwordStep(t.app, email), nextCode(secret)));
    expect((await call(t.app, 'GET', '/api/auth/session', { cookie: again })).json()).toEqual({ user });
    // A customer's session never carries the flag.
    const customer = await signUp(t.app);
    expect((await call(t.app, 'GET', '/api/auth/session', { cookie: customer.cookie })).json()).not.toHaveProperty('secondFactorRequired');
  }, SLOW);

  it('counts wrong codes per account across addresses and challenges: the 6th attempt waits, with Retry-After, even with the right code', async () => {
    const { email, cookie } = await newAdmin(t.app);
    const { secret } = await enrol(t.app, cookie);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      // A fresh challenge every other attempt, each attempt from its own address.
      const challenge = await passwordStep(t.app, email);
      statuses.push((await codeStep(t.app, challenge, wrongCode(secret))).statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400]);

    const challenge = await passwordStep(t.app, email);
    const throttled = await codeStep(t.app, challenge, nextCode(secret));
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json()).toEqual({ error: { code: 'rate_limited', message: 'Too many verification code attempts. Please wait 1 minute before trying again.' } });
    const retryAfter = Number(throttled.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(sessionCookie(throttled)).toBe('');

    // Once the wait is over (moved into the past here), the right code signs in.
    await t.database.db.execute(sql`UPDATE auth_throttles SET locked_until = now() - interval '1 second' WHERE locked_until IS NOT NULL`);
    const right = await codeStep(t.app, challenge, nextCode(secret));
    expect(right.statusCode).toBe(200);
  }, SLOW);
});

import fs from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { emailOutbox, profiles, users, verifications } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { signInNewAdmin } from '../audit/testing';
import { ensureAdminAccount } from './admin-account';
import { call, nextAddress, sessionCookie, signIn, signUp, uniqueEmail } from './testing';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seedDemo: false });
});
afterAll(async () => {
  await t.close();
});

const session = (cookie: string) => call(t.app, 'GET', '/api/auth/session', { cookie });

function expectErrorShape(body: unknown) {
  expect(body).toMatchObject({ error: { code: expect.any(String), message: expect.any(String) } });
}

describe('sign-up', () => {
  it('creates a customer, signs them in and keeps the sign-up details on the profile', async () => {
    const email = uniqueEmail();
    const res = await call(t.app, 'POST', '/api/auth/sign-up', {
      remoteAddress: nextAddress(),
      body: { name: "Mary-Jo O'Neil Smith", email: `  ${email.toUpperCase()} `, password: 'abcdef', company: 'Cool Air LLC', certificationKind: 'epa_608_universal', epaLicense: 'EPA-608-12345' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ user: { id: expect.any(String), email, name: "Mary-Jo O'Neil Smith", role: 'user' } });
    const cookie = res.headers['set-cookie'];
    const line = (Array.isArray(cookie) ? cookie : [cookie]).find((c) => c?.startsWith('better-auth.session_token='));
    expect(line).toMatch(/HttpOnly/i);
    expect(line).toMatch(/SameSite=Lax/i);
    expect(line).not.toMatch(/Secure/); // PUBLIC_URL is http here

    const me = await session(sessionCookie(res));
    expect(me.json()).toEqual({ user: { id: res.json().user.id, email, name: "Mary-Jo O'Neil Smith", role: 'user' } });

    const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.userId, res.json().user.id));
    expect(profile).toMatchObject({ firstName: 'Mary-Jo', lastName: "O'Neil Smith", company: 'Cool Air LLC', epaLicense: 'EPA-608-12345', phone: null });
  });

  it('refuses an e-mail already registered, in any case', async () => {
    const { email } = await signUp(t.app);
    const res = await call(t.app, 'POST', '/api/auth/sign-up', { remoteAddress: nextAddress(), body: { name: 'Other Person', email: email.toUpperCase(), password: 'abcdefgh' } });
    expect(res.statusCode).toBe(409);
    const message = 'This email is already registered. Please sign in instead.';
    expect(res.json()).toEqual({ error: { code: 'conflict', message, fields: { email: message } } });
  });

  it('answers 10 simultaneous sign-ups with one e-mail with one 201 and nine 409 "already registered"', async () => {
    const email = uniqueEmail('race');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => call(t.app, 'POST', '/api/auth/sign-up', { remoteAddress: nextAddress(), body: { name: 'Race Person', email, password: 'abcdefgh' } })),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
    const message = 'This email is already registered. Please sign in instead.';
    for (const res of answers.filter((r) => r.statusCode === 409)) {
      expect(res.json()).toEqual({ error: { code: 'conflict', message, fields: { email: message } } });
    }
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
  });

  it('answers the spec messages for a bad e-mail and a short password', async () => {
    const res = await call(t.app, 'POST', '/api/auth/sign-up', { remoteAddress: nextAddress(), body: { name: 'Ann Lee', email: 'not-an-email', password: '12345' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'validation_failed',
      fields: { email: 'Please enter a valid email address.', password: 'Password must be at least 6 characters long.' },
    });
  });

  it('checks the name (2 to 100 letters, spaces, hyphens, apostrophes), the company and the password length', async () => {
    const bad = [
      { name: 'A' },
      { name: 'Robert; DROP TABLE' },
      { name: 'x'.repeat(101) },
      { company: 'c'.repeat(201) },
      { password: 'p'.repeat(129) },
    ];
    for (const fields of bad) {
      const res = await call(t.app, 'POST', '/api/auth/sign-up', { remoteAddress: nextAddress(), body: { name: 'Ann Lee', email: uniqueEmail(), password: 'abcdef', ...fields } });
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(res.json().error.code).toBe('validation_failed');
    }
  });

  it('never makes an admin: role and any other unknown field are refused (mass assignment)', async () => {
    const email = uniqueEmail();
    for (const extra of [{ role: 'admin' }, { isAdmin: true }, { emailVerified: true }]) {
      const res = await call(t.app, 'POST', '/api/auth/sign-up', { remoteAddress: nextAddress(), body: { name: 'Eve Hacker', email, password: 'abcdef', ...extra } });
      expect(res.statusCode).toBe(400);
    }
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });
});

describe('sign-in and sessions', () => {
  it('gives a new session id at every sign-in, with lower-cased trimmed e-mail', async () => {
    const { email, password, cookie: first } = await signUp(t.app);
    const second = await signIn(t.app, ` ${email.toUpperCase()} `, password);
    const third = await signIn(t.app, email, password);
    expect(new Set([first, second, third]).size).toBe(3);
    expect((await session(third)).json().user.email).toBe(email);
  });

  it('answers an unknown e-mail and a wrong password exactly alike', async () => {
    const { email } = await signUp(t.app);
    const unknown = await call(t.app, 'POST', '/api/auth/sign-in', { remoteAddress: nextAddress(), body: { email: uniqueEmail('nobody'), password: 'whatever1' } });
    const wrong = await call(t.app, 'POST', '/api/auth/sign-in', { remoteAddress: nextAddress(), body: { email, password: 'whatever1' } });
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.body).toBe(wrong.body);
    expect(wrong.json()).toEqual({ error: { code: 'unauthorized', message: 'Login failed. Please check your credentials.' } });
    expect(sessionCookie(wrong)).toBe('');
  });

  it('signs out on the server: the old cookie is refused afterwards', async () => {
    const { cookie } = await signUp(t.app);
    expect((await session(cookie)).json().user).not.toBeNull();
    const out = await call(t.app, 'POST', '/api/auth/sign-out', { cookie });
    expect(out.statusCode).toBe(204);
    expect(String(out.headers['set-cookie'])).toMatch(/better-auth\.session_token=;/);
    expect((await session(cookie)).json()).toEqual({ user: null });
    expect((await call(t.app, 'GET', '/api/account', { cookie })).statusCode).toBe(401);
  });

  it('answers sign-out without a session with 204 too', async () => {
    expect((await call(t.app, 'POST', '/api/auth/sign-out')).statusCode).toBe(204);
  });

  it('reports no user for anonymous and forged cookies', async () => {
    expect((await session('')).json()).toEqual({ user: null });
    expect((await session('better-auth.session_token=forged.value')).json()).toEqual({ user: null });
  });

  it('keeps the auth secret in DATA_DIR/auth-secret, readable by the owner only', () => {
    const file = path.join(t.config.dataDir, 'auth-secret');
    expect(fs.readFileSync(file, 'utf8').trim()).toMatch(/^[0-9a-f]{64}$/);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
  });
});

describe('rate limits (5 per 15 minutes per action and client address)', () => {
  it('lets 5 sign-ins through and answers the 6th with 429, the minutes and Retry-After; a forged X-Forwarded-For does not reset it', async () => {
    const remoteAddress = nextAddress();
    const body = { email: uniqueEmail('nobody'), password: 'wrong-pass' };
    for (let i = 0; i < 5; i += 1) {
      const res = await call(t.app, 'POST', '/api/auth/sign-in', { remoteAddress, body, headers: { 'x-forwarded-for': `203.0.113.${i}` } });
      expect(res.statusCode).toBe(401);
    }
    const sixth = await call(t.app, 'POST', '/api/auth/sign-in', { remoteAddress, body });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual({ error: { code: 'rate_limited', message: 'Too many login attempts. Please wait 15 minutes before trying again.' } });
    const retryAfter = Number(sixth.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);

    const forged = await call(t.app, 'POST', '/api/auth/sign-in', { remoteAddress, body, headers: { 'x-forwarded-for': '198.51.100.7' } });
    expect(forged.statusCode).toBe(429);
    // The sign-up count is a separate action key.
    const signUpRes = await call(t.app, 'POST', '/api/auth/sign-up', { remoteAddress, body: { name: 'Ann Lee', email: uniqueEmail(), password: 'abcdef' } });
    expect(signUpRes.statusCode).toBe(201);
    // Another client is not affected (for another e-mail: this one's own limit is spent, see per-account below).
    const other = await call(t.app, 'POST', '/api/auth/sign-in', { remoteAddress: nextAddress(), body: { ...body, email: uniqueEmail('nobody') } });
    expect(other.statusCode).toBe(401);
  });

  it('limits sign-up the same way with the registration message', async () => {
    const remoteAddress = nextAddress();
    for (let i = 0; i < 5; i += 1) {
      const res = await call(t.app, 'POST', '/api/auth/sign-up', { remoteAddress, body: { name: 'Ann Lee', email: uniqueEmail(), password: 'abcdef' } });
      expect(res.statusCode).toBe(201);
    }
    const sixth = await call(t.app, 'POST', '/api/auth/sign-up', { remoteAddress, body: { name: 'Ann Lee', email: uniqueEmail(), password: 'abcdef' } });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().error).toEqual({ code: 'rate_limited', message: 'Too many registration attempts. Please wait 15 minutes before trying again.' });
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('keys on X-Forwarded-For only behind a trusted proxy (TRUST_PROXY=true)', async () => {
    const proxied = await createTestApp({ seedDemo: false, env: { TRUST_PROXY: 'true' } });
    try {
      const body = { email: uniqueEmail('nobody'), password: 'wrong-pass' };
      for (let i = 0; i < 6; i += 1) {
        const res = await call(proxied.app, 'POST', '/api/auth/sign-in', { remoteAddress: '127.0.0.1', body, headers: { 'x-forwarded-for': '198.51.100.1' } });
        expect(res.statusCode).toBe(i < 5 ? 401 : 429);
      }
      const otherClient = await call(proxied.app, 'POST', '/api/auth/sign-in', {
        remoteAddress: '127.0.0.1',
        body: { ...body, email: uniqueEmail('nobody') },
        headers: { 'x-forwarded-for': '198.51.100.2' },
      });
      expect(otherClient.statusCode).toBe(401);
    } finally {
      await proxied.close();
    }
  });
});

/** Many sign-ins, each hashing a password: a busy machine needs more than the default 30 s. */
const SLOW = 180_000;

describe('per-account sign-in limit with back-off (RELIABILITY 23, ADR 030)', () => {
  let proxied: TestApp;
  beforeAll(async () => {
    proxied = await createTestApp({ seedDemo: false, env: { TRUST_PROXY: 'true' } });
  });
  afterAll(async () => {
    await proxied.close();
  });

  let client = 0;
  /** A sign-in from its own client address each time (X-Forwarded-For behind the trusted proxy). */
  const attempt = (email: string, password: string) => {
    client += 1;
    return call(proxied.app, 'POST', '/api/auth/sign-in', { remoteAddress: '127.0.0.1', body: { email, password }, headers: { 'x-forwarded-for': `198.51.${client >> 8}.${client & 255}` } });
  };
  /** The back-off's wait ends now (the clock moved on). */
  const waitOver = () => proxied.database.db.execute(sql`UPDATE auth_throttles SET locked_until = now() - interval '1 second' WHERE locked_until IS NOT NULL`);
  const retryAfterOf = (res: LightMyRequestResponse) => Number(res.headers['retry-after']);

  it('answers the 6th of 7 wrong passwords from 7 addresses with 429 and Retry-After; the wait doubles; the right password works after it', async () => {
    const { email, password } = await signUp(proxied.app);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await attempt(email, 'wrong-pass-1')).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);

    const sixth = await attempt(email, 'wrong-pass-1');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual({ error: { code: 'rate_limited', message: 'Too many login attempts. Please wait 1 minute before trying again.' } });
    expect(retryAfterOf(sixth)).toBeGreaterThan(0);
    expect(retryAfterOf(sixth)).toBeLessThanOrEqual(60);
    // The right password does not get through a running wait either.
    const seventh = await attempt(email, password);
    expect(seventh.statusCode).toBe(429);
    expect(sessionCookie(seventh)).toBe('');

    await waitOver();
    expect((await attempt(email, 'wrong-pass-1')).statusCode).toBe(401);
    const longer = await attempt(email, 'wrong-pass-1');
    expect(longer.statusCode).toBe(429);
    expect(retryAfterOf(longer)).toBeGreaterThan(60);
    expect(retryAfterOf(longer)).toBeLessThanOrEqual(120);
    expect(longer.json().error.message).toBe('Too many login attempts. Please wait 2 minutes before trying again.');

    await waitOver();
    const right = await attempt(email, password);
    expect(right.statusCode).toBe(200);
    expect(sessionCookie(right)).not.toBe('');
    // A success starts the count again.
    for (let i = 0; i < 5; i += 1) expect((await attempt(email, 'wrong-pass-1')).statusCode).toBe(401);
  }, SLOW);

  it('limits an unknown e-mail exactly as a real one: same answers, the same one-minute Retry-After', async () => {
    const { email } = await signUp(proxied.app);
    const ghost = uniqueEmail('ghost');
    const real: LightMyRequestResponse[] = [];
    const unknown: LightMyRequestResponse[] = [];
    for (let i = 0; i < 6; i += 1) {
      real.push(await attempt(email, 'wrong-pass-1'));
      unknown.push(await attempt(ghost, 'wrong-pass-1'));
    }
    expect(real.map((res) => res.statusCode)).toEqual([401, 401, 401, 401, 401, 429]);
    expect(unknown.map((res) => res.statusCode)).toEqual(real.map((res) => res.statusCode));
    expect(unknown.map((res) => res.body)).toEqual(real.map((res) => res.body));
    for (const last of [real[5], unknown[5]]) {
      expect(retryAfterOf(last as LightMyRequestResponse)).toBeGreaterThan(0);
      expect(retryAfterOf(last as LightMyRequestResponse)).toBeLessThanOrEqual(60);
    }
  }, SLOW);

  it('keeps the e-mail only as a hash, and a password reset ends the wait at once', async () => {
    const { email } = await signUp(proxied.app);
    for (let i = 0; i < 5; i += 1) await attempt(email, 'wrong-pass-1');
    expect((await attempt(email, 'wrong-pass-1')).statusCode).toBe(429);
    const rows = await proxied.database.db.execute(sql`SELECT key FROM auth_throttles`);
    expect(JSON.stringify(rows)).not.toContain(email);

    await call(proxied.app, 'POST', '/api/auth/forgot-password', { remoteAddress: nextAddress(), body: { email } });
    const [mail] = await proxied.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
    const token = /token=([\w-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
    expect((await call(proxied.app, 'POST', '/api/auth/reset-password', { body: { token, password: 'after-reset-pass' } })).statusCode).toBe(200);
    expect((await attempt(email, 'after-reset-pass')).statusCode).toBe(200);
  }, SLOW);
});

describe('password reset', () => {
  /** The tokens of every reset e-mail queued for the address, as the links in them carry them. */
  async function resetTokensFor(email: string): Promise<string[]> {
    const mails = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
    return mails.map((mail) => {
      const match = /\/reset-password\?token=([\w-]+)/.exec(mail.text ?? '');
      if (!match?.[1]) throw new Error('no reset link in the e-mail');
      expect(mail.html).toContain(`http://localhost:3000/reset-password?token=${match[1]}`);
      return match[1];
    });
  }

  async function resetTokenFor(email: string): Promise<string> {
    const [token, ...more] = await resetTokensFor(email);
    if (!token) throw new Error('no reset link in the outbox');
    expect(more).toEqual([]);
    return token;
  }

  /** Asks for a reset and answers the token of the new e-mail (one more than before). */
  async function requestResetToken(email: string): Promise<string> {
    const before = await resetTokensFor(email);
    await call(t.app, 'POST', '/api/auth/forgot-password', { remoteAddress: nextAddress(), body: { email } });
    const added = (await resetTokensFor(email)).filter((token) => !before.includes(token));
    expect(added).toHaveLength(1);
    return added[0] ?? '';
  }

  const invalidLink = { error: { code: 'validation_failed', message: 'This reset link is invalid or has expired.', fields: { token: 'This reset link is invalid or has expired.' } } };

  it('keeps only a hash of the token: no row holds the token of the e-mail, and the link still works', async () => {
    const { email, user } = await signUp(t.app);
    const token = await requestResetToken(email);
    const rows = await t.database.db.select().from(verifications);
    expect(rows.filter((row) => row.value === user.id)).toHaveLength(1);
    for (const row of rows) {
      expect(row.identifier).not.toContain(token);
      expect(row.value).not.toContain(token);
    }
    const reset = await call(t.app, 'POST', '/api/auth/reset-password', { body: { token, password: 'hashed-link-pass' } });
    expect(reset.statusCode).toBe(200);
  });

  it('a new link makes the earlier one answer "invalid or expired"; the new one works', async () => {
    const { email } = await signUp(t.app);
    const first = await requestResetToken(email);
    const second = await requestResetToken(email);
    const old = await call(t.app, 'POST', '/api/auth/reset-password', { body: { token: first, password: 'first-link-pass' } });
    expect(old.statusCode).toBe(400);
    expect(old.json()).toEqual(invalidLink);
    const fresh = await call(t.app, 'POST', '/api/auth/reset-password', { body: { token: second, password: 'second-link-pass' } });
    expect(fresh.statusCode).toBe(200);
    await signIn(t.app, email, 'second-link-pass');
  });

  it('a completed reset leaves no other link of the account working', async () => {
    const { email, password } = await signUp(t.app);
    const first = await requestResetToken(email);
    const second = await requestResetToken(email);
    expect((await call(t.app, 'POST', '/api/auth/reset-password', { body: { token: second, password: 'after-reset-pass' } })).statusCode).toBe(200);
    const replay = await call(t.app, 'POST', '/api/auth/reset-password', { body: { token: first, password: 'attacker-pass-1' } });
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual(invalidLink);
    await signIn(t.app, email, 'after-reset-pass');
    expect((await call(t.app, 'POST', '/api/auth/sign-in', { remoteAddress: nextAddress(), body: { email, password } })).statusCode).toBe(401);
  });

  it('refuses a link asked for before the password was changed in the account', async () => {
    const { email, password, cookie } = await signUp(t.app);
    const token = await requestResetToken(email);
    const changed = await call(t.app, 'POST', '/api/account/password', { cookie, body: { currentPassword: password, newPassword: 'changed-in-account-1' } });
    expect(changed.statusCode).toBe(200);
    const late = await call(t.app, 'POST', '/api/auth/reset-password', { body: { token, password: 'attacker-pass-1' } });
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual(invalidLink);
    await signIn(t.app, email, 'changed-in-account-1');
  });

  it('refuses a link asked for before create-admin (or ADMIN_PASSWORD) set a new password', async () => {
    const { email } = await signUp(t.app);
    const token = await requestResetToken(email);
    await ensureAdminAccount(t.database.db, { email, password: 'set-by-operator-1' });
    const late = await call(t.app, 'POST', '/api/auth/reset-password', { body: { token, password: 'attacker-pass-1' } });
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual(invalidLink);
    await signIn(t.app, email, 'set-by-operator-1');
  });

  it('answers 202 for any address and queues a mail only for a real account', async () => {
    const before = await t.database.db.select().from(emailOutbox);
    const unknown = await call(t.app, 'POST', '/api/auth/forgot-password', { remoteAddress: nextAddress(), body: { email: uniqueEmail('ghost') } });
    expect(unknown.statusCode).toBe(202);
    expect(unknown.json()).toEqual({ ok: true });
    expect(await t.database.db.select().from(emailOutbox)).toHaveLength(before.length);

    const { email } = await signUp(t.app);
    const real = await call(t.app, 'POST', '/api/auth/forgot-password', { remoteAddress: nextAddress(), body: { email: email.toUpperCase() } });
    expect(real.statusCode).toBe(202);
    expect(real.body).toBe(unknown.body);
    const [mail] = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
    expect(mail).toMatchObject({ subject: 'Reset your FrigidFlow password', status: 'pending' });
  });

  it('keeps the language an account signed up in, writes its reset e-mail in it, and in the one chosen since', async () => {
    const email = uniqueEmail('lang');
    const signUpInFrench = await call(t.app, 'POST', '/api/auth/sign-up', {
      remoteAddress: nextAddress(),
      headers: { 'accept-language': 'en-US' },
      cookie: 'frigidflow_lang=fr',
      body: { name: 'Camille Roy', email, password: 'secret-pass-1' },
    });
    expect(signUpInFrench.statusCode).toBe(201);
    const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.userId, signUpInFrench.json().user.id));
    expect(profile?.preferredLanguage).toBe('fr');

    // The reset is asked from a browser in English: the e-mail follows the account, which its owner set to French.
    await call(t.app, 'POST', '/api/auth/forgot-password', { remoteAddress: nextAddress(), headers: { 'accept-language': 'en' }, body: { email } });
    const [french] = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
    expect(french).toMatchObject({ subject: 'Réinitialisez votre mot de passe FrigidFlow' });
    expect(french?.text).toContain('Bonjour Camille Roy,');
    expect(french?.html).toContain('<html lang="fr">');

    await call(t.app, 'PUT', '/api/account/language', { cookie: sessionCookie(signUpInFrench), body: { language: 'es' } });
    await t.database.db.delete(emailOutbox).where(eq(emailOutbox.toAddress, email));
    await call(t.app, 'POST', '/api/auth/forgot-password', { remoteAddress: nextAddress(), body: { email } });
    const [spanish] = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
    expect(spanish?.subject).toBe('Restablezca su contraseña de FrigidFlow');

    const plain = await signUp(t.app);
    const [english] = await t.database.db.select().from(profiles).where(eq(profiles.userId, plain.user.id));
    expect(english?.preferredLanguage).toBe('en');
  });

  it('sets the new password once, ends every session, and refuses the used link', async () => {
    const { email, password, cookie } = await signUp(t.app);
    const other = await signIn(t.app, email, password);
    await call(t.app, 'POST', '/api/auth/forgot-password', { remoteAddress: nextAddress(), body: { email } });
    const token = await resetTokenFor(email);

    const reset = await call(t.app, 'POST', '/api/auth/reset-password', { body: { token, password: 'brand-new-pass' } });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ ok: true });
    expect((await session(cookie)).json().user).toBeNull();
    expect((await session(other)).json().user).toBeNull();
    await signIn(t.app, email, 'brand-new-pass');
    const old = await call(t.app, 'POST', '/api/auth/sign-in', { remoteAddress: nextAddress(), body: { email, password } });
    expect(old.statusCode).toBe(401);

    const again = await call(t.app, 'POST', '/api/auth/reset-password', { body: { token, password: 'another-pass' } });
    const message = 'This reset link is invalid or has expired.';
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ error: { code: 'validation_failed', message, fields: { token: message } } });
  });

  it('refuses an unknown or expired token', async () => {
    const unknown = await call(t.app, 'POST', '/api/auth/reset-password', { body: { token: 'not-a-real-token', password: 'abcdefg' } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields).toEqual({ token: 'This reset link is invalid or has expired.' });

    const { email, user } = await signUp(t.app);
    await call(t.app, 'POST', '/api/auth/forgot-password', { remoteAddress: nextAddress(), body: { email } });
    const token = await resetTokenFor(email);
    const [row] = await t.database.db.select().from(verifications).where(eq(verifications.value, user.id));
    expect(row?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 59 * 60_000);
    expect(row?.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + 60 * 60_000);
    await t.database.db.update(verifications).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(verifications.value, user.id));
    const expired = await call(t.app, 'POST', '/api/auth/reset-password', { body: { token, password: 'abcdefg' } });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error.fields.token).toBe('This reset link is invalid or has expired.');
  });

  it('checks the new password length with the spec message', async () => {
    const res = await call(t.app, 'POST', '/api/auth/reset-password', { body: { token: 'x', password: '123' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.password).toBe('Password must be at least 6 characters long.');
  });
});

describe('CSRF (RELIABILITY 24)', () => {
  it('refuses a cross-site state-changing request carrying the session cookie', async () => {
    const { cookie } = await signUp(t.app);
    const evil = await call(t.app, 'PATCH', '/api/account/profile', { cookie, body: { phone: '555' }, headers: { origin: 'https://evil.example' } });
    expect(evil.statusCode).toBe(403);
    expect(evil.json().error.code).toBe('forbidden');
    const out = await call(t.app, 'POST', '/api/auth/sign-out', { cookie, headers: { origin: 'https://evil.example' } });
    expect(out.statusCode).toBe(403);
    expect((await session(cookie)).json().user).not.toBeNull();
  });

  it('refuses one with neither Origin nor Referer, and falls back to a trusted Referer', async () => {
    const { cookie } = await signUp(t.app);
    const bare = await t.app.inject({ method: 'PATCH', url: '/api/account/profile', headers: { cookie }, payload: { phone: '555' } });
    expect(bare.statusCode).toBe(403);
    const nullOrigin = await t.app.inject({ method: 'PATCH', url: '/api/account/profile', headers: { cookie, origin: 'null' }, payload: { phone: '555' } });
    expect(nullOrigin.statusCode).toBe(403);
    const referer = await t.app.inject({ method: 'PATCH', url: '/api/account/profile', headers: { cookie, referer: 'http://localhost:3000/account' }, payload: { phone: '555' } });
    expect(referer.statusCode).toBe(200);
    // The Vite dev page is trusted only under `npm run dev` (DEV_SERVER; server/plugins/csrf.test.ts).
    const dev = await call(t.app, 'PATCH', '/api/account/profile', { cookie, body: { phone: '556' }, headers: { origin: 'http://localhost:5173' } });
    expect(dev.statusCode).toBe(403);
  });

  it('leaves reads alone', async () => {
    const { cookie } = await signUp(t.app);
    const res = await t.app.inject({ method: 'GET', url: '/api/account', headers: { cookie, origin: 'https://evil.example' } });
    expect(res.statusCode).toBe(200);
  });
});

describe('malformed input (RELIABILITY 29)', () => {
  const endpoints = ['/api/auth/sign-up', '/api/auth/sign-in', '/api/auth/forgot-password', '/api/auth/reset-password', '/api/auth/sign-out'];
  const bodies: unknown[] = [
    null, 0, 'text', [], {}, { email: null }, { email: 123, password: {} }, { email: ['a@b.co'], password: ['x'] },
    { name: { $gt: '' }, email: 'a@b.co', password: 'abcdef' }, { token: 5, password: null }, { email: 'a@b.co', password: 'x'.repeat(100_000) },
    { __proto__: { role: 'admin' }, email: 'a@b.co' }, { token: 'a\u0000b', password: 'abcdef' }, { email: 'a\u0000@b.co', password: 'ab\u0000cdef' },
    { name: 'Ann\u0000 Lee', email: 'ann@b.co', password: 'abcdef', company: 'x\u0000' }, { constructor: { prototype: { role: 'admin' } } },
  ];

  it('never answers 5xx and always answers the error shape', async () => {
    for (const url of endpoints) {
      for (const body of bodies) {
        const res = await call(t.app, 'POST', url, { body: JSON.stringify(body), remoteAddress: nextAddress(), headers: { 'content-type': 'application/json' } });
        expect(res.statusCode, `${url} ${JSON.stringify(body)}`).toBeLessThan(500);
        if (res.statusCode >= 400) expectErrorShape(res.json());
      }
      const broken = await call(t.app, 'POST', url, { body: '{"email": ', remoteAddress: nextAddress(), headers: { 'content-type': 'application/json' } });
      expect(broken.statusCode, url).toBe(400);
      expectErrorShape(broken.json());
    }
  });
});

describe('OpenAPI', () => {
  it('describes the auth, account and admin routes', async () => {
    // The admin API is described to admins only (server/plugins/openapi.test.ts).
    const { cookie } = await signInNewAdmin(t.app, t.database.db);
    const spec = (await t.app.inject({ url: '/api/docs/json', headers: { cookie } })).json();
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining(['/api/auth/sign-up', '/api/auth/sign-in', '/api/auth/session', '/api/account', '/api/account/profile', '/api/admin/dashboard']),
    );
  });
});

describe('logs', () => {
  it('never contain passwords, reset tokens or session cookies', async () => {
    const lines: string[] = [];
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const config = { ...t.config, LOG_LEVEL: 'trace' as const };
    const app = await buildApp({ config, database: t.database, logger: true, logStream, webRoot: path.join(t.config.dataDir, 'no-web') });
    try {
      const email = uniqueEmail();
      const password = 'Log-Secret-Pass-1';
      const up = await call(app, 'POST', '/api/auth/sign-up', { remoteAddress: nextAddress(), body: { name: 'Log Person', email, password } });
      const cookie = sessionCookie(up);
      await call(app, 'POST', '/api/account/password', { cookie, body: { currentPassword: 'wrong-one-1', newPassword: 'Other-Secret-2' } });
      await call(app, 'POST', '/api/auth/forgot-password', { remoteAddress: nextAddress(), body: { email } });
      const [mail] = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
      const token = /token=([\w-]+)/.exec(mail?.text ?? '')?.[1];
      if (!token) throw new Error('no reset e-mail arrived');
      expect((await call(app, 'POST', '/api/auth/reset-password', { body: { token, password: 'Reset-Secret-3' } })).statusCode).toBe(200);
      await call(app, 'GET', `/api/auth/session?token=${token}`, { cookie });
      const log = lines.join('');
      expect(log.length).toBeGreaterThan(0);
      for (const secret of [password, 'Other-Secret-2', 'Reset-Secret-3', token, cookie.split('=')[1] ?? 'x']) {
        expect(log).not.toContain(secret);
      }
    } finally {
      await app.close();
    }
  });
});

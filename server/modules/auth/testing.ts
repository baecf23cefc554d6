import { createHmac } from 'node:crypto';
import type { FastifyInstance as App, InjectOptions, LightMyRequestResponse } from 'fastify';

/** Test helpers for the auth and account API (imported by *.test.ts only). */
export const ORIGIN = 'http://localhost:3000';

let addressCounter = 0;
/** A fresh client address, so one test's attempts never count against another's rate limit. */
export function nextAddress(): string {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

/** "name=value" of the session cookie set by a response ('' when none). */
export function sessionCookie(res: LightMyRequestResponse): string {
  const raw = res.headers['set-cookie'];
  const lines = Array.isArray(raw) ? raw : raw ? [raw] : [];
  const line = lines.find((l) => /^(?:__Secure-)?better-auth\.session_token=[^;]+/.test(l));
  return line?.split(';')[0] ?? '';
}

export interface CallOptions {
  cookie?: string;
  body?: unknown;
  remoteAddress?: string;
  headers?: Record<string, string>;
}

export function call(app: App, method: InjectOptions['method'], url: string, { cookie, body, remoteAddress, headers = {} }: CallOptions = {}) {
  return app.inject({
    method,
    url,
    remoteAddress: remoteAddress ?? '127.0.0.1',
    headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}), ...headers },
    ...(body !== undefined ? { payload: body as InjectOptions['payload'] } : {}),
  });
}

let emailCounter = 0;
export function uniqueEmail(prefix = 'buyer'): string {
  emailCounter += 1;
  return `${prefix}.${Date.now().toString(36)}.${emailCounter}@example.com`;
}

/** Signs up a customer from its own address and returns its session cookie. */
export async function signUp(app: App, fields: { name?: string; email?: string; password?: string; company?: string; certificationKind?: string; epaLicense?: string } = {}) {
  const body = { name: 'Dana Cooper', email: uniqueEmail(), password: 'secret-pass-1', ...fields };
  const res = await call(app, 'POST', '/api/auth/sign-up', { body, remoteAddress: nextAddress() });
  if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  return { cookie: sessionCookie(res), email: body.email.trim().toLowerCase(), password: body.password, user: res.json().user as { id: string } };
}

export async function signIn(app: App, email: string, password: string) {
  const res = await call(app, 'POST', '/api/auth/sign-in', { body: { email, password }, remoteAddress: nextAddress() });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  return sessionCookie(res);
}

/** RFC 6238 TOTP (SHA-1, 6 digits, 30 s) of a base32 secret, as an authenticator app computes it. */
export function totpCode(base32Secret: string, at = Date.now()): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of base32Secret.replace(/=+$/, '').toUpperCase()) bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  const key = Buffer.from((bits.match(/.{8}/g) ?? []).map((byte) => parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const digest = createHmac('sha1', key).update(counter).digest();
  const offset = (digest.at(-1) ?? 0) & 15;
  return String((digest.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

import net from 'node:net';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextAddress, sessionCookie, signUp } from '../modules/auth/testing';
import { createTestApp, type TestApp } from '../testing/test-app';

const REFUSED = { code: 'forbidden', message: 'This request did not come from the shop and was refused.' };
const PROFILE = { firstName: 'Dana', lastName: 'Cooper', phone: '555-0100', company: 'Cool Air LLC', epaLicense: 'EPA-608-1' };

/** A request as a browser at `page` sends it to the shop at `host`, without the test helpers' default Origin. */
function fromPage(app: FastifyInstance, method: InjectOptions['method'], url: string, opts: { host: string; cookie: string; origin?: string; referer?: string; body?: unknown; headers?: Record<string, string> }) {
  const headers: Record<string, string> = { host: opts.host, cookie: opts.cookie, ...opts.headers };
  if (opts.origin) headers.origin = opts.origin;
  if (opts.referer) headers.referer = opts.referer;
  return app.inject({ method, url, headers, remoteAddress: '127.0.0.1', ...(opts.body !== undefined ? { payload: opts.body as InjectOptions['payload'] } : {}) });
}

/** Sends raw bytes to a listening app and returns the raw answer. */
function rawRequest(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

describe('signed-in requests at every address of the shop (CSRF origin check)', () => {
  let t: TestApp;
  let cookie: string;

  beforeAll(async () => {
    t = await createTestApp({ seedDemo: false });
    ({ cookie } = await signUp(t.app));
  });
  afterAll(async () => t?.close());

  it.each([
    ['127.0.0.1:3000', 'http://127.0.0.1:3000'],
    ['192.168.1.20:3000', 'http://192.168.1.20:3000'],
    ['localhost:3000', 'http://localhost:3000'],
    ['shop.lan', 'http://shop.lan'],
  ])('accepts a profile save addressed to %s from a page at %s', async (host, origin) => {
    const res = await fromPage(t.app, 'PATCH', '/api/account/profile', { host, origin, cookie, body: PROFILE });
    expect(res.statusCode).toBe(200);
    expect(res.json().profile.company).toBe('Cool Air LLC');
  });

  it('accepts a Referer of the addressed origin when the browser sends no Origin', async () => {
    const res = await fromPage(t.app, 'PATCH', '/api/account/profile', { host: '127.0.0.1:3000', referer: 'http://127.0.0.1:3000/account', cookie, body: PROFILE });
    expect(res.statusCode).toBe(200);
  });

  it('accepts PUBLIC_URL as the page even when the request reached another address', async () => {
    const res = await fromPage(t.app, 'PATCH', '/api/account/profile', { host: '10.0.0.5:3000', origin: 'http://localhost:3000', cookie, body: PROFILE });
    expect(res.statusCode).toBe(200);
  });

  it.each([
    ['a foreign site', '127.0.0.1:3000', 'https://evil.example'],
    ['another port of the same host', '127.0.0.1:3000', 'http://127.0.0.1:4000'],
    ['another scheme', '127.0.0.1:3000', 'https://127.0.0.1:3000'],
    ['another of our addresses', '127.0.0.1:3000', 'http://192.168.1.20:3000'],
    ['an opaque origin', '127.0.0.1:3000', 'null'],
    // Look-alikes: a host that merely ends or starts with ours is another site.
    ['a host ending with ours', 'localhost:3000', 'http://evil-localhost:3000'],
    ['a host ending with our named host', 'shop.lan', 'http://attacker-shop.lan'],
    ['a host ending with PUBLIC_URL\'s', '127.0.0.1:3000', 'http://evil-localhost:3000'],
    ['a host starting with ours', 'localhost:3000', 'http://localhost:3000.evil.com'],
    ['a host starting with our named host', 'shop.lan', 'http://shop.lan.evil.com'],
    ['a subdomain of our host', 'shop.lan', 'http://evil.shop.lan'],
    ['a sibling subdomain', 'www.shop.lan', 'http://evil.shop.lan'],
    ['the parent domain of our host', 'www.shop.lan', 'http://shop.lan'],
    ['our host as userinfo', 'localhost:3000', 'http://localhost:3000@evil.com'],
    ['our host and a password as userinfo', 'shop.lan', 'http://shop.lan:x@evil.com'],
    ['our port on another host', 'localhost:3000', 'http://evil.com:3000'],
    ['our host on another port', 'localhost:3000', 'http://localhost:3001'],
    ['our host without its port', 'localhost:3000', 'http://localhost'],
    ['our named host on another port', 'shop.lan', 'http://shop.lan:8080'],
    ['our host over https', 'shop.lan', 'https://shop.lan'],
    ['our host over another scheme', 'localhost:3000', 'ws://localhost:3000'],
    ['a file page', 'localhost:3000', 'file://localhost:3000'],
  ])('refuses a page from %s with the reason, and changes nothing', async (_label, host, origin) => {
    const res = await fromPage(t.app, 'PATCH', '/api/account/profile', { host, origin, cookie, body: { ...PROFILE, company: 'Forged Inc' } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: REFUSED });
    const account = await fromPage(t.app, 'GET', '/api/account', { host, cookie });
    expect(account.json().profile.company).not.toBe('Forged Inc');
  });

  it.each([
    ['localhost:3000', 'http://evil-localhost:3000/account'],
    ['localhost:3000', 'http://localhost:3000@evil.com/account'],
    ['localhost:3000', 'http://localhost:3000.evil.com/account'],
    ['shop.lan', 'http://attacker-shop.lan/account'],
    ['shop.lan', 'http://evil.shop.lan/account'],
  ])('refuses a look-alike Referer (%s from %s) when the browser sends no Origin', async (host, referer) => {
    const res = await fromPage(t.app, 'PATCH', '/api/account/profile', { host, referer, cookie, body: { ...PROFILE, company: 'Forged Inc' } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: REFUSED });
  });

  it('refuses a request without Origin or Referer', async () => {
    const res = await fromPage(t.app, 'PATCH', '/api/account/profile', { host: '127.0.0.1:3000', cookie, body: PROFILE });
    expect(res.statusCode).toBe(403);
  });

  it('ignores X-Forwarded-Host and -Proto from a client when no proxy is trusted', async () => {
    const res = await fromPage(t.app, 'PATCH', '/api/account/profile', {
      host: '127.0.0.1:3000',
      origin: 'https://evil.example',
      cookie,
      body: PROFILE,
      headers: { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('refuses the Vite dev server origin outside npm run dev', async () => {
    const res = await fromPage(t.app, 'PATCH', '/api/account/profile', { host: 'localhost:3000', origin: 'http://localhost:5173', cookie, body: PROFILE });
    expect(res.statusCode).toBe(403);
  });

  it('signs out, changes the password and signs in again at 127.0.0.1 (better-auth accepts the same origins)', async () => {
    const user = await signUp(t.app);
    const page = { host: '127.0.0.1:3000', origin: 'http://127.0.0.1:3000' };
    const changed = await fromPage(t.app, 'POST', '/api/account/password', { ...page, cookie: user.cookie, body: { currentPassword: user.password, newPassword: 'another-pass-2' } });
    expect(changed.statusCode).toBe(200);
    const out = await fromPage(t.app, 'POST', '/api/auth/sign-out', { ...page, cookie: user.cookie });
    expect(out.statusCode).toBe(204);
    expect((await fromPage(t.app, 'GET', '/api/account', { ...page, cookie: user.cookie })).statusCode).toBe(401);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      remoteAddress: nextAddress(),
      headers: { ...page, cookie: user.cookie },
      payload: { email: user.email, password: 'another-pass-2' },
    });
    expect(again.statusCode).toBe(200);
    expect(sessionCookie(again)).not.toBe('');
  });

  it('refuses a sign-out from a foreign page, and the session stays', async () => {
    const user = await signUp(t.app);
    const out = await fromPage(t.app, 'POST', '/api/auth/sign-out', { host: '127.0.0.1:3000', origin: 'https://evil.example', cookie: user.cookie });
    expect(out.statusCode).toBe(403);
    expect((await fromPage(t.app, 'GET', '/api/account', { host: '127.0.0.1:3000', cookie: user.cookie })).statusCode).toBe(200);
  });
});

describe('the dev server origin under npm run dev', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seedDemo: false, env: { DEV_SERVER: 'true' } });
  });
  afterAll(async () => t?.close());

  it('accepts a signed-in save from http://localhost:5173 proxied to the API', async () => {
    const { cookie } = await signUp(t.app);
    const res = await fromPage(t.app, 'PATCH', '/api/account/profile', { host: 'localhost:3000', origin: 'http://localhost:5173', cookie, body: PROFILE });
    expect(res.statusCode).toBe(200);
    const out = await fromPage(t.app, 'POST', '/api/auth/sign-out', { host: 'localhost:3000', origin: 'http://localhost:5173', cookie });
    expect(out.statusCode).toBe(204);
  });
});

describe('behind a trusted proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seedDemo: false, env: { TRUST_PROXY: '127.0.0.1' } });
  });
  afterAll(async () => t?.close());

  it('takes the addressed origin from X-Forwarded-Proto and -Host set by the proxy', async () => {
    const { cookie } = await signUp(t.app);
    const headers = { 'x-forwarded-host': 'shop.example.com', 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.9' };
    const ok = await fromPage(t.app, 'PATCH', '/api/account/profile', { host: '127.0.0.1:3000', origin: 'https://shop.example.com', cookie, body: PROFILE, headers });
    expect(ok.statusCode).toBe(200);
    const plainHttp = await fromPage(t.app, 'PATCH', '/api/account/profile', { host: '127.0.0.1:3000', origin: 'http://shop.example.com', cookie, body: PROFILE, headers });
    expect(plainHttp.statusCode).toBe(403);
  });
});

describe('absolute-form request targets', () => {
  let t: TestApp;
  let port: number;
  let cookie: string;

  beforeAll(async () => {
    t = await createTestApp({ seedDemo: false });
    ({ cookie } = await signUp(t.app));
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as net.AddressInfo).port;
  });
  afterAll(async () => t?.close());

  it('runs the origin check on `PATCH http://host/api/account/profile` as on the path alone', async () => {
    const body = JSON.stringify({ ...PROFILE, company: 'Forged Inc' });
    const answer = await rawRequest(
      port,
      [
        `PATCH http://127.0.0.1:${port}/api/account/profile HTTP/1.1`,
        `Host: 127.0.0.1:${port}`,
        'Origin: https://evil.example',
        `Cookie: ${cookie}`,
        'Content-Type: application/json',
        `Content-Length: ${Buffer.byteLength(body)}`,
        'Connection: close',
        '',
        body,
      ].join('\r\n'),
    );
    expect(answer).toMatch(/^HTTP\/1\.1 403 /);
    expect(answer).toContain(JSON.stringify({ error: REFUSED }));
    const account = await t.app.inject({ url: '/api/account', headers: { cookie } });
    expect(account.json().profile.company).not.toBe('Forged Inc');
  });

  it.each(['/api/admin/dashboard', '/api/ADMIN/dashboard', '/api/admin/no-such-screen'])('keeps the admin guard on `GET http://host%s`', async (path) => {
    const anonymous = await rawRequest(port, `GET http://127.0.0.1:${port}${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`);
    expect(anonymous).toMatch(/^HTTP\/1\.1 401 /);
    const customer = await rawRequest(port, `GET http://127.0.0.1:${port}${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nCookie: ${cookie}\r\nConnection: close\r\n\r\n`);
    expect(customer).toMatch(/^HTTP\/1\.1 403 /);
  });
});

import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { PLAIN_SHELL } from '../testing/web-build';
import { NO_ROUTE_MESSAGE } from './spa';
import { STRICT_TRANSPORT_SECURITY } from './security-headers';

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Sends raw bytes (what `fetch` would refuse to send) and parses the one answer. */
function rawRequest(port: number, request: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
    let text = '';
    socket.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', ...rest] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]));
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n') });
    });
  });
}

const get = (target: string, extra = '') => `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\n${extra}Connection: close\r\n\r\n`;

function expectUsualHeaders(answer: RawAnswer) {
  expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(answer.headers['x-frame-options']).toBe('DENY');
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
  // Plain HTTP: HSTS would pin nothing and only mislead.
  expect(answer.headers['strict-transport-security']).toBeUndefined();
  expect(answer.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
}

describe('client errors met before routing, over real HTTP', () => {
  let t: TestApp;
  let port: number;

  beforeAll(async () => {
    t = await createTestApp({ seedDemo: false, web: { shell: PLAIN_SHELL } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as net.AddressInfo).port;
  }, 180_000);
  afterAll(async () => {
    await t?.close();
  });

  it.each(['/api/products/%E0%A4%A', '/api/%E0', '/api/no-such/%E0%A4%A', '/assets/%E0.js'])('answers the malformed address %s with the error shape, without echoing it', async (target) => {
    const answer = await rawRequest(port, get(target));
    expect(answer.status).toBe(400);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(answer.body)).toEqual({ error: { code: 'validation_failed', message: 'This address is not valid.' } });
    expect(answer.body).not.toContain('%E0');
    expectUsualHeaders(answer);
  });

  it('answers a browser opening a page address with a malformed % with a 400 page', async () => {
    const answer = await rawRequest(port, get('/products/%E0', 'Accept: text/html,application/xhtml+xml\r\n'));
    expect(answer.status).toBe(400);
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
    expect(answer.body).toContain('This address is not valid');
    expect(answer.body).toContain('href="/"');
    expect(answer.body).not.toContain('%E0');
    expectUsualHeaders(answer);
  });

  it('keeps a client-chosen request id off a bad-URL answer when it is not plain', async () => {
    const answer = await rawRequest(port, get('/api/%E0', `X-Request-Id: ${'x'.repeat(8192)}\r\n`));
    expect(answer.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers oversized headers with 431 in the error shape', async () => {
    const answer = await rawRequest(port, get('/api/health', `X-Padding: ${'a'.repeat(20_000)}\r\n`));
    expect(answer.status).toBe(431);
    expect(JSON.parse(answer.body)).toEqual({ error: { code: 'validation_failed', message: 'The request headers are too large.' } });
    expectUsualHeaders(answer);
  });

  it('answers a request Node cannot parse with 400 in the error shape', async () => {
    const answer = await rawRequest(port, 'GET /api/health HTTP/1.1\r\nHost 127.0.0.1\r\n\r\n');
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({ error: { code: 'validation_failed', message: 'The request could not be read.' } });
    expectUsualHeaders(answer);
  });

  const longName = 'a'.repeat(300);
  it.each(['/api/x%00', `/api/${longName}`, `/api/a/${longName}/b`, '/assets/x%00.js', `/assets/${longName}.js`])(
    'answers %s, which no file can be, with 404 in the error shape (not the static files\' 403)',
    async (target) => {
      const answer = await rawRequest(port, get(target));
      expect(answer.status).toBe(404);
      expect(JSON.parse(answer.body)).toEqual({ error: { code: 'not_found', message: NO_ROUTE_MESSAGE } });
      expectUsualHeaders(answer);
    },
  );

  it.each([`/${longName}`, `/${longName}.js`, '/products/x%00', '/x%00.css'])('answers a browser opening the page %s like any unknown page, not 403', async (target) => {
    const answer = await rawRequest(port, get(target, 'Accept: text/html\r\n'));
    // The storefront's page (404 where the address names a product that is not there), never the static files' 403.
    expect([200, 404]).toContain(answer.status);
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
    expect(answer.body).toContain('<div id="root">');
  });

  it('still serves well-formed addresses, encoded ones included', async () => {
    const health = await rawRequest(port, get('/api/health'));
    expect(health.status).toBe(200);
    const page = await rawRequest(port, get('/cart?note=%E2%9C%93', 'Accept: text/html\r\n'));
    expect(page.status).toBe(200);
    expect(page.body).toContain('<div id="root">');
  });
});

describe('Strict-Transport-Security only over HTTPS as the server sees it', () => {
  const PROXY = '10.9.9.9';
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ seedDemo: false, env: { TRUST_PROXY: PROXY } });
  }, 180_000);
  afterAll(async () => {
    await t?.close();
  });

  const hsts = async (url: string, from: string, proto?: string) =>
    (await t.app.inject({ url, remoteAddress: from, headers: proto ? { 'x-forwarded-proto': proto } : {} })).headers['strict-transport-security'];

  it('is not sent over plain HTTP, nor when a client that is not the trusted proxy claims HTTPS', async () => {
    expect(await hsts('/api/health', '127.0.0.1')).toBeUndefined();
    expect(await hsts('/api/health', '127.0.0.1', 'https')).toBeUndefined();
    expect(await hsts('/api/no-such-route', '127.0.0.1', 'https')).toBeUndefined();
    expect(await hsts('/api/health', PROXY)).toBeUndefined();
    expect(await hsts('/api/health', PROXY, 'http')).toBeUndefined();
  });

  it('is sent when the trusted proxy says the client used HTTPS, on answers and errors alike (not on the bad-address answers made before routing)', async () => {
    expect(await hsts('/api/health', PROXY, 'https')).toBe(STRICT_TRANSPORT_SECURITY);
    expect(await hsts('/api/no-such-route', PROXY, 'https')).toBe(STRICT_TRANSPORT_SECURITY);
  });
});

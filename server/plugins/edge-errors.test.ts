import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';

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
  expect(answer.headers['strict-transport-security']).toMatch(/max-age=/);
  expect(answer.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
}

describe('client errors met before routing, over real HTTP', () => {
  let t: TestApp;
  let port: number;
  let webRoot: string;

  beforeAll(async () => {
    webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'ff-web-'));
    fs.writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><html><head><title>FrigidFlow</title></head><body><div id="root"></div></body></html>');
    t = await createTestApp({ seedDemo: false, webRoot });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as net.AddressInfo).port;
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(webRoot, { recursive: true, force: true });
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

  it('still serves well-formed addresses, encoded ones included', async () => {
    const health = await rawRequest(port, get('/api/health'));
    expect(health.status).toBe(200);
    const page = await rawRequest(port, get('/cart?note=%E2%9C%93', 'Accept: text/html\r\n'));
    expect(page.status).toBe(200);
    expect(page.body).toContain('<div id="root">');
  });
});

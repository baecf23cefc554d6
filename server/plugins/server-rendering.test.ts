import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';

const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <title>Shop</title>
    <script type="module" crossorigin src="/assets/index-test.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

// A stand-in for the storefront's server build (dist/ssr): it answers through the same contract.
const RENDERER = `
export async function renderPage(request) {
  if (request.url.includes('r-32')) throw new Error('rendering failed');
  const settings = await request.readJson('/api/settings');
  const missing = await request.readJson('/api/products/no-such-product');
  return {
    html: '<h1>Rendered ' + request.url + '</h1>',
    language: 'es',
    state: JSON.stringify({ settings: settings.status, missing: missing.status, name: settings.body.settings.company_name, acceptLanguage: request.acceptLanguage ?? null }),
  };
}
`;

let t: TestApp;
let dir: string;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ff-ssr-'));
  fs.mkdirSync(path.join(dir, 'web'));
  fs.mkdirSync(path.join(dir, 'ssr'));
  fs.writeFileSync(path.join(dir, 'web', 'index.html'), SHELL);
  fs.writeFileSync(path.join(dir, 'ssr', 'entry-server.js'), RENDERER);
  t = await createTestApp({ webRoot: path.join(dir, 'web') });
});

afterAll(async () => {
  await t?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('server rendering', () => {
  it('sends the home page and product pages drawn by the renderer, with the API answers it read', async () => {
    const res = await get('/products/r-410a', { 'accept-language': 'es-MX' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"><h1>Rendered /products/r-410a</h1></div>');
    expect(res.body).toContain('<html lang="es">');
    expect(res.headers.vary).toMatch(/Accept-Language/);
    const state = JSON.parse(/id="server-state">(.*?)<\/script>/.exec(res.body)?.[1] ?? 'null') as Record<string, unknown>;
    expect(state).toEqual({ settings: 200, missing: 404, name: 'FrigidFlow', acceptLanguage: 'es-MX' });

    expect((await get('/')).body).toContain('<h1>Rendered /</h1>');
  });

  it('leaves pages behind a sign-in or a cart to the browser', async () => {
    for (const url of ['/cart', '/checkout', '/account']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div id="root"></div>');
    }
  });

  it('still sends the page, for the browser to draw, when rendering fails', async () => {
    const res = await get('/products/r-32');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).toContain('<script type="module" crossorigin src="/assets/index-test.js"></script>');
  });

  it('keeps the not-found status of an unknown product page', async () => {
    const res = await get('/products/no-such-product');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('Rendered /products/no-such-product');
  });
});

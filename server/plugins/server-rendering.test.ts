import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../db/schema';
import { createTestApp, type TestApp } from '../testing/test-app';

const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <title>Shop</title>
    <script type="module" crossorigin src="/assets/index-test.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

// A stand-in for the storefront's server build (dist/ssr): it answers through the same contract, echoes the address
// it was given (as a careless page might) and counts its renders in globalThis.ssrRenders.
const RENDERER = `
export async function renderPage(request) {
  globalThis.ssrRenders = (globalThis.ssrRenders ?? 0) + 1;
  if (request.url.includes('r-32')) throw new Error('rendering failed');
  const settings = await request.readJson('/api/settings');
  const missing = await request.readJson('/api/products/no-such-product');
  const catalogue = await request.readJson('/api/products');
  const language = /frigidflow_lang=(\\w+)/.exec(request.cookie ?? '')?.[1] ?? 'en';
  return {
    html: '<h1>Rendered ' + request.url + ' in ' + language + ', ' + catalogue.body.products[0].price + '</h1>',
    language,
    state: JSON.stringify({ settings: settings.status, missing: missing.status, name: settings.body.settings.company_name, acceptLanguage: request.acceptLanguage ?? null }),
  };
}
`;
const renders = () => (globalThis as { ssrRenders?: number }).ssrRenders ?? 0;

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ web: { shell: SHELL, renderer: RENDERER } });
});

afterAll(async () => {
  await t?.close();
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('server rendering', () => {
  it('sends the home page and product pages drawn by the renderer, with the API answers it read', async () => {
    const res = await get('/products/r-410a', { 'accept-language': 'es-MX' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/<div id="root"><h1>Rendered \/products\/r-410a in es, [\d.]+<\/h1><\/div>/);
    expect(res.body).toContain('<html lang="es">');
    expect(res.headers.vary).toMatch(/Accept-Language/);
    const state = JSON.parse(/id="server-state">(.*?)<\/script>/.exec(res.body)?.[1] ?? 'null') as Record<string, unknown>;
    // The renderer gets the language the page is kept under, not the visitor's own header.
    expect(state).toEqual({ settings: 200, missing: 404, name: 'FrigidFlow', acceptLanguage: 'es' });

    expect((await get('/')).body).toContain('<h1>Rendered / in en');
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

describe('rendered pages kept by what changes them (flooding)', () => {
  const rootOf = (body: string) => /<div id="root">([\s\S]*?)<\/div>/.exec(body)?.[1] ?? '';

  it('draws the catalogue once for any number of requests with random unknown parameters', async () => {
    const before = renders();
    const answers = await Promise.all(Array.from({ length: 25 }, () => get(`/products?utm_source=${randomUUID()}&fbclid=${randomUUID()}`)));
    for (let i = 0; i < 25; i += 1) answers.push(await get(`/products?utm=${randomUUID()}`));
    expect(renders() - before).toBe(1);
    expect(answers.every((res) => res.statusCode === 200)).toBe(true);
    expect(new Set(answers.map((res) => rootOf(res.body))).size).toBe(1);
    expect(rootOf(answers[0]?.body ?? '')).toMatch(/^<h1>Rendered \/products in en, [\d.]+<\/h1>$/);
  });

  it('never echoes an unknown parameter into a page, its own or a later visitor\'s', async () => {
    const attack = await get('/products/category/hfc?utm=%3Cscript%3Ealert(1)%3C/script%3E&x="><img src=x onerror=alert(1)>');
    const later = await get('/products/category/hfc?utm=clean');
    for (const res of [attack, later]) {
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toMatch(/<script>alert|onerror|utm/);
      expect(res.body).toContain('<link rel="canonical" href="http://localhost:3000/products/category/hfc" />');
      expect(rootOf(res.body)).toMatch(/^<h1>Rendered \/products\/category\/hfc in en/);
    }
  });

  it('draws distinct, correct pages for another search, category, sort or language, once each', async () => {
    const pages: [string, Record<string, string>, string][] = [
      ['/products?search=r410a', {}, 'Rendered /products?search=r410a in en'],
      ['/products?search=R-410A', {}, 'Rendered /products?search=R-410A in en'],
      ['/products?category=HFO&sort=price', {}, 'Rendered /products?category=hfo&sort=price in en'],
      ['/products?sort=price', { cookie: 'frigidflow_lang=fr' }, 'Rendered /products?sort=price in fr'],
      ['/products?sort=price', { 'accept-language': 'es-MX,es;q=0.9' }, 'Rendered /products?sort=price in es'],
      // Values the page reads as its defaults draw the default page.
      ['/products?category=nonsense&sort=name&search=', {}, 'Rendered /products in en'],
    ];
    await get('/products');
    const before = renders();
    for (const [url, headers, expected] of pages) {
      const first = await get(url, headers);
      expect(rootOf(first.body), url).toContain(expected);
      const again = await get(`${url}${url.includes('?') ? '&' : '?'}utm_campaign=${randomUUID()}`, headers);
      expect(again.body, url).toBe(first.body);
    }
    // The last page is the plain catalogue, drawn before counting.
    expect(renders() - before).toBe(pages.length - 1);
  });

  it('draws a kept page again once the data it was drawn from changed', async () => {
    const first = await get('/products?sort=category');
    const before = renders();
    expect((await get('/products?sort=category&ref=1')).body).toBe(first.body);
    expect(renders()).toBe(before);

    const catalogue = (await get('/api/products')).json() as { products: { id: string }[] };
    await t.database.db.update(products).set({ price: '12345.67' }).where(eq(products.id, catalogue.products[0]?.id ?? ''));
    t.app.catalog.invalidate();
    const fresh = await get('/products?sort=category&ref=2');
    expect(renders()).toBe(before + 1);
    expect(rootOf(fresh.body)).toContain(', 12345.67</h1>');
  });
});

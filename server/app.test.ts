import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './testing/test-app';
import { PLAIN_SHELL } from './testing/web-build';

const DEFAULT_CSP =
  "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data: https:;font-src 'self' data:;connect-src 'self';object-src 'none';frame-ancestors 'none';base-uri 'self';form-action 'self'";

function cspDirectives(csp: string): Record<string, string> {
  return Object.fromEntries(csp.split(';').map((d) => d.trim().split(/\s+/)).map(([name = '', ...sources]) => [name, sources.join(' ')]));
}

describe('the HTTP app', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ web: { shell: PLAIN_SHELL, files: { 'assets/index-Ab_c1.js': `console.log(${JSON.stringify('x'.repeat(4000))});` } } });
  });

  afterAll(async () => {
    await t?.close();
  });

  it('answers health with the database kind', async () => {
    const res = await t.app.inject('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, db: process.env.DATABASE_URL ? 'postgres' : 'pglite' });
  });

  it('answers an unknown API route with the error shape and no stack trace', async () => {
    const res = await t.app.inject('/api/no-such-thing');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'not_found', message: 'There is nothing at this address.' } });
    expect(res.body).not.toMatch(/at .*\.ts:\d+/);
  });

  it('sends security headers with a Content-Security-Policy that allows no inline script', async () => {
    const res = await t.app.inject('/');
    const csp = String(res.headers['content-security-policy']);
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
    expect(scriptSrc.trim()).toBe("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('keeps the default Content-Security-Policy when Stripe is off: nothing of Stripe\'s is allowed', async () => {
    const res = await t.app.inject('/api/health');
    expect(res.headers['content-security-policy']).toBe(DEFAULT_CSP);
  });

  it('allows exactly Stripe\'s script, frames and API when Stripe is on (docs/decisions/040)', async () => {
    const stripe = await createTestApp({
      seedDemo: false,
      env: { STRIPE_SECRET_KEY: 'sk_test_51csp', STRIPE_PUBLISHABLE_KEY: 'pk_test_51csp', STRIPE_WEBHOOK_SECRET: 'whsec_csp' },
    });
    try {
      for (const url of ['/', '/api/health', '/api/no-such-thing']) {
        const directives = cspDirectives(String((await stripe.app.inject(url)).headers['content-security-policy']));
        const defaults = cspDirectives(DEFAULT_CSP);
        expect(directives).toEqual({
          ...defaults,
          'script-src': "'self' https://js.stripe.com",
          'frame-src': "'self' https://js.stripe.com https://hooks.stripe.com",
          'connect-src': "'self' https://api.stripe.com",
        });
      }
    } finally {
      await stripe.close();
    }
  });

  it.each(['/', '/api/health', '/api/no-such-thing'])('forbids framing %s in both headers alike (DENY and frame-ancestors none)', async (url) => {
    const res = await t.app.inject(url);
    expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it('gives every answer a request id', async () => {
    const res = await t.app.inject('/api/health');
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it.each(['req-42', 'A1b2-C3d4', 'x'.repeat(64)])('echoes a plain client request id (%s)', async (id) => {
    const res = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': id } });
    expect(res.headers['x-request-id']).toBe(id);
  });

  it.each([
    ['8 KB long', 'x'.repeat(8192)],
    ['65 characters', 'x'.repeat(65)],
    ['with spaces', 'id with spaces'],
    ['with markup', '<script>alert(1)</script>'],
    ['with a line-break escape', 'abc%0d%0aSet-Cookie:x=1'],
    ['empty', ''],
  ])('replaces a client request id %s with a fresh UUID', async (_label, id) => {
    const res = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': id } });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(res.headers['x-request-id']).not.toBe(id);
  });

  it.each([
    ['/products/', '/products'],
    ['/about//', '/about'],
    ['//contact', '/contact'],
    ['/refund_policy', '/refund-policy'],
    ['/index.html', '/'],
    ['/home.html', '/'],
    ['/products.html', '/products'],
    ['/faq.html', '/faq'],
    ['/products?id=r-410a', '/products/r-410a'],
    ['/products?product=r-22', '/products/r-22'],
  ])('redirects %s permanently to %s', async (from, to) => {
    const res = await t.app.inject(from);
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe(to);
  });

  it.each([
    ['/products/r410a', '/products/r-410a'],
    ['/products/R410A', '/products/r-410a'],
    ['/products/r134a?ref=mail', '/products/r-134a?ref=mail'],
    ['/products/r1234yf', '/products/r-1234yf'],
  ])('redirects the refrigerant address %s without its hyphen permanently to %s', async (from, to) => {
    const res = await t.app.inject(from);
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe(to);
  });

  it('does not redirect a refrigerant address no product holds', async () => {
    const res = await t.app.inject('/products/r999z');
    expect(res.statusCode).not.toBe(301);
    expect(res.headers.location).toBeUndefined();
  });

  it.each([
    ['/', 200],
    ['/products/category/hfc', 200],
    // No page lives there: the shell draws the not-found page, with 404 (RELIABILITY 45).
    ['/assets', 404],
  ])('serves the storefront shell for the address %s, never cached (%i)', async (url, status) => {
    const res = await t.app.inject(url);
    expect(res.statusCode).toBe(status);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<div id="root">');
  });

  it('caches hashed assets for a year and compresses them', async () => {
    const res = await t.app.inject({ url: '/assets/index-Ab_c1.js', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('answers a missing asset with 404 in the error shape, not the shell', async () => {
    const res = await t.app.inject('/assets/missing-123.js');
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not_found');
  });

  it('publishes OpenAPI built from the route schemas, browsable at /api/docs', async () => {
    const spec = (await t.app.inject('/api/docs/json')).json();
    expect(spec.openapi).toMatch(/^3\./);
    expect(Object.keys(spec.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/products', '/api/settings']));
    const docs = await t.app.inject('/api/docs/');
    expect([200, 302]).toContain(docs.statusCode);
  });

  it('serves public settings with the spec defaults', async () => {
    const res = await t.app.inject('/api/settings');
    expect(res.statusCode).toBe(200);
    const { settings } = res.json();
    expect(settings.company_name).toBe('FrigidFlow');
    expect(settings.company_tagline).toBe('Refrigerant Solutions');
    expect(settings.free_shipping_threshold).toBe('500');
    expect(settings).not.toHaveProperty('bank_account_number_secret');
  });

  it('serves the demo catalogue and answers 304 to a matching ETag', async () => {
    const first = await t.app.inject('/api/products');
    expect(first.statusCode).toBe(200);
    const { products } = first.json();
    expect(products.length).toBeGreaterThanOrEqual(24);
    expect(products[0]).toHaveProperty('slug');
    const etag = String(first.headers.etag);
    const again = await t.app.inject({ url: '/api/products', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});

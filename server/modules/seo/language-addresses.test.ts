import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';

const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <title>FrigidFlow | Wholesale Refrigerant Gas for HVAC Professionals</title>
    <meta name="description" content="Default shell description." />
    <script type="module" crossorigin src="/assets/index-test.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

// A stand-in for the storefront's server build (dist/ssr), through the same contract: it writes the address and the
// language the server asked for (the real build's French pages are walked in e2e/language-addresses.spec.ts).
const RENDERER = `
export async function renderPage(request) {
  const path = request.url.split('?')[0].replace(/^\\/(fr|es)(?=\\/|$)/, '') || '/';
  const known = ['/', '/products', '/contact', '/blog', '/freon-wholesale', '/about'].includes(path) || path.startsWith('/products/') || path.startsWith('/news/');
  if (!known) return null;
  const language = /frigidflow_lang=(\\w+)/.exec(request.cookie ?? '')?.[1] ?? 'en';
  return { html: '<h1>Drawn ' + request.url + ' in ' + language + '</h1>', language, state: '{}' };
}
`;

const SHOP = 'https://shop.example.com';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ web: { shell: SHELL, renderer: RENDERER }, env: { PUBLIC_URL: SHOP } });
});

afterAll(async () => {
  await t?.close();
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

/** What a crawler reads of a page's languages: <html lang>, the drawn page, the canonical and the hreflang links. */
function languagesOf(html: string) {
  return {
    lang: /<html lang="([^"]*)">/.exec(html)?.[1],
    drawn: /<h1>(Drawn [^<]*)<\/h1>/.exec(html)?.[1] ?? null,
    canonical: [...html.matchAll(/<link rel="canonical" href="([^"]*)"/g)].map((m) => m[1]),
    alternates: Object.fromEntries([...html.matchAll(/<link rel="alternate" hreflang="([^"]*)" href="([^"]*)"/g)].map((m) => [m[1], m[2]])),
  };
}

const alternatesOf = (path: string) => ({
  en: `${SHOP}${path}`,
  fr: `${SHOP}${path === '/' ? '/fr' : `/fr${path}`}`,
  es: `${SHOP}${path === '/' ? '/es' : `/es${path}`}`,
  'x-default': `${SHOP}${path}`,
});

describe('each language has its own address', () => {
  it('draws /fr/products/r-410a in French for a visitor with no cookie, with its canonical and four hreflang links', async () => {
    const res = await get('/fr/products/r-410a');
    expect(res.statusCode).toBe(200);
    expect(languagesOf(res.body)).toEqual({
      lang: 'fr',
      drawn: 'Drawn /fr/products/r-410a in fr',
      canonical: [`${SHOP}/fr/products/r-410a`],
      alternates: alternatesOf('/products/r-410a'),
    });
    // Structured data and link previews name the same French address.
    expect(res.body).toContain(`<meta property="og:url" content="${SHOP}/fr/products/r-410a" />`);
    expect(res.body).toContain(`"url":"${SHOP}/fr/products/r-410a"`);
  });

  it('gives every kind of public page its language from the address, whatever the cookie and browser say', async () => {
    const kinds: [string, string][] = [
      ['/es', '/'],
      ['/fr', '/'],
      ['/es/products', '/products'],
      ['/fr/products/category/hfc', '/products/category/hfc'],
      ['/es/contact', '/contact'],
      ['/fr/blog', '/blog'],
      ['/es/freon-wholesale', '/freon-wholesale'],
      ['/fr/about', '/about'],
    ];
    for (const [url, page] of kinds) {
      const language = url.slice(1, 3);
      const res = await get(url, { cookie: 'frigidflow_lang=en', 'accept-language': 'en-US' });
      expect(res.statusCode, url).toBe(200);
      const seen = languagesOf(res.body);
      expect(seen.lang, url).toBe(language);
      if (seen.drawn) expect(seen.drawn, url).toMatch(new RegExp(` in ${language}$`));
      expect(seen.canonical, url).toEqual([`${SHOP}${url}`]);
      expect(seen.alternates, url).toEqual(alternatesOf(page));
    }
    // A page the browser draws still says where its other languages are.
    const rfq = languagesOf((await get('/fr/rfq')).body);
    expect(rfq.canonical).toEqual([`${SHOP}/fr/rfq`]);
    expect(rfq.alternates).toEqual(alternatesOf('/rfq'));
  });

  it('keeps unprefixed addresses working: English with no cookie, canonical at the English address, no redirect', async () => {
    const crawler = await get('/products/r-410a');
    expect(crawler.statusCode).toBe(200);
    expect(languagesOf(crawler.body)).toEqual({
      lang: 'en',
      drawn: 'Drawn /products/r-410a in en',
      canonical: [`${SHOP}/products/r-410a`],
      alternates: alternatesOf('/products/r-410a'),
    });
    // A person who chose French is not redirected; the page they asked for shows in their language.
    const person = await get('/products/r-410a', { cookie: 'frigidflow_lang=fr' });
    expect(person.statusCode).toBe(200);
    expect(languagesOf(person.body).drawn).toBe('Drawn /products/r-410a in fr');
    expect(languagesOf(person.body).canonical).toEqual([`${SHOP}/products/r-410a`]);
    const home = languagesOf((await get('/')).body);
    expect(home.canonical).toEqual([`${SHOP}/`]);
    expect(home.alternates).toEqual(alternatesOf('/'));
  });

  it('keeps its redirects in the address\'s language', async () => {
    const moved = await get('/fr/products/r410a');
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe('/fr/products/r-410a');
    const all = await get('/es/products/category/all');
    expect(all.statusCode).toBe(301);
    expect(all.headers.location).toBe('/es/products');
    const missing = await get('/fr/products/no-such-product');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<meta name="robots" content="noindex" />');
  });

  it('answers a language the shop does not speak like any unknown address', async () => {
    const unknown = await get('/no-such-page/products/r-410a');
    const german = await get('/de/products/r-410a');
    expect(german.statusCode).toBe(unknown.statusCode);
    expect(german.body).toBe(unknown.body);
    expect(languagesOf(german.body)).toEqual({ lang: 'en', drawn: null, canonical: [], alternates: {} });
  });

  it('lists every page in each language in sitemap.xml, each naming its alternates', async () => {
    const xml = (await get('/sitemap.xml')).body;
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const entries = [...xml.matchAll(/<url><loc>([^<]*)<\/loc>(?:<lastmod>[^<]*<\/lastmod>)?((?:<xhtml:link [^>]*\/>)*)<\/url>/g)];
    const byLoc = new Map(entries.map((m) => [m[1], [...(m[2] ?? '').matchAll(/hreflang="([^"]*)" href="([^"]*)"/g)].map((l) => [l[1], l[2]])]));
    for (const page of ['/products/r-410a', '/contact', '/products/category/hfc', '/']) {
      const expected = Object.entries(alternatesOf(page));
      for (const loc of Object.values(alternatesOf(page))) expect(byLoc.get(loc), loc).toEqual(expected);
    }
    expect(entries.length).toBe(byLoc.size);
    expect(entries.length % 3).toBe(0);
  });

  it('keeps crawlers out of the private areas in every language', async () => {
    const robots = (await get('/robots.txt')).body;
    for (const path of ['/account', '/fr/account', '/es/checkout', '/fr/admin', '/api']) expect(robots).toContain(`Disallow: ${path}\n`);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentSettingsResponse } from '@domain/schemas/settings';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { signInNewAdmin } from '../audit/testing';
import { call } from '../auth/testing';
import { headWords, INFORMATION_PAGES } from './seo-pages';

const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <title>FrigidFlow | Wholesale Refrigerant Gas for HVAC Professionals</title>
    <meta name="description" content="Buy refrigerant gas in bulk by the cylinder, pallet or container." />
    <script type="module" crossorigin src="/assets/index-test.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

const SHOP = 'https://shop.example.com';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ web: { shell: SHELL }, env: { PUBLIC_URL: SHOP } });
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url });
const unescape = (text: string) => text.replaceAll('&amp;', '&').replaceAll('&quot;', '"').replaceAll('&#39;', "'").replaceAll('&lt;', '<').replaceAll('&gt;', '>');

/** A page's head as crawlers and link previews read it (entities decoded). */
function headOf(html: string) {
  const all = (pattern: RegExp) => [...html.matchAll(pattern)].map((m) => unescape(m[1] ?? ''));
  const meta = (key: string) => all(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`, 'g'));
  return {
    titles: all(/<title>([^<]*)<\/title>/g),
    descriptions: meta('description'),
    robots: meta('robots'),
    ogTitle: meta('og:title'),
    ogDescription: meta('og:description'),
    ogLocale: meta('og:locale'),
    ogAlternates: meta('og:locale:alternate'),
    canonical: all(/<link rel="canonical" href="([^"]*)"/g),
  };
}

describe('server-rendered heads in the page\'s language', () => {
  it('writes the home page\'s title, description and Open Graph in French on /fr and Spanish on /es, English on /', async () => {
    const en = headOf((await get('/')).body);
    expect(en.titles).toEqual(['FrigidFlow | Wholesale Refrigerant Gas for HVAC Professionals']);
    expect(en.ogLocale).toEqual(['en_US']);

    const fr = headOf((await get('/fr')).body);
    expect(fr.titles).toEqual(['FrigidFlow | Frigorigènes en gros pour les professionnels du CVC']);
    expect(fr.descriptions).toEqual([headWords('fr').home.description]);
    expect(fr.descriptions[0]).toMatch(/^Achetez vos frigorigènes en gros/);
    expect(fr.ogTitle).toEqual(fr.titles);
    expect(fr.ogDescription).toEqual(fr.descriptions);
    expect(fr.ogLocale).toEqual(['fr_CA']);
    expect(fr.ogAlternates).toEqual(['en_US', 'es_MX']);
    expect(fr.canonical).toEqual([`${SHOP}/fr`]);

    const es = headOf((await get('/es')).body);
    expect(es.titles).toEqual(['FrigidFlow | Refrigerantes al por mayor para profesionales de HVAC']);
    expect(es.descriptions[0]).toMatch(/^Compre refrigerantes al por mayor/);
    expect(es.ogLocale).toEqual(['es_MX']);
    expect(es.ogAlternates).toEqual(['en_US', 'fr_CA']);
  });

  it('writes /fr/about, /es/contact and a category page in their language, the title as the storefront writes it', async () => {
    const about = headOf((await get('/fr/about')).body);
    expect(about.titles).toEqual(['À propos de nous | FrigidFlow']);
    expect(about.descriptions[0]).toMatch(/^FrigidFlow fournit des frigorigènes en gros/);
    expect(about.ogTitle).toEqual(about.titles);
    expect(about.ogLocale).toEqual(['fr_CA']);

    const contact = headOf((await get('/es/contact')).body);
    expect(contact.titles).toEqual(['Contáctenos | FrigidFlow']);
    expect(contact.descriptions[0]).toContain('respondemos en menos de 24 horas.');
    expect(contact.ogLocale).toEqual(['es_MX']);

    expect(headOf((await get('/fr/products/category/hfc')).body).titles).toEqual(['Frigorigènes HFC | FrigidFlow']);
    expect(headOf((await get('/es/products/category/natural')).body).titles).toEqual(['Refrigerantes naturales | FrigidFlow']);
    expect(headOf((await get('/fr/products/category/hcfc')).body).titles).toEqual(['Produits frigorigènes | FrigidFlow']);
    expect(headOf((await get('/es/products')).body).titles).toEqual(['Refrigerantes al por mayor | FrigidFlow']);
    // English stays English.
    expect(headOf((await get('/about')).body).titles).toEqual(['About Us | FrigidFlow']);
    expect(headOf((await get('/contact')).body).ogLocale).toEqual(['en_US']);
  });

  it('states the business hours in the page\'s language and gives the FAQ\'s structured data in it', async () => {
    const support = headOf((await get('/fr/support')).body).descriptions[0] ?? '';
    expect(support).toMatch(/^Service à la clientèle FrigidFlow\u00a0: téléphone lundi – vendredi 8\sh/);
    expect(support).not.toMatch(/Monday|AM|Central Time/);
    const faq = (await get('/es/faq')).body;
    const ld = JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(faq)?.[1] ?? '{}') as { inLanguage: string; mainEntity: { name: string }[] };
    expect(ld.inLanguage).toBe('es');
    expect(ld.mainEntity[0]?.name).toMatch(/^¿/);
  });

  it('leaves no English title or description on any French or Spanish public page', async () => {
    const english = new Set([...Object.values(headWords('en').info).flatMap(({ title, description }) => [title, description]), headWords('en').catalogue.title, headWords('en').catalogue.description]);
    for (const language of ['fr', 'es'] as const) {
      for (const page of [...INFORMATION_PAGES, '/products/category/hfc', '/cart', '/checkout', '/auth', '/account']) {
        const url = page === '/' ? `/${language}` : `/${language}${page}`;
        const head = headOf((await get(url)).body);
        expect(head.titles, url).toHaveLength(1);
        expect(head.descriptions, url).toHaveLength(1);
        for (const text of [...head.titles, ...head.descriptions]) {
          expect(text, url).not.toMatch(/\b(the|and|for|with|your)\b|Wholesale Refrigerant Gas/);
          expect(english.has(text.replace(/ \| FrigidFlow$/, '')), url).toBe(false);
        }
      }
    }
    expect(headOf((await get('/fr/cart')).body).titles).toEqual(['Panier | FrigidFlow']);
    expect(headOf((await get('/es/rfq')).body).titles).toEqual(['Solicitar cotización | FrigidFlow']);
  });

  it('uses the admin\'s SEO title and description on English pages only', async () => {
    const { cookie } = await signInNewAdmin(t.app, t.database.db);
    const api = (method: 'GET' | 'PUT', url: string, body?: unknown) => call(t.app, method, url, { cookie, body, headers: { origin: SHOP } });
    const content = (await api('GET', '/api/admin/settings/content')).json() as ContentSettingsResponse;
    const values = { metaTitle: 'Polar Refrigerants Wholesale', metaDescription: 'Bulk refrigerant for HVAC pros.', keywords: '' };
    const saved = await api('PUT', '/api/admin/settings/content/seo', { values, version: content.seo.version });
    expect(saved.statusCode, saved.body).toBe(200);
    try {
      const en = headOf((await get('/')).body);
      expect(en.titles).toEqual(['Polar Refrigerants Wholesale']);
      expect(en.descriptions).toEqual(['Bulk refrigerant for HVAC pros.']);
      for (const url of ['/fr', '/es', '/fr/rfq', '/es/cart']) {
        const head = headOf((await get(url)).body);
        expect(head.titles.join(), url).not.toContain('Polar');
        expect(head.descriptions.join(), url).not.toContain('Bulk refrigerant');
      }
    } finally {
      const again = (await api('GET', '/api/admin/settings/content')).json() as ContentSettingsResponse;
      await api('PUT', '/api/admin/settings/content/seo', { values: { metaTitle: '', metaDescription: '', keywords: '' }, version: again.seo.version });
    }
  });
});

describe('an unknown address under /fr or /es', () => {
  it('answers like its unprefixed twin, with the not-found head in its language and noindex', async () => {
    const twin = await get('/nope');
    for (const [url, title] of [
      ['/nope', 'Page Not Found | FrigidFlow'],
      ['/fr/nope', 'Page introuvable | FrigidFlow'],
      ['/es/nope', 'Página no encontrada | FrigidFlow'],
      ['/fr/products/r-410a/extra', 'Page introuvable | FrigidFlow'],
    ] as const) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(twin.statusCode);
      const head = headOf(res.body);
      expect(head.titles, url).toEqual([title]);
      expect(head.robots, url).toEqual(['noindex']);
      expect(head.canonical, url).toEqual([]);
    }
    expect(twin.statusCode).toBe(404);
    // The browser draws the not-found page; the HTML already says which language it is in.
    expect(/<html lang="([^"]*)">/.exec((await get('/es/nope')).body)?.[1]).toBe('es');
  });

  it('answers an unknown product or article with 404, noindex and the not-found head in the address\'s language', async () => {
    for (const [url, title] of [
      ['/products/no-such-product', 'Product Not Found | FrigidFlow'],
      ['/es/products/no-such-product', 'Producto no encontrado | FrigidFlow'],
      ['/fr/products/no-such-product', 'Produit introuvable | FrigidFlow'],
      ['/fr/news/no-such-post', 'Article introuvable | FrigidFlow'],
      ['/es/news/no-such-post', 'Artículo no encontrado | FrigidFlow'],
    ] as const) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      const head = headOf(res.body);
      expect(head.titles, url).toEqual([title]);
      expect(head.robots, url).toEqual(['noindex']);
    }
  });

  it('keeps the shell\'s head on a known page the browser draws in English', async () => {
    expect(headOf((await get('/cart')).body)).toMatchObject({ titles: ['FrigidFlow | Wholesale Refrigerant Gas for HVAC Professionals'], robots: [] });
  });
});

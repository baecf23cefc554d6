import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageSrcSet, PRODUCT_PAGE_IMAGE_SIZES } from '@domain/images';
import { packageUnitPriceCents } from '@domain/pricing';
import { centsToDecimalString, formatMoney } from '@domain/money';
import type { PublicProduct } from '@domain/schemas/product';
import { blogPosts, products } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { FAQ_ENTRIES } from '@domain/faq';
import { DEFAULT_BUSINESS_HOURS } from '@domain/site-settings';
import type { AdminSettingsResponse, ContentSettingsResponse } from '@domain/schemas/settings';
import { signInNewAdmin } from '../audit/testing';
import { call } from '../auth/testing';

const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>FrigidFlow | Wholesale Refrigerant Gas for HVAC Professionals</title>
    <meta
      name="description"
      content="Default shell description."
    />
    <script type="module" crossorigin src="/assets/index-test.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

let t: TestApp;
let webRoot: string;

beforeAll(async () => {
  webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'ff-seo-web-'));
  fs.writeFileSync(path.join(webRoot, 'index.html'), SHELL);
  fs.mkdirSync(path.join(webRoot, '.vite'));
  fs.writeFileSync(
    path.join(webRoot, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-test.js', imports: [] },
      'src/features/catalog/pages/product-detail-page.tsx': { file: 'assets/product-detail-page-x1.js', imports: ['index.html', '_shared-y2.js'] },
      '_shared-y2.js': { file: 'assets/shared-y2.js' },
      'src/features/catalog/pages/products-page.tsx': { file: 'assets/products-page-z3.js', imports: ['_shared-y2.js'] },
    }),
  );
  t = await createTestApp({ webRoot, env: { PUBLIC_URL: 'https://shop.example.com' } });
});

afterAll(async () => {
  await t?.close();
  fs.rmSync(webRoot, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

function head(html: string) {
  const all = (pattern: RegExp) => [...html.matchAll(pattern)].map((m) => m[1]);
  const meta = (key: string) => new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];
  const ld = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return {
    titles: all(/<title>([^<]*)<\/title>/g),
    descriptions: all(/<meta\s+name="description"\s+content="([^"]*)"/g),
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1],
    robots: meta('robots'),
    og: (key: string) => meta(`og:${key}`),
    jsonLd: ld ? (JSON.parse(ld) as Record<string, unknown>) : undefined,
    rawJsonLd: ld,
  };
}

async function product(slug: string): Promise<PublicProduct> {
  return ((await get(`/api/products/${slug}`)).json() as { product: PublicProduct }).product;
}

describe('server-rendered heads', () => {
  it('gives a product page its title, description, canonical, OpenGraph and Product JSON-LD with the true price', async () => {
    const res = await get('/products/r-410a');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    const h = head(res.body);
    expect(h.titles).toEqual(['R-410A HFC Refrigerant | FrigidFlow']);
    expect(h.descriptions).toHaveLength(1);
    expect(h.descriptions[0]).toMatch(/^Near-azeotropic HFC blend/);
    expect(h.descriptions[0]).toContain(`Wholesale from ${formatMoney(22900)}`);
    expect(h.canonical).toBe('https://shop.example.com/products/r-410a');
    expect(h.og('url')).toBe(h.canonical);
    expect(h.og('type')).toBe('product');
    expect(h.og('title')).toBe(h.titles[0]);

    const p = await product('r-410a');
    const ld = h.jsonLd as { '@type': string; name: string; sku: string; offers: { name: string; price: string; availability: string; priceCurrency: string }[] };
    expect(ld).toMatchObject({ '@type': 'Product', name: 'R-410A', sku: 'FF-R410A-25' });
    expect(ld.offers[0]).toMatchObject({ name: '1 Cylinder', price: '229.00', priceCurrency: 'USD', availability: 'https://schema.org/InStock' });
    const pallet = ld.offers.find((o) => o.name === '1 Pallet');
    expect(pallet?.price).toBe(centsToDecimalString(packageUnitPriceCents(p, 'pallet')));
    expect(pallet?.price).toBe('8600.00');
  });

  it('shows crawlers and link previews the product picture at its widest, and preloads the one the page draws', async () => {
    const p = await product('r-410a');
    expect(p.thumbnailUrl).toMatch(/^\/uploads\/images\/r-410a-cylinder-[a-p]{10}-1200\.webp$/);
    const res = await get('/products/r-410a');
    const h = head(res.body);
    const absolute = `https://shop.example.com${p.thumbnailUrl}`;
    expect(h.og('image')).toBe(absolute);
    expect(h.jsonLd?.image).toEqual([absolute]);
    const preload = /<link rel="preload" as="image" href="([^"]*)" imagesrcset="([^"]*)" imagesizes="([^"]*)" fetchpriority="high" \/>/.exec(res.body);
    expect(preload?.[1]).toBe(p.thumbnailUrl);
    expect(preload?.[2]).toBe(imageSrcSet(p.thumbnailUrl));
    expect(preload?.[3]).toBe(PRODUCT_PAGE_IMAGE_SIZES);
  });

  it('lists a product given a smaller width or a link elsewhere by the URLs crawlers can fetch, once each', async () => {
    const p = await product('r-22');
    const small = p.thumbnailUrl!.replace('-1200.webp', '-400.webp');
    await t.database.db
      .update(products)
      .set({ thumbnailUrl: small, images: [p.thumbnailUrl!, 'https://cdn.example.com/r22.jpg'] })
      .where(eq(products.slug, 'r-22'));
    t.app.catalog.invalidate();
    const h = head((await get('/products/r-22')).body);
    expect(h.og('image')).toBe(`https://shop.example.com${p.thumbnailUrl}`);
    expect(h.jsonLd?.image).toEqual([`https://shop.example.com${p.thumbnailUrl}`, 'https://cdn.example.com/r22.jpg']);
  });

  it('tells crawlers an out-of-stock product is out of stock', async () => {
    const r11 = await product('r-11');
    expect(r11.stockQuantity).toBe(0);
    const ld = head((await get('/products/r-11')).body).jsonLd as { offers: { availability: string; price: string }[] };
    expect(ld.offers.every((o) => o.availability === 'https://schema.org/OutOfStock')).toBe(true);
    expect(ld.offers[0]?.price).toBe(centsToDecimalString(packageUnitPriceCents(r11, 'cylinder')));
  });

  it('escapes "<" inside the JSON-LD so product text cannot close the script block', async () => {
    await t.database.db
      .update(products)
      .set({ description: 'Evil </script><script>alert(1)</script> & "quoted"' })
      .where(eq(products.slug, 'r-32'));
    t.app.catalog.invalidate();
    const res = await get('/products/r-32');
    const h = head(res.body);
    expect(h.rawJsonLd).not.toContain('<');
    expect((h.jsonLd as { description: string }).description).toBe('Evil </script><script>alert(1)</script> & "quoted"');
    expect(res.body).not.toContain('<script>alert(1)');
    expect(h.descriptions[0]).toContain('Evil &lt;/script&gt;');
  });

  it('answers an unknown product slug with the shell, status 404 and noindex', async () => {
    const res = await get('/products/r-9999');
    expect(res.statusCode).toBe(404);
    const h = head(res.body);
    expect(h.robots).toBe('noindex');
    expect(h.titles).toEqual(['Product Not Found | FrigidFlow']);
    expect(h.canonical).toBeUndefined();
    expect(res.body).toContain('<div id="root">');
  });

  it('gives an information page with fixed content its own title and canonical (the site map)', async () => {
    const res = await get('/sitemap');
    expect(res.statusCode).toBe(200);
    const h = head(res.body);
    expect(h.titles).toEqual(['Site Map | FrigidFlow']);
    expect(h.canonical).toBe('https://shop.example.com/sitemap');
    expect(head((await get('/sitemap/extra')).body).canonical).toBeUndefined();
  });

  it('gives /about, /testimonials and /certifications their own title and canonical', async () => {
    for (const [path, title] of [
      ['/about', 'About Us | FrigidFlow'],
      ['/testimonials', 'Customer Testimonials | FrigidFlow'],
      ['/certifications', 'Certifications &amp; Compliance | FrigidFlow'],
    ] as const) {
      const res = await get(path);
      expect(res.statusCode, path).toBe(200);
      expect(head(res.body).titles, path).toEqual([title]);
      expect(head(res.body).canonical, path).toBe(`https://shop.example.com${path}`);
    }
  });

  it('gives /contact, /support and /shipping their own titles and canonicals', async () => {
    for (const [path, title] of [['/contact', 'Contact Us'], ['/support', 'Customer Support'], ['/shipping', 'Shipping Calculator']] as const) {
      const res = await get(path);
      expect(res.statusCode, path).toBe(200);
      expect(head(res.body).titles, path).toEqual([`${title} | FrigidFlow`]);
      expect(head(res.body).canonical, path).toBe(`https://shop.example.com${path}`);
    }
  });

  it('gives the FAQ, compliance page and policies their own heads, and the FAQ its FAQPage structured data', async () => {
    for (const [path, title] of [
      ['/faq', 'Frequently Asked Questions'],
      ['/compliance', 'EPA Refrigerant Compliance'],
      ['/privacy', 'Privacy Policy'],
      ['/terms', 'Terms of Service'],
      ['/cookies', 'Cookie Policy'],
      ['/refund-policy', 'Refund &amp; Return Policy'], // as written in the HTML
    ] as const) {
      const res = await get(path);
      expect(res.statusCode, path).toBe(200);
      const h = head(res.body);
      expect(h.titles, path).toEqual([`${title} | FrigidFlow`]);
      expect(h.canonical, path).toBe(`https://shop.example.com${path}`);
    }
    const faq = head((await get('/faq?q=pallet')).body);
    expect(faq.canonical).toBe('https://shop.example.com/faq');
    const ld = faq.jsonLd as { '@type': string; mainEntity: { '@type': string; name: string; acceptedAnswer: { text: string } }[] };
    expect(ld['@type']).toBe('FAQPage');
    expect(ld.mainEntity).toHaveLength(FAQ_ENTRIES.length);
    expect(ld.mainEntity[0]).toEqual({ '@type': 'Question', name: FAQ_ENTRIES[0]?.question.en, acceptedAnswer: { '@type': 'Answer', text: FAQ_ENTRIES[0]?.answer.en } });
    expect(head((await get('/privacy')).body).jsonLd).toBeUndefined();
  });

  it('gives the catalogue, category and wholesale pages their own titles and canonicals', async () => {
    const catalogue = head((await get('/products?search=410a')).body);
    expect(catalogue.titles).toEqual(['Wholesale Refrigerants | FrigidFlow']);
    expect(catalogue.canonical).toBe('https://shop.example.com/products');

    const filtered = head((await get('/products?category=hfo')).body);
    expect(filtered.canonical).toBe('https://shop.example.com/products/category/hfo');

    const hfc = head((await get('/products/category/hfc')).body);
    expect(hfc.titles).toEqual(['HFC Refrigerants | FrigidFlow']);
    expect(hfc.canonical).toBe('https://shop.example.com/products/category/hfc');

    expect(head((await get('/products/category/hcfc')).body).titles).toEqual(['Refrigerant Products | FrigidFlow']);
    expect((await get('/products/category/plasma')).statusCode).toBe(404);

    const wholesale = head((await get('/freon-wholesale')).body);
    expect(wholesale.titles).toEqual(['Wholesale Freon &amp; Refrigerant Supply | FrigidFlow']);
    // The saving the page promises: the catalogue's largest real package saving (48 % with the demo R-404A container price).
    expect(wholesale.descriptions[0]).toMatch(/up to 48% savings/);
    expect(wholesale.canonical).toBe('https://shop.example.com/freon-wholesale');
  });

  it('keeps the default head on other pages', async () => {
    const h = head((await get('/cart')).body);
    expect(h.titles).toEqual(['FrigidFlow | Wholesale Refrigerant Gas for HVAC Professionals']);
    expect(h.canonical).toBeUndefined();
  });
});

describe('heads that state the shop\'s promises (one source: the settings)', () => {
  const description = async (path: string) => head((await get(path)).body).descriptions[0] ?? '';
  const faqAnswers = async () => (head((await get('/faq')).body).jsonLd as { mainEntity: { acceptedAnswer: { text: string } }[] }).mainEntity.map((e) => e.acceptedAnswer.text).join(' ');

  it('write the reply time, business hours and time zone an admin saves into /contact, /support, /freon-wholesale and the FAQ data', async () => {
    expect(await description('/contact')).toContain('we answer within 24 hours.');
    expect(await description('/support')).toContain('phone Monday – Friday 8:00 AM - 6:00 PM, Saturday 9:00 AM - 4:00 PM Central Time (CT), e-mail answered within 24 hours,');
    expect(await description('/freon-wholesale')).toContain('quotes answered within 24 hours.');
    expect(await faqAnswers()).toContain('answers within 24 hours');

    const { cookie } = await signInNewAdmin(t.app, t.database.db);
    const api = (method: 'GET' | 'PUT', url: string, body?: unknown) => call(t.app, method, url, { cookie, body, headers: { origin: 'https://shop.example.com' } });
    const loaded = (await api('GET', '/api/admin/settings')).json() as AdminSettingsResponse;
    const saved = await api('PUT', '/api/admin/settings', { ...loaded.values, notificationEmail: 'orders@shop.example.com', quoteReplyHours: '6', businessTimeZone: 'America/Toronto', version: loaded.version });
    expect(saved.statusCode, saved.body).toBe(200);
    const content = (await api('GET', '/api/admin/settings/content')).json() as ContentSettingsResponse;
    const hours = { ...DEFAULT_BUSINESS_HOURS, friday: '7:00 AM - 3:00 PM', saturday: 'Closed' };
    const savedHours = await api('PUT', '/api/admin/settings/content/businessHours', { values: hours, version: content.businessHours.version });
    expect(savedHours.statusCode, savedHours.body).toBe(200);

    expect(await description('/contact')).toContain('we answer within 6 hours.');
    const support = await description('/support');
    expect(support).toContain('phone Monday – Thursday 8:00 AM - 6:00 PM, Friday 7:00 AM - 3:00 PM Eastern Time (ET), e-mail answered within 6 hours,');
    expect(support).not.toMatch(/Mon-Fri|7AM|2 hours|Saturday/);
    expect(await description('/freon-wholesale')).toContain('quotes answered within 6 hours.');
    expect(await faqAnswers()).toContain('answers within 6 hours');

    // Back to the shipped settings for the tests that follow.
    const again = (await api('GET', '/api/admin/settings')).json() as AdminSettingsResponse;
    expect((await api('PUT', '/api/admin/settings', { ...again.values, notificationEmail: 'orders@shop.example.com', quoteReplyHours: '24', businessTimeZone: 'America/Chicago', version: again.version })).statusCode).toBe(200);
    const contentAgain = (await api('GET', '/api/admin/settings/content')).json() as ContentSettingsResponse;
    expect((await api('PUT', '/api/admin/settings/content/businessHours', { values: DEFAULT_BUSINESS_HOURS, version: contentAgain.businessHours.version })).statusCode).toBe(200);
  });
});

describe('legacy product addresses', () => {
  it('moves /products/{id} permanently to /products/{slug}', async () => {
    const p = await product('r-134a');
    const res = await get(`/products/${p.id}`);
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/products/r-134a');
  });

  it('moves /products?id={id} on to the slug in two permanent steps', async () => {
    const p = await product('r-134a');
    const first = await get(`/products?id=${p.id}`);
    expect(first.statusCode).toBe(301);
    const second = await get(first.headers.location as string);
    expect(second.statusCode).toBe(301);
    expect(second.headers.location).toBe('/products/r-134a');
  });

  it('answers an unknown id like an unknown slug', async () => {
    expect((await get('/products/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('lists every product slug, the categories, the information pages and published news', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/xml/);
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const slugs = (await t.database.db.select({ slug: products.slug }).from(products)).map((r) => r.slug);
    expect(slugs.length).toBeGreaterThanOrEqual(24);
    for (const slug of slugs) expect(locs).toContain(`https://shop.example.com/products/${slug}`);
    for (const path of ['/', '/products', '/freon-wholesale', '/faq', '/products/category/hfc', '/products/category/industrial']) {
      expect(locs).toContain(`https://shop.example.com${path}`);
    }
    expect(locs).not.toContain('https://shop.example.com/cart');

    const posts = await t.database.db.select({ slug: blogPosts.slug, published: blogPosts.published }).from(blogPosts);
    for (const post of posts) {
      expect(locs.includes(`https://shop.example.com/news/${post.slug}`)).toBe(post.published);
    }
  });

  it('is rebuilt after a product write', async () => {
    await t.database.db.update(products).set({ slug: 'r-290-propane' }).where(eq(products.slug, 'r-290'));
    const stale = (await get('/sitemap.xml')).body;
    expect(stale).toContain('/products/r-290<');
    t.app.catalog.invalidate();
    const fresh = (await get('/sitemap.xml')).body;
    expect(fresh).toContain('/products/r-290-propane<');
    expect(fresh).not.toContain('/products/r-290<');
  });

  it('serves robots.txt allowing all but private areas, with the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/plain/);
    expect(res.body).toMatch(/^User-agent: \*\nAllow: \//);
    for (const path of ['/admin', '/account', '/checkout', '/cart', '/api']) expect(res.body).toContain(`Disallow: ${path}\n`);
    expect(res.body).toContain('Sitemap: https://shop.example.com/sitemap.xml');
  });
});

describe('page preloads', () => {
  const links = (html: string, rel: string) => [...html.matchAll(new RegExp(`<link rel="${rel}"[^>]*href="([^"]+)"`, 'g'))].map((m) => m[1]);

  it('starts a product page\'s own chunk, its API read and its picture with the HTML, without repeating the main script', async () => {
    const html = (await get('/products/r-410a')).body;
    expect(links(html, 'modulepreload')).toEqual(['/assets/product-detail-page-x1.js', '/assets/shared-y2.js']);
    expect(links(html, 'preload')).toEqual([(await product('r-410a')).thumbnailUrl, '/api/products/r-410a']);
    expect(html).toContain('<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/products/r-410a">');
  });

  it('preloads the page of /api/products in the address and the catalogue chunk on catalogue and category pages', async () => {
    for (const [url, api] of [
      ['/products', '/api/products'],
      ['/products/category/hfc', '/api/products?category=hfc'],
      ['/products?page=3&sort=price&search=410a', '/api/products?search=410a&sort=price&page=3'],
      ['/products/category/hfo?page=2', '/api/products?category=hfo&page=2'],
    ] as const) {
      const html = (await get(url)).body;
      expect(links(html, 'modulepreload'), url).toEqual(['/assets/products-page-z3.js', '/assets/shared-y2.js']);
      expect(links(html, 'preload').map((href) => href?.replaceAll('&amp;', '&')), url).toEqual([api]);
    }
  });

  it('gives each further page of the catalogue its own canonical address', async () => {
    expect(head((await get('/products?page=2')).body).canonical).toBe('https://shop.example.com/products?page=2');
    expect(head((await get('/products/category/hfc?page=3')).body).canonical).toBe('https://shop.example.com/products/category/hfc?page=3');
    expect(head((await get('/products?page=1')).body).canonical).toBe('https://shop.example.com/products');
  });

  it('preloads nothing for an unknown product', async () => {
    const html = (await get('/products/r-9999')).body;
    expect(links(html, 'preload')).toEqual([]);
  });
});


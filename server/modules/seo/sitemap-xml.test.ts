import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { BlogService } from '../blog/blog.service';
import { SettingsService } from '../settings/settings.service';
import { seoRoutes } from './seo.routes';
import { SeoService } from './seo.service';
import { sitemapFiles, type SitemapEntry } from './sitemap-xml';

const absolute = (path: string) => `https://shop.example.com${path}`;
const entries = (n: number): SitemapEntry[] =>
  Array.from({ length: n }, (_, i) => ({ loc: absolute(`/products/p-${i}`), lastmod: new Date(Date.UTC(2025, 0, 1 + i)) }));
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

describe('sitemapFiles', () => {
  it('writes one urlset while the URLs fit', () => {
    const files = sitemapFiles(entries(3), absolute, 3);
    expect(files.parts).toEqual([]);
    expect(files.main).toContain('<urlset');
    expect(locs(files.main)).toHaveLength(3);
  });

  it('writes an index of parts past the limit, each part at most the limit, every URL once in order', () => {
    const all = entries(7);
    const files = sitemapFiles(all, absolute, 3);
    expect(files.main).toContain('<sitemapindex');
    expect(locs(files.main)).toEqual([absolute('/sitemap-1.xml'), absolute('/sitemap-2.xml'), absolute('/sitemap-3.xml')]);
    expect(files.parts.map((part) => locs(part).length)).toEqual([3, 3, 1]);
    expect(files.parts.flatMap(locs)).toEqual(all.map((e) => e.loc));
    // Each part's lastmod in the index is its newest entry's.
    expect(files.main).toContain(`<lastmod>${all[2]?.lastmod?.toISOString()}</lastmod>`);
  });

  it('escapes addresses', () => {
    expect(sitemapFiles([{ loc: absolute('/news/a&b') }], absolute).main).toContain('/news/a&#38;b');
  });
});

describe('GET /sitemap.xml past the limit', () => {
  let t: TestApp;
  let app: ReturnType<typeof Fastify>;

  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: 'https://shop.example.com' } });
    // The real service on the real catalogue, with a limit of 10 URLs a file so the demo data spills over.
    const seo = new SeoService(t.database.db, t.app.catalog, new SettingsService(t.database.db), 'https://shop.example.com', new BlogService(t.database.db), 10);
    app = Fastify();
    await app.register(seoRoutes, { seo });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await t?.close();
  });

  it('answers an index whose parts list every page once, and 404 past the last part', async () => {
    const index = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toMatch(/application\/xml/);
    expect(index.body).toContain('<sitemapindex');
    const parts = locs(index.body);
    expect(parts.length).toBeGreaterThan(3);

    const listed: string[] = [];
    for (const part of parts) {
      const res = await app.inject({ method: 'GET', url: new URL(part ?? '').pathname });
      expect(res.statusCode).toBe(200);
      const urls = locs(res.body);
      expect(urls.length).toBeLessThanOrEqual(10);
      listed.push(...urls.map(String));
    }
    expect(new Set(listed).size).toBe(listed.length);
    expect(listed).toContain('https://shop.example.com/products/r-410a');
    expect(listed).toContain('https://shop.example.com/products/category/hfc');

    expect((await app.inject({ method: 'GET', url: `/sitemap-${parts.length + 1}.xml` })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/sitemap-0.xml' })).statusCode).toBe(404);
  });

  it('keeps the one-file sitemap on the app with the real limit', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.body).toContain('<urlset');
    expect((await t.app.inject({ method: 'GET', url: '/sitemap-1.xml' })).statusCode).toBe(404);
  });
});

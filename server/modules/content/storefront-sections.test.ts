import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STOREFRONT_SECTION_MESSAGE, type StorefrontSectionResponse } from '@domain/schemas/content';
import type { FeaturedEntry, FeaturedSectionsResponse } from '@domain/schemas/featured';
import type { HeroImage } from '@domain/schemas/hero-images';
import { products } from '../../db/schema';
import { signInNewAdmin } from '../audit/testing';
import { call } from '../auth/testing';
import { makeProduct } from '../orders/testing';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp({ seedDemo: false });
  ({ cookie } = await signInNewAdmin(t.app, t.database.db));
});
afterAll(async () => {
  await t?.close();
});

const admin = (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'GET', url: string, body?: unknown) => call(t.app, method, url, { cookie, body });

/** The section as a visitor reads it: nothing dropped by the test, so only the admin writes' own invalidation shows. */
async function shown(section: string): Promise<string[]> {
  const res = await t.app.inject({ method: 'GET', url: `/api/content/featured/${section}` });
  expect(res.statusCode).toBe(200);
  return (res.json() as StorefrontSectionResponse).products.map((product) => product.name);
}

async function add(section: string, name: string): Promise<FeaturedEntry> {
  const product = await makeProduct(t.database.db, { name });
  const res = await admin('POST', '/api/admin/featured-products', { productId: product.id, sectionName: section });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { entry: FeaturedEntry }).entry;
}

async function entries(section: string): Promise<FeaturedEntry[]> {
  const res = await admin('GET', '/api/admin/featured-products');
  return (res.json() as FeaturedSectionsResponse).sections.find((s) => s.sectionName === section)?.entries ?? [];
}

describe('GET /api/content/featured/:section (Recommended on product pages, Trending on /products)', () => {
  it('answers 400 naming the section for one the storefront does not show', async () => {
    for (const section of ['featured', 'homepage_inventory', 'nowhere']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/content/featured/${section}` });
      expect(res.statusCode, section).toBe(400);
      expect(res.json().error.fields, section).toEqual({ section: STOREFRONT_SECTION_MESSAGE });
    }
  });

  it('shows the active entries in the admin order, at most five, without archived products, and follows every save', async () => {
    expect(await shown('trending')).toEqual([]);
    const added: FeaturedEntry[] = [];
    for (const name of ['Trend A', 'Trend B', 'Trend C', 'Trend D', 'Trend E', 'Trend F']) added.push(await add('trending', name));
    // One more than a page shows, so a product page can leave itself out and still show four.
    expect(await shown('trending')).toEqual(['Trend A', 'Trend B', 'Trend C', 'Trend D', 'Trend E']);
    // Another section's entries stay there.
    expect(await shown('recommended')).toEqual([]);

    const second = added[1];
    if (!second) throw new Error('no second entry');
    const hidden = await admin('PATCH', `/api/admin/featured-products/${second.id}`, { isActive: false, version: second.updatedAt });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(await shown('trending')).toEqual(['Trend A', 'Trend C', 'Trend D', 'Trend E', 'Trend F']);

    // The last one moved to the top.
    const current = await entries('trending');
    const order = [current.at(-1), ...current.slice(0, -1)].map((entry) => ({ id: entry?.id, version: entry?.updatedAt }));
    const moved = await admin('PUT', '/api/admin/featured-products/order', { sectionName: 'trending', entries: order });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await shown('trending')).toEqual(['Trend F', 'Trend A', 'Trend C', 'Trend D', 'Trend E']);

    // An archived product leaves the strip with the product write that archived it.
    await t.database.db.update(products).set({ archivedAt: new Date() }).where(eq(products.name, 'Trend A'));
    t.app.catalog.invalidate();
    expect(await shown('trending')).toEqual(['Trend F', 'Trend C', 'Trend D', 'Trend E']);
  });

  it('serves Recommended apart, with the card fields only', async () => {
    await add('recommended', 'Pick One');
    await add('recommended', 'Pick Two');
    const res = await t.app.inject({ method: 'GET', url: '/api/content/featured/recommended' });
    const body = res.json() as StorefrontSectionResponse;
    expect(body.products.map((p) => p.name)).toEqual(['Pick One', 'Pick Two']);
    expect(Object.keys(body.products[0] ?? {}).sort()).toEqual(['category', 'epaApproved', 'id', 'image', 'name', 'price', 'slug']);
    const again = await t.app.inject({ method: 'GET', url: '/api/content/featured/recommended', headers: { 'if-none-match': String(res.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });
});

describe('GET /api/content/hero-images (products, contact, blog and certifications heroes)', () => {
  const image = async (location: string) => (await t.app.inject({ method: 'GET', url: `/api/content/hero-images?location=${location}` })).json().image;

  it('answers each location’s active image, from memory, following saves, the eye button and deletes', async () => {
    expect(await image('contact-hero')).toBeNull();
    const saved = await admin('PUT', '/api/admin/hero-images', { pageName: 'contact-hero', imageUrl: '/uploads/images/contact-1200.webp', altText: 'Our phone desk' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await image('contact-hero')).toEqual({ imageUrl: '/uploads/images/contact-1200.webp', altText: 'Our phone desk', translations: {} });
    expect(await image('blog-hero')).toBeNull();

    const row = saved.json() as HeroImage;
    const off = await admin('PATCH', `/api/admin/hero-images/${row.id}`, { isActive: false, version: row.updatedAt });
    expect(off.statusCode, off.body).toBe(200);
    expect(await image('contact-hero')).toBeNull();

    const on = await admin('PATCH', `/api/admin/hero-images/${row.id}`, { isActive: true, version: (off.json() as HeroImage).updatedAt });
    expect(on.statusCode).toBe(200);
    expect((await image('contact-hero'))?.imageUrl).toBe('/uploads/images/contact-1200.webp');
    expect((await admin('DELETE', `/api/admin/hero-images/${row.id}`)).statusCode).toBe(204);
    expect(await image('contact-hero')).toBeNull();
  });
});

import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoneyShort } from '@domain/money';
import type { AdvertsResponse, HomeContentResponse } from '@domain/schemas/content';
import { adverts, featuredProducts, products, siteSettings, testimonials } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

async function home(): Promise<HomeContentResponse> {
  t.app.content.invalidate();
  const res = await t.app.inject({ method: 'GET', url: '/api/content/home' });
  expect(res.statusCode).toBe(200);
  return res.json() as HomeContentResponse;
}

async function advertList(): Promise<AdvertsResponse['adverts']> {
  t.app.content.invalidate();
  const res = await t.app.inject({ method: 'GET', url: '/api/content/adverts' });
  expect(res.statusCode).toBe(200);
  return (res.json() as AdvertsResponse).adverts;
}

describe('GET /api/content/home', () => {
  it('answers the demo content from memory with an ETag, and 304 for a client holding it', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/content/home' });
    expect(first.statusCode).toBe(200);
    const body = first.json() as HomeContentResponse;
    expect(body.testimonials.length).toBeGreaterThan(0);
    expect(body.featuredProducts.map((p) => p.name)).toEqual(['R-410A', 'R-454B', 'R-1234yf']);
    expect(body.inventory.map((p) => p.name)).toContain('R-134a');
    const again = await t.app.inject({ method: 'GET', url: '/api/content/home', headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it('gives each featured product only the card fields', async () => {
    const [first] = (await home()).featuredProducts;
    expect(Object.keys(first ?? {}).sort()).toEqual(['category', 'epaApproved', 'id', 'image', 'name', 'price', 'slug']);
    expect(first).toMatchObject({ slug: 'r-410a', epaApproved: true });
    expect(typeof first?.price).toBe('number');
  });
});

describe('testimonials', () => {
  it('lists approved ones only, by order_index then newest, at most 6', async () => {
    await t.database.db.delete(testimonials);
    const at = (minutes: number) => new Date(Date.UTC(2025, 0, 1, 0, minutes));
    await t.database.db.insert(testimonials).values([
      { name: 'Hidden', content: 'not approved', approved: false, orderIndex: 0, createdAt: at(9) },
      { name: 'B-old', content: 'x', approved: true, orderIndex: 1, createdAt: at(1) },
      { name: 'B-new', content: 'x', approved: true, orderIndex: 1, createdAt: at(5) },
      { name: 'A', content: 'x', approved: true, orderIndex: 0, createdAt: at(0) },
      ...[2, 3, 4, 5, 6].map((i) => ({ name: `C${i}`, content: 'x', approved: true, orderIndex: i, createdAt: at(i) })),
    ]);
    const names = (await home()).testimonials.map((x) => x.name);
    expect(names).toEqual(['A', 'B-new', 'B-old', 'C2', 'C3', 'C4']);
  });

  it('sanitises testimonial HTML', async () => {
    await t.database.db.delete(testimonials);
    await t.database.db.insert(testimonials).values({ name: 'X', content: '<p>Great<img src=x onerror=alert(1)></p>', approved: true });
    const [only] = (await home()).testimonials;
    expect(only?.content).not.toMatch(/onerror/);
  });
});

describe('adverts', () => {
  it('lists active adverts only, in order, with ISO dates', async () => {
    await t.database.db.delete(adverts);
    await t.database.db.insert(adverts).values([
      { title: 'second', content: '<p>2</p>', orderIndex: 2, startDate: new Date('2025-01-01T00:00:00Z'), endDate: new Date('2030-01-01T00:00:00Z') },
      { title: 'first', content: '<p>1</p>', orderIndex: 1, type: 'emergency', dismissible: false },
      { title: 'off', content: '<p>x</p>', orderIndex: 0, isActive: false },
    ]);
    const list = (await advertList());
    expect(list.map((a) => a.title)).toEqual(['first', 'second']);
    expect(list[0]).toMatchObject({ type: 'emergency', dismissible: false, startDate: null, endDate: null });
    expect(list[1]?.startDate).toBe('2025-01-01T00:00:00.000Z');
  });

  it('serves advert HTML sanitised, even when the stored row is not', async () => {
    await t.database.db.delete(adverts);
    await t.database.db.insert(adverts).values({
      title: 'x',
      content: '<p onclick="x()">Hi <a href="javascript:alert(1)">link</a></p><script>alert(1)</script><svg onload=alert(1)></svg><iframe srcdoc="<b>"></iframe>',
    });
    const [only] = (await advertList());
    expect(only?.content).toBe('<p>Hi <a>link</a></p>');
  });

  it("replaces '$500' with the configured free-shipping threshold", async () => {
    await t.database.db.delete(adverts);
    await t.database.db.insert(adverts).values({ title: 'Free shipping over $500', content: '<p>Free shipping on orders over <strong>$500</strong>, not $5000.</p>' });
    await t.database.db
      .insert(siteSettings)
      .values({ settingKey: 'free_shipping_threshold', settingValue: '750' })
      .onConflictDoUpdate({ target: siteSettings.settingKey, set: { settingValue: '750' } });
    const [only] = (await advertList());
    expect(only?.title).toBe(`Free shipping over ${formatMoneyShort(75000)}`);
    expect(only?.content).toBe(`<p>Free shipping on orders over <strong>${formatMoneyShort(75000)}</strong>, not $5000.</p>`);
  });
});

describe('featured products', () => {
  it('falls back from featured to homepage_inventory, then to the first three catalogue products', async () => {
    const db = t.database.db;
    await db.update(featuredProducts).set({ isActive: false }).where(eq(featuredProducts.sectionName, 'featured'));
    expect((await home()).featuredProducts.map((p) => p.name)).toEqual(['R-410A', 'R-134a', 'R-22']);

    await db.delete(featuredProducts);
    const newest = await db.select({ id: products.id }).from(products).where(inArray(products.name, ['R-717', 'R-744', 'R-12']));
    await db.update(products).set({ createdAt: new Date('2099-01-01T00:00:00Z') }).where(inArray(products.id, newest.map((p) => p.id)));
    expect((await home()).featuredProducts.map((p) => p.name)).toEqual(['R-12', 'R-717', 'R-744']);
  });
});

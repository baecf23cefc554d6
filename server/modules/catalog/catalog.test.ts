import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductDetail, PublicProduct } from '@domain/schemas/product';
import { products } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

async function list(query = ''): Promise<PublicProduct[]> {
  const res = await t.app.inject({ method: 'GET', url: `/api/products${query}` });
  expect(res.statusCode).toBe(200);
  return (res.json() as { products: PublicProduct[] }).products;
}

const names = (items: PublicProduct[]) => items.map((p) => p.name);

describe('GET /api/products', () => {
  it('lists the whole catalogue with public fields only', async () => {
    const items = await list();
    expect(items.length).toBeGreaterThanOrEqual(24);
    const keys = Object.keys(items[0] ?? {});
    expect(keys).toContain('slug');
    expect(keys).not.toContain('updatedAt');
  });

  it('gives each product the net weight of one cylinder as a number (the seed’s Net weight), null when unknown', async () => {
    const r410a = (await list()).find((p) => p.slug === 'r-410a');
    expect(r410a?.cylinderNetWeightLb).toBe(25);
    await t.database.db.update(products).set({ cylinderNetWeightLb: null }).where(eq(products.slug, 'r-22'));
    t.app.catalog.invalidate();
    expect((await list()).find((p) => p.slug === 'r-22')?.cylinderNetWeightLb).toBeNull();
  });

  it('answers the unfiltered list with the cached snapshot bytes, filtered or not by an empty search', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/products' });
    const empty = await t.app.inject({ method: 'GET', url: '/api/products?search=%20&category=all' });
    expect(empty.body).toBe(plain.body);
    expect(empty.headers.etag).toBe(plain.headers.etag);
  });

  it.each([
    ['410a', 'R-410A'],
    ['R 134A', 'R-134a'],
    ['r22', 'R-22'],
  ])('finds %s by the spec’s search rules', async (search, name) => {
    const found = names(await list(`?search=${encodeURIComponent(search)}`));
    expect(found).toContain(name);
    expect(found.length).toBeLessThan(10);
  });

  it('finds R-22 by "r22" without unrelated refrigerants', async () => {
    const found = names(await list('?search=r22'));
    expect(found).toContain('R-22');
    expect(found).not.toContain('R-717');
  });

  it('filters by product category, case-insensitively', async () => {
    const hfo = await list('?category=HFO');
    expect(hfo.length).toBeGreaterThan(0);
    expect(hfo.every((p) => p.category === 'HFO')).toBe(true);
    expect(names(hfo)).toContain('R-1234yf');
  });

  it.each([
    ['automotive', 'R-134a'],
    ['automotive', 'R-1234yf'],
    ['commercial', 'R-404A'],
    ['industrial', 'R-717'],
  ])('puts products into the use-based %s category by their applications', async (category, name) => {
    const found = await list(`?category=${category}`);
    expect(names(found)).toContain(name);
    expect(found.length).toBeLessThan((await list()).length);
  });

  it('sorts by price, lowest first, and by name with R-22 before R-134a', async () => {
    const byPrice = await list('?sort=price');
    const prices = byPrice.map((p) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const byName = names(await list('?sort=name'));
    expect(byName.indexOf('R-22')).toBeLessThan(byName.indexOf('R-134a'));
  });

  it('refuses an unknown category or sort with the field named', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/products?category=plasma' });
    expect(res.statusCode).toBe(400);
    const body = res.json() as { error: { code: string; fields: Record<string, string> } };
    expect(body.error.code).toBe('validation_failed');
    expect(body.error.fields.category).toMatch(/Category must be one of/);
    const sort = await t.app.inject({ method: 'GET', url: '/api/products?sort=cheapest' });
    expect(sort.statusCode).toBe(400);
    expect((sort.json() as { error: { fields: Record<string, string> } }).error.fields.sort).toBeDefined();
  });

  it('answers 304 to a matching If-None-Match, for the list and for a filtered list', async () => {
    for (const url of ['/api/products', '/api/products?category=hfc']) {
      const first = await t.app.inject({ method: 'GET', url });
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^"/);
      const again = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
    }
  });
});

describe('GET /api/products/:slug', () => {
  it('answers one product by slug, with an ETag honoured by a 304', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/products/r-410a' });
    expect(res.statusCode).toBe(200);
    const { product } = res.json() as { product: PublicProduct };
    expect(product).toMatchObject({ name: 'R-410A', slug: 'r-410a', price: 229 });
    const again = await t.app.inject({ method: 'GET', url: '/api/products/r-410a', headers: { 'if-none-match': res.headers.etag as string } });
    expect(again.statusCode).toBe(304);
  });

  it('answers 404 in the error shape for an unknown slug', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/products/r-9999' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'not_found', message: 'Product not found.' } });
  });

  it('carries the French and Spanish texts of the demo product, while the list stays without them', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/products/r-410a' });
    const { product } = res.json() as { product: ProductDetail };
    expect(product.translations.fr?.description).toMatch(/thermopompes/);
    expect(product.translations.fr?.applications).toContain('Thermopompes');
    expect(product.translations.es?.description).toMatch(/bombas de calor/);
    expect((await list()).every((p) => !('translations' in p))).toBe(true);
  });

  it('answers an empty translations object for a product without any, and a new translation after a write', async () => {
    await t.database.db.update(products).set({ translations: {} }).where(eq(products.slug, 'r-22'));
    t.app.catalog.invalidate();
    const bare = (await t.app.inject({ method: 'GET', url: '/api/products/r-22' })).json() as { product: ProductDetail };
    expect(bare.product.translations).toEqual({});

    await t.database.db.update(products).set({ translations: { es: { description: 'Recuperado.' } } }).where(eq(products.slug, 'r-22'));
    t.app.catalog.invalidate();
    const fresh = (await t.app.inject({ method: 'GET', url: '/api/products/r-22' })).json() as { product: ProductDetail };
    expect(fresh.product.translations).toEqual({ es: { description: 'Recuperado.' } });
  });
});

describe('catalogue cache', () => {
  it('keeps serving from memory until a product write invalidates it, then shows the change', async () => {
    const before = await t.app.inject({ method: 'GET', url: '/api/products/r-32' });
    await t.database.db.update(products).set({ price: '123.45', stockQuantity: 0 }).where(eq(products.slug, 'r-32'));

    const stale = await t.app.inject({ method: 'GET', url: '/api/products/r-32' });
    expect(stale.body).toBe(before.body);

    t.app.catalog.invalidate();
    const fresh = await t.app.inject({ method: 'GET', url: '/api/products/r-32', headers: { 'if-none-match': before.headers.etag as string } });
    expect(fresh.statusCode).toBe(200);
    expect((fresh.json() as { product: PublicProduct }).product).toMatchObject({ price: 123.45, stockQuantity: 0 });
    const listed = (await list('?search=r-32')).find((p) => p.slug === 'r-32');
    expect(listed?.price).toBe(123.45);
  });
});

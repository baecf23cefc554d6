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

interface ListAnswer {
  products: PublicProduct[];
  total: number;
  page: number;
  pageSize: number;
}

async function answer(query = ''): Promise<ListAnswer> {
  const res = await t.app.inject({ method: 'GET', url: `/api/products${query}` });
  expect(res.statusCode).toBe(200);
  return res.json() as ListAnswer;
}

/** Every matching product: the demo catalogue fits in one page of the largest size. */
async function list(query = ''): Promise<PublicProduct[]> {
  const all = await answer(`${query}${query ? '&' : '?'}pageSize=100`);
  expect(all.products).toHaveLength(all.total);
  return all.products;
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
    const empty = await t.app.inject({ method: 'GET', url: '/api/products?search=%20&category=all&page=1&pageSize=24' });
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
    expect(found.length).toBeLessThan((await answer()).total);
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

describe('GET /api/products pages', () => {
  it('answers the first 24 products with the total, page and page size', async () => {
    const first = await answer();
    expect(first.page).toBe(1);
    expect(first.pageSize).toBe(24);
    expect(first.total).toBeGreaterThanOrEqual(24);
    expect(first.products).toHaveLength(24);
  });

  it('walks every page in a stable order, with no product twice and none left out', async () => {
    const { total } = await answer();
    for (const sort of ['', '&sort=price', '&sort=category', '&sort=name']) {
      const seen: string[] = [];
      for (let page = 1; page <= Math.ceil(total / 5); page += 1) {
        const part = await answer(`?pageSize=5&page=${page}${sort}`);
        expect(part.total).toBe(total);
        seen.push(...part.products.map((p) => p.id));
      }
      expect(new Set(seen).size).toBe(total);
      expect(seen).toEqual((await list(sort ? `?${sort.slice(1)}` : '')).map((p) => p.id));
    }
  });

  it('breaks ties by id, so products with the same name, price and category keep one order between reads', async () => {
    const twins = (await list()).slice(0, 3);
    const ids = twins.map((p) => p.id);
    for (const twin of twins) await t.database.db.update(products).set({ name: 'Twin', price: '1.00', category: 'HFC' }).where(eq(products.id, twin.id));
    try {
      for (const sort of ['name', 'price', 'category']) {
        t.app.catalog.invalidate();
        const order = (await list(`?sort=${sort}`)).map((p) => p.id).filter((id) => ids.includes(id));
        expect(order).toEqual([...ids].sort());
      }
    } finally {
      for (const twin of twins) await t.database.db.update(products).set({ name: twin.name, price: twin.price.toFixed(2), category: twin.category as 'HFC' }).where(eq(products.id, twin.id));
      t.app.catalog.invalidate();
    }
  });

  it('answers an empty page past the end, still with the total', async () => {
    const past = await answer('?page=500');
    expect(past.products).toEqual([]);
    expect(past.total).toBeGreaterThan(0);
    expect(past.page).toBe(500);
  });

  it.each([
    ['page=0', 'page'],
    ['page=-1', 'page'],
    ['page=1.5', 'page'],
    ['page=two', 'page'],
    ['pageSize=0', 'pageSize'],
    ['pageSize=101', 'pageSize'],
    ['pageSize=', 'pageSize'],
    ['page=1&page=2', 'page'],
  ])('refuses %s with the field named', async (query, field) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/products?${query}` });
    expect(res.statusCode).toBe(400);
    const body = res.json() as { error: { code: string; fields: Record<string, string> } };
    expect(body.error.code).toBe('validation_failed');
    expect(Object.keys(body.error.fields)).toEqual([field]);
  });

  it('takes up to 100 products a page', async () => {
    const big = await answer('?pageSize=100');
    expect(big.pageSize).toBe(100);
    expect(big.products.length).toBe(Math.min(100, big.total));
  });

  it('counts a search’s matches in total, and pages through them', async () => {
    const all = await list('?search=hfc');
    const first = await answer('?search=hfc&pageSize=2');
    expect(first.total).toBe(all.length);
    expect(first.products.map((p) => p.id)).toEqual(all.slice(0, 2).map((p) => p.id));
  });

  it('answers just the products named by ?slugs=, in that order, leaving unknown slugs out', async () => {
    const named = await answer('?slugs=r-404a,R-22,no-such-product');
    expect(named.products.map((p) => p.slug)).toEqual(['r-404a', 'r-22']);
    expect(named.total).toBe(2);
    const tooMany = await t.app.inject({ method: 'GET', url: `/api/products?slugs=${Array.from({ length: 101 }, (_, i) => `p${i}`).join(',')}` });
    expect(tooMany.statusCode).toBe(400);
    expect((tooMany.json() as { error: { fields: Record<string, string> } }).error.fields.slugs).toBeDefined();
  });
});

describe('GET /api/products ranking', () => {
  it.each([
    ['410a', 'R-410A'],
    ['R-410A', 'R-410A'],
    ['r 134a', 'R-134a'],
    ['22', 'R-22'],
    ['1234yf', 'R-1234yf'],
  ])('puts the exact refrigerant number first for "%s"', async (search, name) => {
    const found = names(await list(`?search=${encodeURIComponent(search)}`));
    expect(found[0]).toBe(name);
  });

  it('puts refrigerants whose number starts with the query before those that merely contain it', async () => {
    const found = await list('?search=40');
    const numbers = found.map((p) => p.name);
    const firstOther = numbers.findIndex((name) => !/^R-40/i.test(name));
    expect(firstOther).toBeGreaterThan(0);
    expect(numbers.slice(firstOther).some((name) => /^R-40/i.test(name))).toBe(false);
  });

  it('keeps the asked sort over the ranking', async () => {
    const byPrice = (await list('?search=r4&sort=price')).map((p) => p.price);
    expect(byPrice).toEqual([...byPrice].sort((a, b) => a - b));
  });
});

describe('GET /api/catalogue/summary', () => {
  it('answers the number of products and the largest package saving', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/catalogue/summary' });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { total: number; largestSavingPercent: number };
    expect(body.total).toBe((await answer()).total);
    expect(body.largestSavingPercent).toBeGreaterThan(0);
  });
});

describe('GET /api/products/:id (older links)', () => {
  it('answers a product by its id too', async () => {
    const [first] = await list();
    const res = await t.app.inject({ method: 'GET', url: `/api/products/${first?.id ?? ''}` });
    expect(res.statusCode).toBe(200);
    expect((res.json() as { product: PublicProduct }).product.slug).toBe(first?.slug);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEATURED_SECTIONS } from '@domain/content';
import type { HomeContentResponse } from '@domain/schemas/content';
import { FEATURED_MESSAGES, type FeaturedEntry, type FeaturedSectionsResponse } from '@domain/schemas/featured';
import { auditLog, featuredProducts, products } from '../../db/schema';
import { auditEntriesOf, signInNewAdmin } from '../audit/testing';
import { call } from '../auth/testing';
import { makeProduct } from '../orders/testing';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let cookie: string;
let adminEmail: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ cookie, email: adminEmail } = await signInNewAdmin(t.app, t.database.db));
});
afterAll(async () => {
  await t?.close();
});

const api = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, body?: unknown) => call(t.app, method, url, { cookie, body });

async function sections(): Promise<FeaturedSectionsResponse['sections']> {
  const res = await api('GET', '/api/admin/featured-products');
  expect(res.statusCode).toBe(200);
  return (res.json() as FeaturedSectionsResponse).sections;
}

async function section(name: string): Promise<FeaturedEntry[]> {
  return (await sections()).find((s) => s.sectionName === name)?.entries ?? [];
}

/** The storefront's home content as a visitor gets it: no cache dropped by the test, so only the writes' own invalidation shows. */
async function home(): Promise<HomeContentResponse> {
  const res = await t.app.inject({ method: 'GET', url: '/api/content/home' });
  expect(res.statusCode).toBe(200);
  return res.json() as HomeContentResponse;
}

async function add(productId: string, sectionName: string) {
  return api('POST', '/api/admin/featured-products', { productId, sectionName });
}

const reorderBody = (sectionName: string, entries: FeaturedEntry[]) => ({ sectionName, entries: entries.map((e) => ({ id: e.id, version: e.updatedAt })) });

describe('GET /api/admin/featured-products', () => {
  it('lists the four sections with their entries in order and the linked product', async () => {
    const all = await sections();
    expect(all.map((s) => s.sectionName)).toEqual([...FEATURED_SECTIONS]);
    const featured = all.find((s) => s.sectionName === 'featured')?.entries ?? [];
    expect(featured.map((e) => e.product.name)).toEqual(['R-410A', 'R-454B', 'R-1234yf']);
    expect(featured.map((e) => e.orderIndex)).toEqual([0, 1, 2]);
    const [product] = await t.database.db.select().from(products).where(eq(products.name, 'R-410A'));
    expect(featured[0]).toEqual({
      id: expect.any(String),
      sectionName: 'featured',
      orderIndex: 0,
      isActive: true,
      updatedAt: expect.stringMatching(/Z$/),
      product: { id: product?.id, slug: 'r-410a', name: 'R-410A', sku: product?.sku, price: Number(product?.price), category: product?.category, epaApproved: product?.epaApproved, archived: false },
    });
  });
});

describe('adding a product to a section', () => {
  it('puts it last (max + 1) and active, audits it, and the home page’s inventory shows it at once', async () => {
    const before = await home();
    const product = await makeProduct(t.database.db, { name: 'R-32 Admin Pick' });
    const inventory = await section('homepage_inventory');
    const res = await add(product.id, 'homepage_inventory');
    expect(res.statusCode).toBe(201);
    const { entry } = res.json() as { entry: FeaturedEntry };
    expect(entry).toMatchObject({ sectionName: 'homepage_inventory', orderIndex: Math.max(...inventory.map((e) => e.orderIndex)) + 1, isActive: true, product: { id: product.id, name: 'R-32 Admin Pick' } });

    const after = await home();
    expect(after.inventory.at(-1)).toEqual({ name: 'R-32 Admin Pick', slug: product.slug });
    expect(before.inventory.map((i) => i.name)).not.toContain('R-32 Admin Pick');

    const [audit] = await auditEntriesOf(t.database.db, 'featured_product', entry.id);
    expect(audit).toMatchObject({ actorEmail: adminEmail, action: 'featured_product.create', before: null, after: { sectionName: 'homepage_inventory', productName: 'R-32 Admin Pick', isActive: true } });
  });

  it('starts an empty section at order 0', async () => {
    expect(await section('trending')).toEqual([]);
    const product = await makeProduct(t.database.db);
    const res = await add(product.id, 'trending');
    expect(res.json().entry.orderIndex).toBe(0);
  });

  it('refuses the same product twice in one section with the spec’s message under productId (409), and writes nothing', async () => {
    const product = await makeProduct(t.database.db);
    expect((await add(product.id, 'recommended')).statusCode).toBe(201);
    const auditRows = (await t.database.db.select().from(auditLog)).length;
    const again = await add(product.id, 'recommended');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: { code: 'conflict', message: FEATURED_MESSAGES.duplicate, fields: { productId: 'This product is already featured in this section' } } });
    expect((await t.database.db.select().from(auditLog)).length).toBe(auditRows);
    expect((await section('recommended')).filter((e) => e.product.id === product.id)).toHaveLength(1);
    // The same product in another section is fine.
    expect((await add(product.id, 'trending')).statusCode).toBe(201);
  });

  it('refuses an unknown or archived product, a section that does not exist and a malformed id', async () => {
    const archived = await makeProduct(t.database.db, { archivedAt: new Date() });
    const gone = await add(archived.id, 'featured');
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.fields).toEqual({ productId: FEATURED_MESSAGES.productNotFound });
    expect((await add('00000000-0000-4000-8000-000000000000', 'featured')).statusCode).toBe(404);

    const badSection = await add(archived.id, 'bestsellers');
    expect(badSection.statusCode).toBe(400);
    expect(badSection.json().error.fields).toEqual({ sectionName: FEATURED_MESSAGES.sectionInvalid });
    const badId = await add('not-a-uuid', 'featured');
    expect(badId.statusCode).toBe(400);
    expect(badId.json().error.fields).toEqual({ productId: FEATURED_MESSAGES.productRequired });
    const extra = await api('POST', '/api/admin/featured-products', { productId: archived.id, sectionName: 'featured', orderIndex: 7 });
    expect(extra.statusCode).toBe(400);
  });
});

describe('reordering a section', () => {
  it('writes the new order in one go, audits each moved entry, and the home page follows', async () => {
    const product = await makeProduct(t.database.db, { name: 'R-454C Spotlight' });
    await add(product.id, 'featured');
    const entries = await section('featured');
    expect(entries.at(-1)?.product.name).toBe('R-454C Spotlight');
    expect((await home()).featuredProducts.map((p) => p.name)).not.toContain('R-454C Spotlight');

    // Move it to the top: every other entry moves down one.
    const moved = [entries.at(-1), ...entries.slice(0, -1)].filter((e): e is FeaturedEntry => e !== undefined);
    const res = await api('PUT', '/api/admin/featured-products/order', reorderBody('featured', moved));
    expect(res.statusCode).toBe(200);
    const reordered = (res.json() as FeaturedSectionsResponse).sections.find((s) => s.sectionName === 'featured')?.entries ?? [];
    expect(reordered.map((e) => e.id)).toEqual(moved.map((e) => e.id));
    expect(reordered.map((e) => e.orderIndex)).toEqual(moved.map((_e, index) => index));

    expect((await home()).featuredProducts.map((p) => p.name)).toEqual(['R-454C Spotlight', 'R-410A', 'R-454B']);
    const [audit] = await auditEntriesOf(t.database.db, 'featured_product', moved[0]?.id ?? '');
    expect(audit).toMatchObject({ action: 'featured_product.reorder', before: { orderIndex: entries.length - 1 }, after: { orderIndex: 0 } });
  });

  it('refuses a stale version, or a list that is not the section’s entries, with 409 and changes nothing', async () => {
    const entries = await section('featured');
    const [first, second] = entries;
    if (!first || !second) throw new Error('the featured section has entries');
    const swapped = [second, first, ...entries.slice(2)];
    const stale = reorderBody('featured', swapped);
    const firstStale = stale.entries[1];
    if (firstStale) firstStale.version = '2020-01-01T00:00:00.000Z';
    const res = await api('PUT', '/api/admin/featured-products/order', stale);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('conflict');

    const missing = await api('PUT', '/api/admin/featured-products/order', reorderBody('featured', entries.slice(1)));
    expect(missing.statusCode).toBe(409);
    expect(missing.json().error.message).toBe(FEATURED_MESSAGES.orderChanged);
    const twice = await api('PUT', '/api/admin/featured-products/order', reorderBody('featured', [first, ...entries.slice(0, -1)]));
    expect(twice.statusCode).toBe(409);
    const otherSection = await api('PUT', '/api/admin/featured-products/order', reorderBody('recommended', entries));
    expect(otherSection.statusCode).toBe(409);

    expect((await section('featured')).map((e) => [e.id, e.orderIndex])).toEqual(entries.map((e) => [e.id, e.orderIndex]));
  });
});

describe('activating, deactivating and removing', () => {
  it('deactivates with the loaded version (the home page drops it), refuses the old version with 409, reactivates', async () => {
    const [top] = await section('featured');
    if (!top) throw new Error('the featured section has entries');
    const name = top.product.name;
    expect((await home()).featuredProducts[0]?.name).toBe(name);

    const off = await api('PATCH', `/api/admin/featured-products/${top.id}`, { isActive: false, version: top.updatedAt });
    expect(off.statusCode).toBe(200);
    const deactivated = off.json().entry as FeaturedEntry;
    expect(deactivated.isActive).toBe(false);
    expect(deactivated.updatedAt).not.toBe(top.updatedAt);
    expect((await home()).featuredProducts.map((p) => p.name)).not.toContain(name);

    const stale = await api('PATCH', `/api/admin/featured-products/${top.id}`, { isActive: true, version: top.updatedAt });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toEqual({ code: 'conflict', message: expect.stringContaining('changed by someone else') });
    const noVersion = await api('PATCH', `/api/admin/featured-products/${top.id}`, { isActive: true });
    expect(noVersion.statusCode).toBe(400);
    expect(noVersion.json().error.fields).toHaveProperty('version');

    const on = await api('PATCH', `/api/admin/featured-products/${top.id}`, { isActive: true, version: deactivated.updatedAt });
    expect(on.statusCode).toBe(200);
    expect((await home()).featuredProducts[0]?.name).toBe(name);

    const history = await auditEntriesOf(t.database.db, 'featured_product', top.id);
    expect(history.slice(0, 2).map((e) => [e.action, e.before?.isActive, e.after?.isActive])).toEqual([
      ['featured_product.update', false, true],
      ['featured_product.update', true, false],
    ]);
  });

  it('removes an entry at once (204), audits it with what it was, and the home page drops it; the product stays', async () => {
    const [top] = await section('featured');
    if (!top) throw new Error('the featured section has entries');
    const res = await api('DELETE', `/api/admin/featured-products/${top.id}`);
    expect(res.statusCode).toBe(204);
    expect((await section('featured')).map((e) => e.id)).not.toContain(top.id);
    expect((await home()).featuredProducts.map((p) => p.name)).not.toContain(top.product.name);
    expect(await t.database.db.select({ id: products.id }).from(products).where(eq(products.id, top.product.id))).toHaveLength(1);
    const [audit] = await auditEntriesOf(t.database.db, 'featured_product', top.id);
    expect(audit).toMatchObject({ action: 'featured_product.delete', after: null, before: { productName: top.product.name, sectionName: 'featured' } });

    expect((await api('DELETE', `/api/admin/featured-products/${top.id}`)).statusCode).toBe(404);
    expect((await api('PATCH', `/api/admin/featured-products/${top.id}`, { isActive: true, version: top.updatedAt })).statusCode).toBe(404);
  });
});

describe('the home page and the catalogue', () => {
  it('never shows an archived product, in any home section, and shows product edits at once', async () => {
    const product = await makeProduct(t.database.db, { name: 'R-1233zd Soon Archived' });
    await add(product.id, 'homepage_inventory');
    await add(product.id, 'featured');
    const featured = await section('featured');
    const last = featured.at(-1);
    if (!last) throw new Error('added');
    await api('PUT', '/api/admin/featured-products/order', reorderBody('featured', [last, ...featured.slice(0, -1)]));
    expect((await home()).featuredProducts[0]?.name).toBe('R-1233zd Soon Archived');

    // A product write goes through the catalogue's invalidation, which the home content follows.
    await t.database.db.update(products).set({ name: 'R-1233zd Renamed' }).where(eq(products.id, product.id));
    t.app.catalog.invalidate();
    expect((await home()).featuredProducts[0]?.name).toBe('R-1233zd Renamed');

    await t.database.db.update(products).set({ archivedAt: new Date() }).where(eq(products.id, product.id));
    t.app.catalog.invalidate();
    const after = await home();
    expect(after.featuredProducts.map((p) => p.id)).not.toContain(product.id);
    expect(after.inventory.map((i) => i.slug)).not.toContain(product.slug);
    // The admin still sees it in its sections, marked archived.
    expect((await section('featured')).find((e) => e.product.id === product.id)?.product.archived).toBe(true);
  });

  it('leaves archived products out of the catalogue fallback too', async () => {
    const db = t.database.db;
    const saved = await db.select().from(featuredProducts);
    try {
      await db.delete(featuredProducts);
      const newest = await makeProduct(db, { name: 'R-0 Newest Archived', archivedAt: new Date(), createdAt: new Date(Date.now() + 60_000) });
      t.app.catalog.invalidate();
      expect((await home()).featuredProducts.map((p) => p.id)).not.toContain(newest.id);
    } finally {
      await db.delete(featuredProducts);
      await db.insert(featuredProducts).values(saved);
      t.app.content.invalidate();
    }
  });
});

describe('the product picker', () => {
  it('searches the catalogue by name or SKU ignoring case, hyphens and spaces, one page at a time, archived products left out', async () => {
    const res = await api('GET', '/api/admin/featured-products/candidates?sectionName=featured&q=r410&pageSize=5');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.items.map((p: { name: string }) => p.name)).toContain('R-410A');
    expect(body.items.find((p: { name: string }) => p.name === 'R-410A')).toMatchObject({ inSection: true });
    // By name or SKU: a test product's random SKU may hold 410 too.
    expect(body.items.every((p: { name: string; sku: string | null }) => /410/.test(p.name) || /410/.test((p.sku ?? '').replace(/[\s-]/g, '')))).toBe(true);

    const [product] = await t.database.db.select().from(products).where(eq(products.name, 'R-22'));
    const bySku = (await api('GET', `/api/admin/featured-products/candidates?sectionName=trending&q=${encodeURIComponent(String(product?.sku).toLowerCase())}`)).json();
    expect(bySku.items.map((p: { id: string }) => p.id)).toContain(product?.id);
    expect(bySku.items.find((p: { id: string }) => p.id === product?.id)?.inSection).toBe(false);

    const all = await t.database.db.select({ id: products.id, archivedAt: products.archivedAt }).from(products);
    const page1 = (await api('GET', '/api/admin/featured-products/candidates?sectionName=featured&pageSize=10')).json();
    expect(page1.total).toBe(all.filter((p) => p.archivedAt === null).length);
    expect(page1.items).toHaveLength(10);
    const page2 = (await api('GET', '/api/admin/featured-products/candidates?sectionName=featured&pageSize=10&page=2')).json();
    expect(page2.items.map((p: { id: string }) => p.id)).not.toContain(page1.items[0].id);

    const wildcard = (await api('GET', '/api/admin/featured-products/candidates?sectionName=featured&q=%25')).json();
    expect(wildcard.total).toBe(0);
  });

  it('names the section it answers for and refuses a page size past the maximum', async () => {
    expect((await api('GET', '/api/admin/featured-products/candidates')).json().error.fields).toHaveProperty('sectionName');
    expect((await api('GET', '/api/admin/featured-products/candidates?sectionName=featured&pageSize=1000')).statusCode).toBe(400);
  });
});

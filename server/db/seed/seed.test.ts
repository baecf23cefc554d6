import { eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_CATEGORIES } from '@domain/catalog';
import { parsePackaging } from '@domain/pricing';
import { DEFAULT_SITE_SETTINGS } from '@domain/site-settings';
import { createTestDatabase } from '../../testing/test-database';
import type { Database } from '../client';
import {
  adverts,
  blogPosts,
  certificates,
  contactInfo,
  coupons,
  featuredProducts,
  products,
  siteSettings,
  teamMembers,
  testimonials,
} from '../schema';
import { ensureDefaultSettings, seedDemo } from './index';
import { DEMO_PRODUCTS } from './products';

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.close();
});

async function count(table: PgTable): Promise<number> {
  const [row] = await database.db.select({ n: sql<number>`count(*)::int` }).from(table);
  return row?.n ?? 0;
}

describe('demo data', () => {
  it('seeds an empty database and reports it', async () => {
    expect(await seedDemo(database.db)).toBe(true);
  });

  it('gives at least 24 products across all five categories', async () => {
    const rows = await database.db.select().from(products);
    expect(rows.length).toBeGreaterThanOrEqual(24);
    expect(new Set(rows.map((p) => p.category))).toEqual(new Set(PRODUCT_CATEGORIES));
  });

  it('gives every product its formula, CAS number, UN number and hazard class', async () => {
    const rows = await database.db.select().from(products);
    for (const product of rows) {
      for (const field of [product.chemicalFormula, product.casNumber, product.unNumber, product.hazardClass]) {
        expect(field?.trim(), product.name).toBeTruthy();
      }
      expect(product.applications.length, product.name).toBeGreaterThan(0);
      expect(product.description, product.name).toBeTruthy();
    }
  });

  it('gives unique slugs and SKUs made from the names', async () => {
    const rows = await database.db.select().from(products);
    expect(new Set(rows.map((p) => p.slug)).size).toBe(rows.length);
    expect(new Set(rows.map((p) => p.sku)).size).toBe(rows.length);
    const r410a = rows.find((p) => p.name === 'R-410A');
    expect(r410a?.slug).toBe('r-410a');
    expect(rows.find((p) => p.name === 'R-134a')?.slug).toBe('r-134a');
  });

  it('offers only packaging the price rules understand', () => {
    for (const product of DEMO_PRODUCTS) {
      expect(product.packagingOptions?.length, product.name).toBeGreaterThan(0);
      for (const label of product.packagingOptions ?? []) expect(parsePackaging(label), `${product.name}: ${label}`).not.toBeNull();
    }
  });

  it('covers the stock states the storefront and dashboard show', async () => {
    const rows = await database.db.select().from(products);
    expect(rows.some((p) => p.stockQuantity === 0 && p.availability === 'out_of_stock')).toBe(true);
    expect(rows.some((p) => p.stockQuantity > 0 && p.stockQuantity < 10)).toBe(true);
    expect(rows.some((p) => p.palletPrice !== null || p.container20ftPrice !== null || p.container40ftPrice !== null)).toBe(true);
  });

  it('hits the automotive, commercial and industrial application keywords', async () => {
    const applications = (await database.db.select().from(products)).flatMap((p) => p.applications).join(' | ').toLowerCase();
    expect(applications).toMatch(/automotive|mobile ac|vehicle/);
    expect(applications).toMatch(/commercial|hvac/);
    expect(applications).toMatch(/industrial|process|chiller/);
  });

  it('has an active WELCOME10 coupon: 10 %, no end date, unlimited, from 2024-01-01', async () => {
    const [coupon] = await database.db.select().from(coupons).where(eq(coupons.code, 'WELCOME10'));
    expect(coupon).toMatchObject({
      isActive: true,
      discountType: 'percentage',
      discountValue: '10.00',
      minimumOrderAmount: '0.00',
      maxUses: null,
      endDate: null,
    });
    expect(coupon?.startDate.toISOString()).toBe('2024-01-01T00:00:00.000Z');
  });

  it('fills the content tables', async () => {
    const approved = await database.db.select().from(testimonials).where(eq(testimonials.approved, true));
    expect(approved.length).toBeGreaterThan(0);
    expect(approved.every((t) => t.isDemo)).toBe(true);
    expect((await database.db.select().from(teamMembers)).every((m) => m.isDemo)).toBe(true);
    expect(await count(contactInfo)).toBeGreaterThanOrEqual(4);
    expect((await database.db.select().from(adverts)).some((a) => a.type === 'discount' && a.content.includes('$500'))).toBe(true);
    expect(await count(certificates)).toBeGreaterThanOrEqual(3);
    expect((await database.db.select().from(blogPosts).where(eq(blogPosts.published, true))).length).toBe(2);
  });

  it('features three products and the homepage inventory', async () => {
    const rows = await database.db
      .select({ section: featuredProducts.sectionName, name: products.name })
      .from(featuredProducts)
      .innerJoin(products, eq(products.id, featuredProducts.productId))
      .orderBy(featuredProducts.sectionName, featuredProducts.orderIndex);
    expect(rows.filter((r) => r.section === 'featured')).toHaveLength(3);
    expect(rows.filter((r) => r.section === 'homepage_inventory').map((r) => r.name)).toEqual([
      'R-410A',
      'R-134a',
      'R-22',
      'R-404A',
      'R-507A',
    ]);
  });

  it('does nothing the second time', async () => {
    const before = await Promise.all([count(products), count(coupons), count(testimonials), count(featuredProducts), count(blogPosts)]);
    expect(await seedDemo(database.db)).toBe(false);
    const after = await Promise.all([count(products), count(coupons), count(testimonials), count(featuredProducts), count(blogPosts)]);
    expect(after).toEqual(before);
  });
});

describe('several instances starting at once', () => {
  it('seed the demo once', async () => {
    const fresh = await createTestDatabase();
    try {
      const results = await Promise.all([seedDemo(fresh.db), seedDemo(fresh.db), seedDemo(fresh.db)]);
      expect(results.filter(Boolean)).toHaveLength(1);
      const [row] = await fresh.db.select({ n: sql<number>`count(*)::int` }).from(products);
      expect(row?.n).toBe(DEMO_PRODUCTS.length);
    } finally {
      await fresh.close();
    }
  });
});

describe('default settings', () => {
  it('inserts the missing keys and leaves stored values alone', async () => {
    await database.db.insert(siteSettings).values({ settingKey: 'company_name', settingValue: 'Acme Cooling' }).onConflictDoNothing();
    const added = await ensureDefaultSettings(database.db);
    expect(added).not.toContain('company_name');
    expect(added.length).toBe(Object.keys(DEFAULT_SITE_SETTINGS).length - 1);

    const rows = await database.db.select().from(siteSettings);
    const values = new Map(rows.map((r) => [r.settingKey, r.settingValue]));
    expect(values.get('company_name')).toBe('Acme Cooling');
    expect(values.get('free_shipping_threshold')).toBe(DEFAULT_SITE_SETTINGS.free_shipping_threshold);
  });

  it('adds nothing the second time', async () => {
    expect(await ensureDefaultSettings(database.db)).toEqual([]);
  });
});

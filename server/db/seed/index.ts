import { certificationRequiredByDefault } from '@domain/certification';
import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { productSlug } from '@domain/catalog';
import { DEFAULT_SITE_SETTINGS, isTranslatedSettingKey } from '@domain/site-settings';
import { DEFAULT_SETTING_TRANSLATIONS } from '@domain/known-texts';
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
import type { Db } from '../types';
import {
  DEMO_ADVERTS,
  DEMO_BLOG_POSTS,
  DEMO_CERTIFICATES,
  DEMO_CONTACT_INFO,
  DEMO_COUPONS,
  DEMO_FEATURED,
  DEMO_TEAM_MEMBERS,
  DEMO_TESTIMONIALS,
} from './content';
import { demoPictures } from './demo-pictures';
import { DEMO_PRODUCTS } from './products';

/** Any constant; it only has to be the same for every instance starting against one database. */
const SEED_LOCK_ID = 4_201_700;

async function isEmpty(tx: Db, table: PgTable): Promise<boolean> {
  const rows = await tx.select({ one: sql<number>`1` }).from(table).limit(1);
  return rows.length === 0;
}

/**
 * Inserts the site settings of DEFAULT_SITE_SETTINGS that are missing, leaving stored values alone.
 * Run at every start, demo or not. Returns the keys it added.
 */
export async function ensureDefaultSettings(db: Db): Promise<string[]> {
  const rows = Object.entries(DEFAULT_SITE_SETTINGS).map(([settingKey, settingValue]) => ({
    settingKey,
    settingValue,
    translations: isTranslatedSettingKey(settingKey) ? (DEFAULT_SETTING_TRANSLATIONS[settingKey] ?? {}) : {},
  }));
  const inserted = await db
    .insert(siteSettings)
    .values(rows)
    .onConflictDoNothing({ target: siteSettings.settingKey })
    .returning({ key: siteSettings.settingKey });
  return inserted.map((row) => row.key);
}

/**
 * Fills an empty shop with the demo catalogue and content, in one transaction.
 * Does nothing when the products table already has a row; each content table is also filled only
 * while empty, so a restart never duplicates anything. Returns whether the demo was seeded.
 */
export async function seedDemo(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Several instances may start at once against one PostgreSQL server: only one seeds.
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    if (!(await isEmpty(tx, products))) return false;

    // Each product with its drawing's URL; prepareData writes the files (ensurePictureFiles).
    const pictureUrls = new Map(demoPictures().map((picture) => [picture.sku, picture.url]));
    const inserted = await tx
      .insert(products)
      .values(
        DEMO_PRODUCTS.map((product) => {
          const url = product.sku ? pictureUrls.get(product.sku) : undefined;
          return {
            ...product,
            slug: productSlug(product.name),
            images: url ? [url] : [],
            thumbnailUrl: url ?? null,
            certificationRequired: certificationRequiredByDefault(product.category ?? 'HFC'),
          };
        }),
      )
      .onConflictDoNothing()
      .returning({ id: products.id, name: products.name });
    const productIds = new Map(inserted.map((row) => [row.name, row.id]));

    await tx.insert(coupons).values([...DEMO_COUPONS]).onConflictDoNothing({ target: coupons.code });
    await tx.insert(blogPosts).values([...DEMO_BLOG_POSTS]).onConflictDoNothing({ target: blogPosts.slug });

    if (await isEmpty(tx, featuredProducts)) {
      const featured = DEMO_FEATURED.flatMap(({ section, productNames }) =>
        productNames.flatMap((name, orderIndex) => {
          const productId = productIds.get(name);
          return productId ? [{ productId, sectionName: section, orderIndex }] : [];
        }),
      );
      if (featured.length > 0) await tx.insert(featuredProducts).values(featured);
    }
    if (await isEmpty(tx, testimonials)) await tx.insert(testimonials).values([...DEMO_TESTIMONIALS]);
    if (await isEmpty(tx, teamMembers)) await tx.insert(teamMembers).values([...DEMO_TEAM_MEMBERS]);
    if (await isEmpty(tx, contactInfo)) await tx.insert(contactInfo).values([...DEMO_CONTACT_INFO]);
    if (await isEmpty(tx, adverts)) await tx.insert(adverts).values([...DEMO_ADVERTS]);
    if (await isEmpty(tx, certificates)) await tx.insert(certificates).values([...DEMO_CERTIFICATES]);
    return true;
  });
}

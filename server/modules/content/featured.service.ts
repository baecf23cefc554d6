import { and, asc, count, eq, exists, isNull, max, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { searchForms } from '@domain/catalog-search';
import { FEATURED_SECTIONS, type FeaturedSection } from '@domain/content';
import { fromCents, toCents } from '@domain/money';
import {
  FEATURED_MESSAGES,
  type CreateFeaturedRequest,
  type FeaturedCandidatesQuery,
  type FeaturedCandidatesResponse,
  type FeaturedEntry,
  type FeaturedSectionsResponse,
} from '@domain/schemas/featured';
import { featuredProducts, products, type Product } from '../../db/schema';
import type { Db } from '../../db/types';
import { AppError } from '../../errors';
import { assertSameVersion, type AdminActor } from '../audit/admin-actor';
import { recordAudit } from '../audit/audit.service';

type EntryRow = typeof featuredProducts.$inferSelect;
type ProductFields = Pick<Product, 'id' | 'slug' | 'name' | 'sku' | 'price' | 'category' | 'epaApproved' | 'archivedAt'>;

const productFields = {
  id: products.id,
  slug: products.slug,
  name: products.name,
  sku: products.sku,
  price: products.price,
  category: products.category,
  epaApproved: products.epaApproved,
  archivedAt: products.archivedAt,
};

/** Any constant; with the section's position it serialises adds and reorders within one section. */
const SECTION_LOCK_ID = 4_201_701;

function toEntry(row: EntryRow, product: ProductFields): FeaturedEntry {
  return {
    id: row.id,
    sectionName: row.sectionName,
    orderIndex: row.orderIndex,
    isActive: row.isActive,
    updatedAt: row.updatedAt.toISOString(),
    product: {
      id: product.id,
      slug: product.slug,
      name: product.name,
      sku: product.sku,
      price: fromCents(toCents(product.price)),
      category: product.category,
      epaApproved: product.epaApproved,
      archived: product.archivedAt !== null,
    },
  };
}

/** What the audit log keeps of an entry: enough to read "R-410A in featured, position 2, active" later. */
function auditSnapshot(row: EntryRow, productName: string) {
  return { sectionName: row.sectionName, productId: row.productId, productName, orderIndex: row.orderIndex, isActive: row.isActive, updatedAt: row.updatedAt };
}

/** A LIKE pattern that finds the text anywhere, its own % and _ taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/** Lower-cased with spaces and hyphens removed, as domain/catalog-search normalises the query. */
const normalized = (column: AnyPgColumn) => sql`regexp_replace(lower(coalesce(${column}, '')), '[[:space:]-]+', '', 'g')`;

/**
 * The back office's featured sections (back-office spec §2 "Featured Products Management"). Every write runs in one
 * transaction with its audit entry, then calls `onChange` so the home page's cached content follows at once.
 */
export class FeaturedService {
  constructor(
    private readonly db: Db,
    private readonly onChange: () => void,
  ) {}

  /** Every section with its entries in display order (order index, then the older entry first). */
  async sections(): Promise<FeaturedSectionsResponse> {
    const rows = await this.db
      .select({ entry: featuredProducts, product: productFields })
      .from(featuredProducts)
      .innerJoin(products, eq(products.id, featuredProducts.productId))
      .orderBy(asc(featuredProducts.sectionName), asc(featuredProducts.orderIndex), asc(featuredProducts.createdAt), asc(featuredProducts.id));
    return {
      sections: FEATURED_SECTIONS.map((sectionName) => ({
        sectionName,
        entries: rows.filter((row) => row.entry.sectionName === sectionName).map((row) => toEntry(row.entry, row.product)),
      })),
    };
  }

  /** One page of the catalogue for the product picker: archived products left out, searched by name or SKU, by name. */
  async candidates({ sectionName, q, page, pageSize }: FeaturedCandidatesQuery): Promise<FeaturedCandidatesResponse> {
    const filters: SQL[] = [isNull(products.archivedAt)];
    const forms = searchForms(q ?? '');
    if (forms[0]) {
      filters.push(or(...forms.flatMap((form) => [sql`${normalized(products.name)} like ${containing(form)}`, sql`${normalized(products.sku)} like ${containing(form)}`])) as SQL);
    }
    const where = and(...filters);
    const inSection = exists(
      this.db
        .select({ one: sql`1` })
        .from(featuredProducts)
        .where(and(eq(featuredProducts.productId, products.id), eq(featuredProducts.sectionName, sectionName))),
    );
    const [rows, totals] = await Promise.all([
      this.db
        .select({ ...productFields, inSection: sql<boolean>`${inSection}`.mapWith(Boolean) })
        .from(products)
        .where(where)
        .orderBy(asc(products.name), asc(products.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      this.db.select({ n: count() }).from(products).where(where),
    ]);
    return {
      items: rows.map((row) => ({
        id: row.id,
        name: row.name,
        sku: row.sku,
        price: fromCents(toCents(row.price)),
        category: row.category,
        epaApproved: row.epaApproved,
        inSection: row.inSection,
      })),
      total: totals[0]?.n ?? 0,
      page,
      pageSize,
    };
  }

  /** Adds a product at the end of a section, active (back-office spec §9); a second entry of it there is refused. */
  async add(actor: AdminActor, { productId, sectionName }: CreateFeaturedRequest): Promise<FeaturedEntry> {
    const entry = await this.db.transaction(async (tx) => {
      await lockSection(tx, sectionName);
      const [product] = await tx.select(productFields).from(products).where(and(eq(products.id, productId), isNull(products.archivedAt)));
      if (!product) throw new AppError('not_found', FEATURED_MESSAGES.productNotFound, { productId: FEATURED_MESSAGES.productNotFound });
      const [last] = await tx.select({ orderIndex: max(featuredProducts.orderIndex) }).from(featuredProducts).where(eq(featuredProducts.sectionName, sectionName));
      const orderIndex = last?.orderIndex === null || last?.orderIndex === undefined ? 0 : last.orderIndex + 1;
      const [row] = await tx
        .insert(featuredProducts)
        .values({ productId, sectionName, orderIndex, isActive: true })
        .onConflictDoNothing({ target: [featuredProducts.sectionName, featuredProducts.productId] })
        .returning();
      if (!row) throw new AppError('conflict', FEATURED_MESSAGES.duplicate, { productId: FEATURED_MESSAGES.duplicate });
      await recordAudit(tx, actor, { action: 'featured_product.create', entityType: 'featured_product', entityId: row.id, after: auditSnapshot(row, product.name) });
      return toEntry(row, product);
    });
    this.onChange();
    return entry;
  }

  /** Activates or deactivates an entry; an edit started from an older version is refused (409). */
  async setActive(actor: AdminActor, id: string, { isActive, version }: { isActive: boolean; version: string }): Promise<FeaturedEntry> {
    const entry = await this.db.transaction(async (tx) => {
      const { row: before, product } = await lockedEntry(tx, id);
      assertSameVersion(before.updatedAt, version);
      const [row] = await tx.update(featuredProducts).set({ isActive, updatedAt: new Date() }).where(eq(featuredProducts.id, id)).returning();
      if (!row) throw new AppError('not_found', FEATURED_MESSAGES.entryNotFound);
      await recordAudit(tx, actor, {
        action: 'featured_product.update',
        entityType: 'featured_product',
        entityId: id,
        before: auditSnapshot(before, product.name),
        after: auditSnapshot(row, product.name),
      });
      return toEntry(row, product);
    });
    this.onChange();
    return entry;
  }

  /**
   * Puts a section's entries in the given order, in one transaction: the list must name every entry of the section,
   * each at the version the admin saw; only the entries that move are written (and audited).
   */
  async reorder(actor: AdminActor, sectionName: FeaturedSection, order: readonly { id: string; version: string }[]): Promise<FeaturedSectionsResponse> {
    await this.db.transaction(async (tx) => {
      await lockSection(tx, sectionName);
      const rows = await tx
        .select({ entry: featuredProducts, productName: products.name })
        .from(featuredProducts)
        .innerJoin(products, eq(products.id, featuredProducts.productId))
        .where(eq(featuredProducts.sectionName, sectionName))
        .for('update', { of: featuredProducts });
      const byId = new Map(rows.map((row) => [row.entry.id, row]));
      const named = new Set(order.map((item) => item.id));
      if (named.size !== order.length || named.size !== rows.length || order.some((item) => !byId.has(item.id))) {
        throw new AppError('conflict', FEATURED_MESSAGES.orderChanged);
      }
      for (const item of order) {
        const row = byId.get(item.id);
        if (row) assertSameVersion(row.entry.updatedAt, item.version);
      }
      for (const [orderIndex, item] of order.entries()) {
        const current = byId.get(item.id);
        if (!current || current.entry.orderIndex === orderIndex) continue;
        const [row] = await tx.update(featuredProducts).set({ orderIndex, updatedAt: new Date() }).where(eq(featuredProducts.id, item.id)).returning();
        if (!row) continue;
        await recordAudit(tx, actor, {
          action: 'featured_product.reorder',
          entityType: 'featured_product',
          entityId: item.id,
          before: auditSnapshot(current.entry, current.productName),
          after: auditSnapshot(row, current.productName),
        });
      }
    });
    this.onChange();
    return this.sections();
  }

  /** Removes an entry at once (back-office spec §5: featured deletions are immediate); the product itself stays. */
  async remove(actor: AdminActor, id: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const { row, product } = await lockedEntry(tx, id);
      await tx.delete(featuredProducts).where(eq(featuredProducts.id, id));
      await recordAudit(tx, actor, { action: 'featured_product.delete', entityType: 'featured_product', entityId: id, before: auditSnapshot(row, product.name) });
    });
    this.onChange();
  }
}

/** Adds and reorders of one section wait for each other, so "max + 1" and the order indexes never collide. */
async function lockSection(tx: Db, sectionName: FeaturedSection): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${SECTION_LOCK_ID}, ${FEATURED_SECTIONS.indexOf(sectionName)})`);
}

/** The entry read FOR UPDATE with its product, or 404. */
async function lockedEntry(tx: Db, id: string): Promise<{ row: EntryRow; product: ProductFields }> {
  const [found] = await tx
    .select({ entry: featuredProducts, product: productFields })
    .from(featuredProducts)
    .innerJoin(products, eq(products.id, featuredProducts.productId))
    .where(eq(featuredProducts.id, id))
    .for('update', { of: featuredProducts });
  if (!found) throw new AppError('not_found', FEATURED_MESSAGES.entryNotFound);
  return { row: found.entry, product: found.product };
}

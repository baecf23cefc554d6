import { certificationRequiredByDefault } from '@domain/certification';
import { storedLeadTimes } from '@domain/lead-times';
import { keptProductTranslations, missingProductTranslations } from '@domain/product-text';
import { and, asc, count, desc, eq, ilike, isNotNull, isNull, like, ne, or, sql, type SQL } from 'drizzle-orm';
import { FALLBACK_SLUG, productSlug, uniqueSlug } from '@domain/catalog';
import type { ProductAvailability } from '@domain/content';
import {
  PRODUCT_MESSAGES,
  type AdminProductDetail,
  type AdminProductListQuery,
  type AdminProductListResponse,
  type ProductCreateInput,
  type ProductDeleteResponse,
  type ProductSortColumn,
  type ProductUpdateInput,
} from '@domain/schemas/admin-products';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { orderItems, products, quoteItems, type NewProduct, type Product } from '../../db/schema';
import { uniqueViolationOf } from '../../db/pg-errors';
import type { Db } from '../../db/types';
import { AppError, notFound } from '../../errors';
import { assertSameVersion, type AdminActor } from '../audit/admin-actor';
import { changedValues, recordAudit } from '../audit/audit.service';

const toNumber = (value: string | null): number | null => (value === null ? null : Number(value));

export function toAdminProduct(row: Product, ordered: boolean): AdminProductDetail {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    sku: row.sku,
    price: Number(row.price),
    palletPrice: toNumber(row.palletPrice),
    container20ftPrice: toNumber(row.container20ftPrice),
    container40ftPrice: toNumber(row.container40ftPrice),
    discount20ft: toNumber(row.discount20ft),
    discount40ft: toNumber(row.discount40ft),
    packagingOptions: row.packagingOptions,
    category: row.category,
    description: row.description,
    availability: row.availability,
    condition: row.condition,
    stockQuantity: row.stockQuantity,
    epaApproved: row.epaApproved,
    certificationRequired: row.certificationRequired,
    brand: row.brand,
    chemicalFormula: row.chemicalFormula,
    casNumber: row.casNumber,
    unNumber: row.unNumber,
    hazardClass: row.hazardClass,
    shippingWeight: row.shippingWeight,
    cylinderNetWeightLb: toNumber(row.cylinderNetWeightLb),
    gtin: row.gtin,
    dimensions: row.dimensions ?? null,
    leadTimes: storedLeadTimes(row.leadTimes),
    applications: row.applications,
    technicalSpecs: row.technicalSpecs,
    images: row.images,
    imageAlt: row.imageAlt,
    thumbnailUrl: row.thumbnailUrl,
    sdsUrl: row.sdsUrl,
    certificateUrls: row.certificateUrls,
    translations: row.translations,
    ordered,
    archivedAt: row.archivedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

type ProductInput = Omit<ProductCreateInput, 'name' | 'price'> & { name?: string; price?: number };

const money = (value: number | null) => (value === null ? null : value.toFixed(2));
const fraction = (value: number | null) => (value === null ? null : value.toFixed(4));

/** The columns of the fields given (numbers as the decimal strings numeric columns take); absent fields stay as they are. */
/** The products table's default category (server/db/schema.ts), for a new product created without one. */
const DEFAULT_PRODUCT_CATEGORY = 'HFC' as const;

function toColumns(input: ProductInput): Partial<NewProduct> {
  const { price, palletPrice, container20ftPrice, container40ftPrice, discount20ft, discount40ft, cylinderNetWeightLb, images, ...rest } = input;
  const columns: Partial<NewProduct> = { ...rest };
  if (price !== undefined) columns.price = price.toFixed(2);
  if (palletPrice !== undefined) columns.palletPrice = money(palletPrice);
  if (container20ftPrice !== undefined) columns.container20ftPrice = money(container20ftPrice);
  if (container40ftPrice !== undefined) columns.container40ftPrice = money(container40ftPrice);
  if (discount20ft !== undefined) columns.discount20ft = fraction(discount20ft);
  if (discount40ft !== undefined) columns.discount40ft = fraction(discount40ft);
  if (cylinderNetWeightLb !== undefined) columns.cylinderNetWeightLb = money(cylinderNetWeightLb);
  // The first image is the card picture: a thumbnail stored apart would outlive a new main image.
  if (images !== undefined) Object.assign(columns, { images, thumbnailUrl: null });
  return columns;
}

/** The fields an edit changed, before and after, for the audit log (dates and numbers as the API shows them). */
function changedFields(before: AdminProductDetail, after: AdminProductDetail): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const changed = changedValues(before, after, { skip: ['updatedAt', 'ordered'] });
  // The name on both sides, changed or not, so the log can say which product it was (docs/decisions/035).
  return { before: { productName: before.name, ...changed.before }, after: { productName: after.name, ...changed.after } };
}

/** The languages with anything left to translate. */
const missingLanguagesOf = (missing: Record<'fr' | 'es', string[]>) => (['fr', 'es'] as const).filter((language) => missing[language].length > 0);

const SORT_COLUMNS: Record<ProductSortColumn, AnyPgColumn> = {
  name: products.name,
  sku: products.sku,
  price: products.price,
  stock: products.stockQuantity,
  createdAt: products.createdAt,
  updatedAt: products.updatedAt,
};

/**
 * The availability a buyer is told, in SQL: domain/catalog.ts stockStatus (a product marked in stock with none
 * left is out of stock; preorder and backorder as set).
 */
function availabilityIs(availability: ProductAvailability): SQL | undefined {
  const markedInStock = eq(products.availability, 'in_stock');
  switch (availability) {
    case 'in_stock':
      return and(markedInStock, sql`${products.stockQuantity} > 0`);
    case 'out_of_stock':
      return or(eq(products.availability, 'out_of_stock'), and(markedInStock, sql`${products.stockQuantity} <= 0`));
    default:
      return eq(products.availability, availability);
  }
}

const ARCHIVED: Record<AdminProductListQuery['archived'], SQL | undefined> = {
  active: isNull(products.archivedAt),
  archived: isNotNull(products.archivedAt),
  all: undefined,
};

/** The text as a LIKE pattern that matches it literally (its own % and _ are not wildcards). */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const SKU_CONSTRAINT = 'products_sku_unique';
const skuTaken = () => new AppError('conflict', PRODUCT_MESSAGES.skuTaken, { sku: PRODUCT_MESSAGES.skuTaken });

/** How many times a creation is tried again when another one took the same slug in between. */
const SLUG_ATTEMPTS = 3;

/**
 * The back office's products (back-office spec §2 "Product management"): lists sorted and paged in SQL, and every
 * write in one transaction with its audit entry. `onChange` runs after each committed write, so the storefront's
 * caches (catalogue, product pages, sitemap, home page) show it at once.
 */
export class CatalogAdminService {
  constructor(
    private readonly db: Db,
    private readonly onChange: () => void,
  ) {}

  async list(query: AdminProductListQuery): Promise<AdminProductListResponse> {
    const { page, pageSize, q, category, availability, archived, sort } = query;
    const filters = [
      ARCHIVED[archived],
      q ? or(ilike(products.name, `%${literal(q)}%`), ilike(products.sku, `%${literal(q)}%`)) : undefined,
      category ? eq(products.category, category) : undefined,
      availability ? availabilityIs(availability) : undefined,
    ].filter((filter): filter is SQL => filter !== undefined);
    const where = filters.length > 0 ? and(...filters) : undefined;
    const order = sort.direction === 'desc' ? desc(SORT_COLUMNS[sort.column]) : asc(SORT_COLUMNS[sort.column]);
    const [rows, totals] = await Promise.all([
      this.db
        .select({
          id: products.id,
          name: products.name,
          sku: products.sku,
          slug: products.slug,
          price: products.price,
          category: products.category,
          availability: products.availability,
          stockQuantity: products.stockQuantity,
          epaApproved: products.epaApproved,
          image: sql<string | null>`coalesce(${products.thumbnailUrl}, ${products.images}[1])`,
          archivedAt: products.archivedAt,
          updatedAt: products.updatedAt,
          description: products.description,
          applications: products.applications,
          technicalSpecs: products.technicalSpecs,
          imageAlt: products.imageAlt,
          translations: products.translations,
        })
        .from(products)
        .where(where)
        .orderBy(order, asc(products.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      this.db.select({ n: count() }).from(products).where(where),
    ]);
    return {
      items: rows.map(({ description, applications, technicalSpecs, imageAlt, translations, ...row }) => ({
        ...row,
        missingLanguages: missingLanguagesOf(missingProductTranslations({ description, applications, technicalSpecs, imageAlt }, translations)),
        price: Number(row.price),
        archivedAt: row.archivedAt?.toISOString() ?? null,
        updatedAt: row.updatedAt.toISOString(),
      })),
      total: totals[0]?.n ?? 0,
      page,
      pageSize,
    };
  }

  async get(id: string): Promise<AdminProductDetail> {
    const [row] = await this.db.select().from(products).where(eq(products.id, id));
    if (!row) throw notFound(PRODUCT_MESSAGES.notFound);
    return toAdminProduct(row, await isOrdered(this.db, id));
  }

  async create(actor: AdminActor, input: ProductCreateInput): Promise<AdminProductDetail> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        const product = await this.db.transaction(async (tx) => {
          if (input.sku) await assertSkuFree(tx, input.sku, null);
          const slug = await freeSlug(tx, input.name);
          const [row] = await tx.insert(products).values({
              ...toColumns(input),
              translations: keptProductTranslations(input.translations ?? {}, input.technicalSpecs ?? {}),
              certificationRequired: input.certificationRequired ?? certificationRequiredByDefault(input.category ?? DEFAULT_PRODUCT_CATEGORY),
              name: input.name,
              price: input.price.toFixed(2),
              slug,
            }).returning();
          if (!row) throw new Error('product insert returned nothing');
          const created = toAdminProduct(row, false);
          await recordAudit(tx, actor, { action: 'product.create', entityType: 'product', entityId: row.id, after: created });
          return created;
        });
        this.onChange();
        return product;
      } catch (err) {
        const constraint = uniqueViolationOf(err);
        if (constraint === SKU_CONSTRAINT) throw skuTaken();
        // Another product took the same slug between the look-up and the insert: look again.
        if (constraint !== null && attempt < SLUG_ATTEMPTS) continue;
        throw err;
      }
    }
  }

  async update(actor: AdminActor, id: string, { version, ...input }: ProductUpdateInput): Promise<AdminProductDetail> {
    try {
      const product = await this.db.transaction(async (tx) => {
        const current = await lockProduct(tx, id);
        assertSameVersion(current.updatedAt, version);
        const columns = toColumns(input);
        if (Object.keys(columns).length === 0) return null;
        if (input.translations !== undefined || input.technicalSpecs !== undefined) {
          columns.translations = keptProductTranslations(input.translations ?? current.translations, input.technicalSpecs ?? current.technicalSpecs);
        }
        if (input.sku && input.sku !== current.sku) await assertSkuFree(tx, input.sku, id);
        const [row] = await tx.update(products).set(columns).where(eq(products.id, id)).returning();
        if (!row) throw notFound(PRODUCT_MESSAGES.notFound);
        const ordered = await isOrdered(tx, id);
        const updated = toAdminProduct(row, ordered);
        await recordAudit(tx, actor, { action: 'product.update', entityType: 'product', entityId: id, ...changedFields(toAdminProduct(current, ordered), updated) });
        return updated;
      });
      if (!product) return this.get(id);
      this.onChange();
      return product;
    } catch (err) {
      if (uniqueViolationOf(err) === SKU_CONSTRAINT) throw skuTaken();
      throw err;
    }
  }

  /** Deletes a product no order or quote names; archives one that is named, so order history stays whole. */
  async remove(actor: AdminActor, id: string): Promise<ProductDeleteResponse> {
    const answer = await this.db.transaction(async (tx): Promise<ProductDeleteResponse> => {
      const current = await lockProduct(tx, id);
      if (await isOrdered(tx, id)) {
        const before = toAdminProduct(current, true);
        if (current.archivedAt) return { result: 'archived', product: before };
        const [row] = await tx.update(products).set({ archivedAt: new Date() }).where(eq(products.id, id)).returning();
        if (!row) throw notFound(PRODUCT_MESSAGES.notFound);
        const archived = toAdminProduct(row, true);
        await recordAudit(tx, actor, { action: 'product.archive', entityType: 'product', entityId: id, before: { archivedAt: null }, after: { archivedAt: archived.archivedAt } });
        return { result: 'archived', product: archived };
      }
      await tx.delete(products).where(eq(products.id, id));
      await recordAudit(tx, actor, { action: 'product.delete', entityType: 'product', entityId: id, before: toAdminProduct(current, false), after: null });
      return { result: 'deleted', id };
    });
    this.onChange();
    return answer;
  }

  /** Brings an archived product back to the storefront. */
  async restore(actor: AdminActor, id: string): Promise<AdminProductDetail> {
    const product = await this.db.transaction(async (tx) => {
      const current = await lockProduct(tx, id);
      if (!current.archivedAt) throw new AppError('conflict', PRODUCT_MESSAGES.notArchived);
      const [row] = await tx.update(products).set({ archivedAt: null }).where(eq(products.id, id)).returning();
      if (!row) throw notFound(PRODUCT_MESSAGES.notFound);
      await recordAudit(tx, actor, { action: 'product.restore', entityType: 'product', entityId: id, before: { archivedAt: current.archivedAt.toISOString() }, after: { archivedAt: null } });
      return toAdminProduct(row, await isOrdered(tx, id));
    });
    this.onChange();
    return product;
  }
}

/** The product row, locked until the transaction ends (an edit, delete or restore reads it first). */
async function lockProduct(tx: Db, id: string): Promise<Product> {
  const [row] = await tx.select().from(products).where(eq(products.id, id)).for('update');
  if (!row) throw notFound(PRODUCT_MESSAGES.notFound);
  return row;
}

/** Whether an order line or a quote line names the product. */
async function isOrdered(db: Db, id: string): Promise<boolean> {
  const [orderLine] = await db.select({ id: orderItems.id }).from(orderItems).where(eq(orderItems.productId, id)).limit(1);
  if (orderLine) return true;
  const [quoteLine] = await db.select({ id: quoteItems.id }).from(quoteItems).where(eq(quoteItems.productId, id)).limit(1);
  return quoteLine !== undefined;
}

/** SKUs are compared without case, so "ff-r32" cannot sit beside "FF-R32". */
async function assertSkuFree(tx: Db, sku: string, exceptId: string | null): Promise<void> {
  const sameSku = sql`lower(${products.sku}) = lower(${sku})`;
  const [row] = await tx
    .select({ id: products.id })
    .from(products)
    .where(exceptId ? and(sameSku, ne(products.id, exceptId)) : sameSku)
    .limit(1);
  if (row) throw skuTaken();
}

/** The name's slug, or the first numbered one no product holds (docs/decisions/001). */
async function freeSlug(tx: Db, name: string): Promise<string> {
  const root = productSlug(name) || FALLBACK_SLUG;
  const rows = await tx
    .select({ slug: products.slug })
    .from(products)
    .where(or(eq(products.slug, root), like(products.slug, `${literal(root)}-%`)));
  return uniqueSlug(root, new Set(rows.map((row) => row.slug)));
}

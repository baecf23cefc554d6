import { createHash, randomUUID } from 'node:crypto';
import { isNull } from 'drizzle-orm';
import { CatalogSearchIndex, pageOf } from '@domain/catalog-index';
import { CATALOG_PAGE_SIZE, catalogueApiPath, type CataloguePageQuery } from '@domain/catalog-pages';
import { LruMap } from '@domain/lru-map';
import { storedLeadTimes } from '@domain/lead-times';
import { largestSavingPercent } from '@domain/package-facts';
import type { PublicProduct } from '@domain/schemas/product';
import type { JsonSnapshot } from '../../lib/cached-json';
import { CachedValue } from '../../lib/cached-value';
import { products, type Product, type ProductTranslations } from '../../db/schema';
import type { Db } from '../../db/types';

const toNumber = (value: string | number | null): number | null => (value === null ? null : Number(value));

/** Only the fields a buyer may see; internal columns never leave the server. */
export function toPublicProduct(row: Product): PublicProduct {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    price: Number(row.price),
    palletPrice: toNumber(row.palletPrice),
    container20ftPrice: toNumber(row.container20ftPrice),
    container40ftPrice: toNumber(row.container40ftPrice),
    discount20ft: toNumber(row.discount20ft),
    discount40ft: toNumber(row.discount40ft),
    packagingOptions: row.packagingOptions ?? [],
    images: row.images ?? [],
    thumbnailUrl: row.thumbnailUrl ?? null,
    sku: row.sku ?? null,
    epaApproved: row.epaApproved,
    certificationRequired: row.certificationRequired,
    category: row.category,
    description: row.description ?? null,
    stockQuantity: row.stockQuantity,
    applications: row.applications ?? [],
    sdsUrl: row.sdsUrl ?? null,
    gtin: row.gtin ?? null,
    brand: row.brand ?? null,
    condition: row.condition,
    availability: row.availability,
    shippingWeight: row.shippingWeight ?? null,
    cylinderNetWeightLb: toNumber(row.cylinderNetWeightLb),
    leadTimes: storedLeadTimes(row.leadTimes),
    dimensions: row.dimensions ?? null,
    chemicalFormula: row.chemicalFormula ?? null,
    casNumber: row.casNumber ?? null,
    unNumber: row.unNumber ?? null,
    hazardClass: row.hazardClass ?? null,
    technicalSpecs: row.technicalSpecs ?? {},
    certificateUrls: row.certificateUrls ?? [],
    createdAt: row.createdAt.toISOString(),
  };
}

/** One catalogue page as the API is asked for it (already validated): the same query the page's address holds. */
export type CatalogQuery = CataloguePageQuery;

/** The catalogue in memory, built once per change: lookups, the search index and the pages already answered. */
export interface CatalogIndex {
  /** Every public product, by name (ties by id). */
  products: readonly PublicProduct[];
  bySlug: ReadonlyMap<string, PublicProduct>;
  byId: ReadonlyMap<string, PublicProduct>;
  search: CatalogSearchIndex<PublicProduct>;
  /** The wholesale page's promise: the largest package saving any product offers. */
  largestSavingPercent: number;
  /** A product's French and Spanish texts (the product page's answer and head; the list leaves them out). */
  translationsOf(product: PublicProduct): ProductTranslations | undefined;
  /** One product's answer (with its translations), built on first request and kept with the snapshot. */
  productSnapshot(product: PublicProduct): JsonSnapshot;
  /** One page of the list as the API answers it, kept for the next identical request. */
  page(query: CatalogQuery): JsonSnapshot;
  /** Takes fresher stock figures into the products in place; their answers and the pages are written again when asked. */
  restock(changes: readonly StockFigures[]): void;
}

/** What an order (or its cancellation) changes of a product. */
type StockFigures = Pick<PublicProduct, 'id' | 'stockQuantity' | 'availability'>;

/** Translations by product id, read with the list; only the product's own answer carries them. */
type TranslationsById = ReadonlyMap<string, ProductTranslations>;
/** The main image's English alt text by product id, where one is written (the product page's answer only). */
type ImageAltsById = ReadonlyMap<string, string>;

/** Distinct page answers kept per catalogue version (searches typed by buyers, pages of each category). */
const PAGE_CACHE_SIZE = 500;

const etagOf = (body: Buffer) => `"${createHash('sha1').update(body).digest('base64url')}"`;

function snapshotOf(value: unknown): JsonSnapshot {
  const body = Buffer.from(JSON.stringify(value));
  return { body, etag: etagOf(body) };
}

const PAGE_START = Buffer.from('{"products":[');
const COMMA = Buffer.from(',');

function buildIndex(rows: readonly PublicProduct[], translations: TranslationsById, imageAlts: ImageAltsById = new Map()): CatalogIndex {
  const search = new CatalogSearchIndex(rows);
  const products = search.all();
  const single = new Map<string, JsonSnapshot>();
  // Each product's JSON is written (and encoded) once and pages are joined from these bytes: no page serialises a
  // product again.
  const pieces = new Map<PublicProduct, Buffer>();
  const pieceOf = (product: PublicProduct) => {
    let piece = pieces.get(product);
    if (piece === undefined) {
      piece = Buffer.from(JSON.stringify(product));
      pieces.set(product, piece);
    }
    return piece;
  };
  // A page is fully decided by this catalogue's version and the query: its ETag needs no digest of its bytes. The
  // random part keeps two instances (or two builds of one) from ever giving one tag to different answers.
  const build = randomUUID();
  let restocks = 0;
  const pages = new LruMap<string, JsonSnapshot>(PAGE_CACHE_SIZE);
  const bySlug = new Map(products.map((p) => [p.slug, p]));
  const byId = new Map(products.map((p) => [p.id, p]));
  return {
    products,
    search,
    bySlug,
    byId,
    largestSavingPercent: largestSavingPercent(products),
    translationsOf: (product) => translations.get(product.id),
    productSnapshot(product) {
      let snapshot = single.get(product.id);
      if (!snapshot) {
        snapshot = snapshotOf({ product: { ...product, imageAlt: imageAlts.get(product.id) ?? null, translations: translations.get(product.id) ?? {} } });
        single.set(product.id, snapshot);
      }
      return snapshot;
    },
    page(query) {
      const key = catalogueApiPath(query);
      let snapshot = pages.get(key);
      if (!snapshot) {
        const { page = 1, pageSize = CATALOG_PAGE_SIZE, slugs, ...filters } = query;
        const found = slugs ? slugs.map((slug) => bySlug.get(slug)).filter((p): p is PublicProduct => p !== undefined) : search.find(filters);
        const parts: Buffer[] = [PAGE_START];
        pageOf(found, page, pageSize).forEach((product, i) => parts.push(...(i === 0 ? [] : [COMMA]), pieceOf(product)));
        parts.push(Buffer.from(`],"total":${found.length},"page":${page},"pageSize":${pageSize}}`));
        const digest = createHash('sha1').update(key).digest('base64url').slice(0, 16);
        snapshot = { body: Buffer.concat(parts), etag: `"${build}.${restocks}.${digest}"` };
        pages.set(key, snapshot);
      }
      return snapshot;
    },
    restock(changes) {
      for (const { id, stockQuantity, availability } of changes) {
        const product = byId.get(id) as { -readonly [K in keyof PublicProduct]: PublicProduct[K] } | undefined;
        if (!product) continue;
        product.stockQuantity = stockQuantity;
        product.availability = availability;
        pieces.delete(product);
        single.delete(id);
      }
      if (changes.length > 0) {
        pages.clear();
        restocks += 1;
      }
    },
  };
}

/** The public catalogue, read once from the database and kept in memory until a product is written. */
export class CatalogService {
  private readonly index = new CachedValue(() => this.load());
  /** Set by orders and cancellations: the next read takes the stock figures again (one narrow query, not a rebuild). */
  private stockStale = false;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly db: Db) {}

  private async load(): Promise<CatalogIndex> {
    // Archived products (ordered once, then deleted in the back office) leave the shop; orders keep them.
    const rows = await this.db.select().from(products).where(isNull(products.archivedAt)).orderBy(products.name, products.id);
    const imageAlts = new Map(rows.flatMap((row) => (row.imageAlt ? [[row.id, row.imageAlt] as const] : [])));
    return buildIndex(rows.map(toPublicProduct), new Map(rows.map((row) => [row.id, row.translations])), imageAlts);
  }

  /** The stock figures of every public product; a product added or archived meanwhile means a full load after all. */
  private async restocked(index: CatalogIndex): Promise<CatalogIndex> {
    const rows = await this.db
      .select({ id: products.id, stockQuantity: products.stockQuantity, availability: products.availability })
      .from(products)
      .where(isNull(products.archivedAt));
    if (rows.length !== index.products.length || rows.some((row) => !index.byId.has(row.id))) return this.load();
    index.restock(rows.filter((row) => {
      const product = index.byId.get(row.id);
      return product?.stockQuantity !== row.stockQuantity || product.availability !== row.availability;
    }));
    return index;
  }

  /** The cached catalogue with its lookups; no database query while the snapshot holds. Concurrent first reads share one load. */
  catalogue(): Promise<CatalogIndex> {
    if (this.stockStale) {
      this.stockStale = false;
      this.index.refresh((index) => this.restocked(index));
    }
    return this.index.get();
  }

  /** One page of the list (filtered, sorted or ranked), answered from memory. */
  async page(query: CatalogQuery = {}): Promise<JsonSnapshot> {
    return (await this.catalogue()).page(query);
  }

  /** Other caches built from products (sitemap, page heads) register here to be dropped with the catalogue. */
  onInvalidate(listener: () => void): void {
    this.listeners.add(listener);
  }

  /** Every product write calls this, so the next read sees it. */
  invalidate(): void {
    this.stockStale = false;
    this.index.invalidate();
    for (const listener of this.listeners) listener();
  }

  /**
   * Orders and cancellations call this: only stock figures changed, so the next read takes them again instead of
   * rebuilding the catalogue and its search index (thousands of products, orders arriving every second).
   */
  stockChanged(): void {
    this.stockStale = true;
    for (const listener of this.listeners) listener();
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The catalogue service; product writes call `catalog.invalidate()`. */
    catalog: CatalogService;
  }
}

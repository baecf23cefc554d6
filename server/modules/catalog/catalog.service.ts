import { createHash } from 'node:crypto';
import { desc, isNull } from 'drizzle-orm';
import { matchesCategory, matchesSearch, sortProducts, type ProductSortKey } from '@domain/catalog-search';
import type { PublicProduct } from '@domain/schemas/product';
import { CachedJson, type JsonSnapshot } from '../../lib/cached-json';
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

export interface CatalogQuery {
  search?: string;
  category?: string;
  sort?: ProductSortKey;
}

/** The cached catalogue, parsed once per snapshot, with lookups by slug and id. */
export interface CatalogIndex {
  list: JsonSnapshot;
  products: readonly PublicProduct[];
  bySlug: ReadonlyMap<string, PublicProduct>;
  byId: ReadonlyMap<string, PublicProduct>;
  /** One product's answer (with its translations), built on first request and kept with the snapshot. */
  productSnapshot(product: PublicProduct): JsonSnapshot;
}

/** Translations by product id, read with the list; only the product's own answer carries them. */
type TranslationsById = ReadonlyMap<string, ProductTranslations>;

const etagOf = (body: Buffer) => `"${createHash('sha1').update(body).digest('base64url')}"`;

function snapshotOf(value: unknown): JsonSnapshot {
  const body = Buffer.from(JSON.stringify(value));
  return { body, etag: etagOf(body) };
}

function buildIndex(list: JsonSnapshot, translations: TranslationsById): CatalogIndex {
  const { products: rows } = JSON.parse(list.body.toString('utf8')) as { products: PublicProduct[] };
  const single = new Map<string, JsonSnapshot>();
  return {
    list,
    products: rows,
    bySlug: new Map(rows.map((p) => [p.slug, p])),
    byId: new Map(rows.map((p) => [p.id, p])),
    productSnapshot(product) {
      let snapshot = single.get(product.id);
      if (!snapshot) {
        snapshot = snapshotOf({ product: { ...product, translations: translations.get(product.id) ?? {} } });
        single.set(product.id, snapshot);
      }
      return snapshot;
    },
  };
}

/** The catalogue filtered and sorted by the shared domain rules; without a sort it keeps the newest-first order. */
export function queryCatalog(products: readonly PublicProduct[], { search = '', category = 'all', sort }: CatalogQuery): PublicProduct[] {
  const found = products.filter((p) => matchesCategory(p, category) && matchesSearch(p, search));
  return sort ? sortProducts(found, sort) : found;
}

/** The public catalogue, read once from the database and kept in memory until a product is written. */
export class CatalogService {
  readonly publicList: CachedJson<{ products: PublicProduct[] }>;
  private index: CatalogIndex | null = null;
  private translations: TranslationsById = new Map();
  private readonly listeners = new Set<() => void>();

  constructor(private readonly db: Db) {
    this.publicList = new CachedJson(async () => ({ products: await this.readAll() }));
  }

  private async readAll(): Promise<PublicProduct[]> {
    // Archived products (ordered once, then deleted in the back office) leave the shop; orders keep them.
    const rows = await this.db.select().from(products).where(isNull(products.archivedAt)).orderBy(desc(products.createdAt), products.name);
    this.translations = new Map(rows.map((row) => [row.id, row.translations]));
    return rows.map(toPublicProduct);
  }

  /** The cached catalogue with its lookups; no database query while the snapshot holds. */
  async catalogue(): Promise<CatalogIndex> {
    const list = await this.publicList.get();
    if (this.index?.list !== list) this.index = buildIndex(list, this.translations);
    return this.index;
  }

  /** A filtered and sorted answer, computed from the cached catalogue (26 rows: cheaper than caching each query). */
  async search(query: CatalogQuery): Promise<JsonSnapshot> {
    const index = await this.catalogue();
    const body = Buffer.from(JSON.stringify({ products: queryCatalog(index.products, query) }));
    return { body, etag: etagOf(body) };
  }

  /** Other caches built from products (sitemap, page heads) register here to be dropped with the catalogue. */
  onInvalidate(listener: () => void): void {
    this.listeners.add(listener);
  }

  /** Every product write calls this, so the next read sees it. */
  invalidate(): void {
    this.publicList.invalidate();
    this.index = null;
    for (const listener of this.listeners) listener();
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The catalogue service; product writes call `catalog.invalidate()`. */
    catalog: CatalogService;
  }
}

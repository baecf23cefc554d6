import { desc } from 'drizzle-orm';
import type { PublicProduct } from '@domain/schemas/product';
import { CachedJson } from '../../lib/cached-json';
import { products, type Product } from '../../db/schema';
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

/** The public catalogue, read once from the database and kept in memory until a product is written. */
export class CatalogService {
  readonly publicList: CachedJson<{ products: PublicProduct[] }>;

  constructor(private readonly db: Db) {
    this.publicList = new CachedJson(async () => ({ products: await this.readAll() }));
  }

  private async readAll(): Promise<PublicProduct[]> {
    const rows = await this.db.select().from(products).orderBy(desc(products.createdAt), products.name);
    return rows.map(toPublicProduct);
  }

  /** Every product write calls this, so the next read sees it. */
  invalidate(): void {
    this.publicList.invalidate();
  }
}

import { PACKAGE_KEYS, parsePackaging, type PackageKey } from './pricing';

/** Product categories as the catalogue filter lists them (storefront spec §9). */
export const CATALOG_CATEGORIES = ['all', 'hfc', 'hfo', 'hcfc', 'cfc', 'natural', 'automotive', 'commercial', 'industrial'] as const;
export type CatalogCategory = (typeof CATALOG_CATEGORIES)[number];

/** Categories a product can belong to (back-office spec §9). */
export const PRODUCT_CATEGORIES = ['HFC', 'HFO', 'Natural', 'HCFC', 'CFC'] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

/** Longest slug kept: product addresses stay readable and well under the route's 200-character limit. */
export const SLUG_MAX_LENGTH = 120;

/**
 * Lowercase name, accents dropped from their letters ("Réfrigérant" → "refrigerant"), other characters removed,
 * spaces turned into hyphens. Hyphens are kept because the spec's own links (/products/r-410a, /products/r-134a)
 * carry them (docs/decisions/001).
 */
export function productSlug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/[\s-]+/g, '-')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/^-+|-+$/g, '');
}

/** The slug of a product whose name keeps nothing a URL can hold ("冷媒"). */
export const FALLBACK_SLUG = 'product';

/**
 * The first of `base`, `base-2`, `base-3`… that no other product holds (slugs are unique, archived products
 * included); FALLBACK_SLUG stands in for an empty base.
 */
export function uniqueSlug(base: string, taken: ReadonlySet<string>): string {
  const root = base || FALLBACK_SLUG;
  if (!taken.has(root)) return root;
  for (let n = 2; ; n += 1) {
    const candidate = `${root}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** What a buyer is told about a product's stock: the stored availability, with "in stock" meaning there is stock to ship. */
export type StockStatus = 'in_stock' | 'out_of_stock' | 'preorder' | 'backorder';

export interface StockedProduct {
  availability: string;
  stockQuantity: number;
}

const STATUS_OF_AVAILABILITY: Readonly<Record<string, StockStatus>> = {
  out_of_stock: 'out_of_stock',
  preorder: 'preorder',
  backorder: 'backorder',
};

/** A product marked in stock with none left counts as out of stock; preorder and backorder are kept as set. */
export function stockStatus(product: StockedProduct): StockStatus {
  const explicit = STATUS_OF_AVAILABILITY[product.availability];
  if (explicit) return explicit;
  return product.stockQuantity > 0 ? 'in_stock' : 'out_of_stock';
}

export function isInStock(product: StockedProduct): boolean {
  return stockStatus(product) === 'in_stock';
}

/**
 * The packages a product is sold in, smallest first, from its stored packaging labels;
 * every package when none is stored or none can be read.
 */
export function offeredPackages(packagingOptions: readonly string[]): PackageKey[] {
  const offered = new Set(packagingOptions.map(parsePackaging).filter((key): key is PackageKey => key !== null));
  return offered.size === 0 ? [...PACKAGE_KEYS] : PACKAGE_KEYS.filter((key) => offered.has(key));
}

/** Product categories as the catalogue filter lists them (storefront spec §9). */
export const CATALOG_CATEGORIES = ['all', 'hfc', 'hfo', 'hcfc', 'cfc', 'natural', 'automotive', 'commercial', 'industrial'] as const;
export type CatalogCategory = (typeof CATALOG_CATEGORIES)[number];

/** Categories a product can belong to (back-office spec §9). */
export const PRODUCT_CATEGORIES = ['HFC', 'HFO', 'Natural', 'HCFC', 'CFC'] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

/**
 * Lowercase name, other characters removed, spaces turned into hyphens.
 * Hyphens are kept because the spec's own links (/products/r-410a, /products/r-134a) carry them.
 */
export function productSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/[\s-]+/g, '-')
    .replace(/^-|-$/g, '');
}

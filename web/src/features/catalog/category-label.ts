import type { TFunction } from 'i18next';
import { CATALOG_CATEGORIES, type CatalogCategory } from '@domain/catalog';

/** A product's category ("Natural", "HFC") in the interface language; a category the catalogue does not know shows as stored. */
export function productCategoryLabel(t: TFunction, category: string): string {
  const key = category.trim().toLowerCase();
  const known = CATALOG_CATEGORIES.find((c): c is Exclude<CatalogCategory, 'all'> => c !== 'all' && c === key);
  return known ? t(`catalog.categories.${known}`) : category;
}

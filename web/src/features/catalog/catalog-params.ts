import { CATALOG_CATEGORIES, type CatalogCategory } from '@domain/catalog';
import type { ProductSortKey } from '@domain/catalog-search';

export const SORT_KEYS = ['name', 'price', 'category'] as const satisfies readonly ProductSortKey[];

export function isCatalogCategory(value: string | null | undefined): value is CatalogCategory {
  return (CATALOG_CATEGORIES as readonly string[]).includes(value ?? '');
}

export interface CatalogFilters {
  search: string;
  category: CatalogCategory;
  sort: ProductSortKey;
}

/**
 * The catalogue's filters from its address: ?search=, ?category= (or the category route's preset)
 * and ?sort=; anything unknown reads as the default (all categories, sorted by name).
 */
export function readCatalogFilters(params: URLSearchParams, presetCategory?: string): CatalogFilters {
  const category = (presetCategory ?? params.get('category') ?? 'all').toLowerCase();
  const sort = params.get('sort') ?? 'name';
  return {
    search: params.get('search') ?? '',
    category: isCatalogCategory(category) ? category : 'all',
    sort: (SORT_KEYS as readonly string[]).includes(sort) ? (sort as ProductSortKey) : 'name',
  };
}

/** The address for a set of filters; defaults are left out so shared links stay short. */
export function catalogHref(filters: Partial<CatalogFilters>, onCategoryRoute: boolean): string {
  const params = new URLSearchParams();
  const search = filters.search ?? '';
  const category = filters.category ?? 'all';
  if (search) params.set('search', search);
  if (!onCategoryRoute && category !== 'all') params.set('category', category);
  if (filters.sort && filters.sort !== 'name') params.set('sort', filters.sort);
  const path = onCategoryRoute && category !== 'all' ? `/products/category/${category}` : '/products';
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

import { CATALOG_CATEGORIES, type CatalogCategory } from '@domain/catalog';
import { readPageNumber } from '@domain/catalog-pages';
import type { ProductSortKey } from '@domain/catalog-search';

export const SORT_KEYS = ['name', 'price', 'category'] as const satisfies readonly ProductSortKey[];

export function isCatalogCategory(value: string | null | undefined): value is CatalogCategory {
  return (CATALOG_CATEGORIES as readonly string[]).includes(value ?? '');
}

export interface CatalogFilters {
  search: string;
  category: CatalogCategory;
  sort: ProductSortKey;
  /** The page of the list shown, from 1. */
  page: number;
}

/**
 * The catalogue's filters from its address: ?search=, ?category= (or the category route's preset),
 * ?sort= and ?page=; anything unknown reads as the default (all categories, sorted by name, first page).
 */
export function readCatalogFilters(params: URLSearchParams, presetCategory?: string): CatalogFilters {
  const category = (presetCategory ?? params.get('category') ?? 'all').toLowerCase();
  const sort = params.get('sort') ?? 'name';
  return {
    search: params.get('search') ?? '',
    category: isCatalogCategory(category) ? category : 'all',
    sort: (SORT_KEYS as readonly string[]).includes(sort) ? (sort as ProductSortKey) : 'name',
    page: readPageNumber(params.get('page')),
  };
}

/** The address for a set of filters; defaults (and the first page) are left out so shared links stay short. */
export function catalogHref(filters: Partial<CatalogFilters>, onCategoryRoute: boolean): string {
  const params = new URLSearchParams();
  const search = filters.search ?? '';
  const category = filters.category ?? 'all';
  if (search) params.set('search', search);
  if (!onCategoryRoute && category !== 'all') params.set('category', category);
  if (filters.sort && filters.sort !== 'name') params.set('sort', filters.sort);
  if (filters.page && filters.page > 1) params.set('page', String(filters.page));
  const path = onCategoryRoute && category !== 'all' ? `/products/category/${category}` : '/products';
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

import type { ProductSortKey } from './catalog-search';

/** Products on one catalogue page when the request names no size: eight rows of three. */
export const CATALOG_PAGE_SIZE = 24;
/** The largest page the catalogue API answers (a page stays well under 100 KB). */
export const CATALOG_PAGE_SIZE_MAX = 100;

/** What a catalogue page shows: the filters of its address and its page number. */
export interface CataloguePageQuery {
  search?: string;
  category?: string;
  /** 'name' is the default order (ranked by match when searching) and is left out of the address. */
  sort?: ProductSortKey;
  page?: number;
  pageSize?: number;
  /** Just these products, in this order (a page that shows chosen products); the other filters then do not apply. */
  slugs?: readonly string[];
}

/** Products one request may name with ?slugs=. */
export const CATALOG_SLUGS_MAX = CATALOG_PAGE_SIZE_MAX;

/**
 * The one API address of a catalogue page, used by the browser, the server render and the preload hint alike,
 * so the three share one cached answer. Defaults are left out: the first unfiltered page is plain /api/products.
 */
export function catalogueApiPath({ search = '', category = 'all', sort = 'name', page = 1, pageSize = CATALOG_PAGE_SIZE, slugs }: CataloguePageQuery): string {
  const params = new URLSearchParams();
  if (slugs) params.set('slugs', slugs.join(','));
  if (search.trim()) params.set('search', search.trim());
  if (category !== 'all') params.set('category', category);
  if (sort !== 'name') params.set('sort', sort);
  if (page > 1) params.set('page', String(page));
  if (pageSize !== CATALOG_PAGE_SIZE) params.set('pageSize', String(pageSize));
  const query = params.toString();
  return query ? `/api/products?${query}` : '/api/products';
}

/** The page number an address asks for: a whole number from 1, anything else reads as the first page. */
export function readPageNumber(value: string | null | undefined): number {
  if (!value || !/^\d{1,6}$/.test(value)) return 1;
  return Math.max(1, Number(value));
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * The page links to show around the current one: the first, the last, and one either side of the current page,
 * with null where pages are left out ("1 … 4 5 6 … 40").
 */
export function pageLinks(current: number, pages: number): (number | null)[] {
  const wanted = new Set([1, pages, current - 1, current, current + 1].filter((n) => n >= 1 && n <= pages));
  const sorted = [...wanted].sort((a, b) => a - b);
  const links: (number | null)[] = [];
  sorted.forEach((n, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && n - previous > 1) links.push(n - previous === 2 ? previous + 1 : null);
    links.push(n);
  });
  return links;
}

import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { catalogueApiPath, type CataloguePageQuery } from '@domain/catalog-pages';
import type { CatalogueSummary, ProductDetail, ProductListResponse, PublicProduct } from '@domain/schemas/product';
import { apiFetch } from '@web/lib/api-client';

const LIST_KEY = ['products', 'list'] as const;

/**
 * One page of the catalogue as the server filters, ranks and sorts it. Keyed by its API address, which the server
 * render reads too (catalogueApiPath), so a rendered page's data is found here without a second request.
 */
export function cataloguePageQueryOptions(query: CataloguePageQuery) {
  const path = catalogueApiPath(query);
  return queryOptions({
    queryKey: [...LIST_KEY, path] as const,
    queryFn: ({ signal }) => apiFetch<ProductListResponse>(path, { signal }),
  });
}

/** A catalogue page; the previous page stays on screen while the next one loads. */
export function useCataloguePage(query: CataloguePageQuery) {
  return useQuery({ ...cataloguePageQueryOptions(query), placeholderData: keepPreviousData });
}

export const catalogueSummaryQueryOptions = queryOptions({
  queryKey: ['products', 'summary'] as const,
  queryFn: ({ signal }) => apiFetch<CatalogueSummary>('/api/catalogue/summary', { signal }),
});

/** What the wholesale page says about the whole catalogue (the largest package saving). */
export function useCatalogueSummary() {
  return useQuery(catalogueSummaryQueryOptions);
}

export const productQueryKey = (slug: string) => ['products', 'detail', slug] as const;

/** One product by slug (or, for older links, by id). */
export function getProduct(slug: string, signal?: AbortSignal): Promise<{ product: ProductDetail }> {
  return apiFetch<{ product: ProductDetail }>(`/api/products/${encodeURIComponent(slug)}`, { signal });
}

type ShownProduct = PublicProduct & Partial<Pick<ProductDetail, 'translations'>>;

/** One product; shown at once from a catalogue page already loaded when it was on one. */
export function useProduct(slug: string) {
  const queryClient = useQueryClient();
  // The list has no translations: a product shown from it carries the English texts until its own answer arrives.
  return useQuery<{ product: ShownProduct }, Error, ShownProduct>({
    queryKey: productQueryKey(slug),
    queryFn: ({ signal }) => getProduct(slug, signal),
    select: (response) => response.product,
    placeholderData: () => {
      for (const [, page] of queryClient.getQueriesData<ProductListResponse>({ queryKey: LIST_KEY })) {
        const product = page?.products.find((p) => p.slug === slug);
        if (product) return { product };
      }
      return undefined;
    },
  });
}

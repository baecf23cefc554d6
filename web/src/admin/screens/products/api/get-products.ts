import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminProductAnswer, AdminProductListResponse } from '@domain/schemas/admin-products';
import { apiFetch } from '@web/lib/api-client';

/** Query keys of the product screen: every list and every product under one root, refreshed together after a write. */
export const productKeys = {
  all: ['admin', 'products'] as const,
  lists: ['admin', 'products', 'list'] as const,
  list: (apiQuery: string) => ['admin', 'products', 'list', apiQuery] as const,
  detail: (id: string) => ['admin', 'products', 'detail', id] as const,
};

/** One page of products; `apiQuery` is the list's address parameters (useListParams). */
export function productListQueryOptions(apiQuery: string) {
  return queryOptions({
    queryKey: productKeys.list(apiQuery),
    queryFn: ({ signal }) => apiFetch<AdminProductListResponse>(`/api/admin/products?${apiQuery}`, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useAdminProducts(apiQuery: string) {
  return useQuery(productListQueryOptions(apiQuery));
}

/** Every field of one product, for the Edit dialog (always read afresh: its updatedAt is the edit's version). */
export function useAdminProduct(id: string | null) {
  return useQuery({
    queryKey: productKeys.detail(id ?? ''),
    queryFn: ({ signal }) => apiFetch<AdminProductAnswer>(`/api/admin/products/${encodeURIComponent(id ?? '')}`, { signal }),
    select: (answer) => answer.product,
    enabled: id !== null,
    staleTime: 0,
    gcTime: 0,
    // A newer version arriving mid-edit would replace what the admin typed; Reload asks for it instead.
    refetchOnWindowFocus: false,
  });
}

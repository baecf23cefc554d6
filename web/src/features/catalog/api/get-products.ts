import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProductDetail, ProductListResponse, PublicProduct } from '@domain/schemas/product';
import { apiFetch } from '@web/lib/api-client';

/** The whole public catalogue (a few dozen products): the pages filter and sort it with the domain rules. */
export function getProducts(signal?: AbortSignal): Promise<ProductListResponse> {
  return apiFetch<ProductListResponse>('/api/products', { signal });
}

export const productsQueryOptions = queryOptions({
  queryKey: ['products'],
  queryFn: ({ signal }) => getProducts(signal),
  select: (response: ProductListResponse) => response.products,
});

export function useProducts() {
  return useQuery(productsQueryOptions);
}

export const productQueryKey = (slug: string) => ['products', 'detail', slug] as const;

export function getProduct(slug: string, signal?: AbortSignal): Promise<{ product: ProductDetail }> {
  return apiFetch<{ product: ProductDetail }>(`/api/products/${encodeURIComponent(slug)}`, { signal });
}

/** One product; shown at once from the catalogue already loaded when there is one. */
export function useProduct(slug: string) {
  const queryClient = useQueryClient();
  // The list has no translations: a product shown from it carries the English texts until its own answer arrives.
  return useQuery<{ product: PublicProduct & Partial<Pick<ProductDetail, 'translations'>> }, Error, PublicProduct & Partial<Pick<ProductDetail, 'translations'>>>({
    queryKey: productQueryKey(slug),
    queryFn: ({ signal }) => getProduct(slug, signal),
    select: (response) => response.product,
    placeholderData: () => {
      const cached = queryClient.getQueryData<ProductListResponse>(productsQueryOptions.queryKey);
      const product = cached?.products.find((p) => p.slug === slug);
      return product ? { product } : undefined;
    },
  });
}

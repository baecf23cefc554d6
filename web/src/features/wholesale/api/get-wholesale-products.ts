import { useQuery } from '@tanstack/react-query';
import { cataloguePageQueryOptions } from '@web/features/catalog/api/get-products';

/** The landing page's four refrigerants (storefront spec §2), linked to their product pages; the key names their texts. */
export const WHOLESALE_PRODUCTS = [
  { slug: 'r-22', key: 'r22' },
  { slug: 'r-410a', key: 'r410a' },
  { slug: 'r-134a', key: 'r134a' },
  { slug: 'r-404a', key: 'r404a' },
] as const;

/** Just those products (their prices), not the whole catalogue. */
export const wholesaleProductsQueryOptions = cataloguePageQueryOptions({ slugs: WHOLESALE_PRODUCTS.map(({ slug }) => slug) });

export function useWholesaleProducts() {
  return useQuery(wholesaleProductsQueryOptions);
}

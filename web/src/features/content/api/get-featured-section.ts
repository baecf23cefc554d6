import { queryOptions, useQuery } from '@tanstack/react-query';
import { STOREFRONT_SECTION_LIMIT, type StorefrontSection } from '@domain/content';
import type { FeaturedProduct, StorefrontSectionResponse } from '@domain/schemas/content';
import { apiFetch } from '@web/lib/api-client';

export function featuredSectionQueryOptions(section: StorefrontSection) {
  const url = `/api/content/featured/${section}`;
  return queryOptions({
    queryKey: ['content', 'featured', url] as const,
    queryFn: ({ signal }) => apiFetch<StorefrontSectionResponse>(url, { signal }),
  });
}

/** A server-rendered page's read of a featured section (web/src/app/server-rendered-pages.ts). */
export function featuredSectionRead(section: StorefrontSection) {
  const options = featuredSectionQueryOptions(section);
  return { queryKey: options.queryKey, url: options.queryKey[2] };
}

/**
 * The first four active products of Recommended or Trending, leaving out the product being viewed (`exceptId`);
 * an empty list while loading or when the read failed, so the page shows nothing rather than a broken block.
 */
export function useFeaturedSection(section: StorefrontSection, exceptId?: string): FeaturedProduct[] {
  const products = useQuery(featuredSectionQueryOptions(section)).data?.products ?? [];
  return products.filter((product) => product.id !== exceptId).slice(0, STOREFRONT_SECTION_LIMIT);
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HeroLocation } from '@domain/content';
import type { PublicHeroImage } from '@domain/schemas/hero-images';
import { apiFetch } from '@web/lib/api-client';

/** The one address of a location's active image: the browser reads it, and the server reads it before rendering. */
export const heroImageUrl = (location: HeroLocation) => `/api/content/hero-images?location=${location}`;

export function heroImageQueryOptions(location: HeroLocation) {
  const url = heroImageUrl(location);
  return queryOptions({
    queryKey: ['content', 'hero-image', url] as const,
    queryFn: ({ signal }) => apiFetch<{ image: PublicHeroImage | null }>(url, { signal }),
  });
}

/** A server-rendered page's read of its hero image (web/src/app/server-rendered-pages.ts). */
export function heroImageRead(location: HeroLocation) {
  const options = heroImageQueryOptions(location);
  return { queryKey: options.queryKey, url: options.queryKey[2] };
}

/** The active image of a location (Website Image Management), or null while none is active or it is loading. */
export function useHeroImage(location: HeroLocation): PublicHeroImage | null {
  return useQuery(heroImageQueryOptions(location)).data?.image ?? null;
}

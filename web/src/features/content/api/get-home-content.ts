import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HomeContentResponse } from '@domain/schemas/content';
import { apiFetch } from '@web/lib/api-client';

export function getHomeContent(signal?: AbortSignal): Promise<HomeContentResponse> {
  return apiFetch<HomeContentResponse>('/api/content/home', { signal });
}

export const homeContentQueryOptions = queryOptions({
  queryKey: ['content', 'home'],
  queryFn: ({ signal }) => getHomeContent(signal),
});

/** Testimonials, featured products and inventory links of the home page. */
export function useHomeContent() {
  return useQuery(homeContentQueryOptions);
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdvertsResponse } from '@domain/schemas/content';
import { apiFetch } from '@web/lib/api-client';

export function getAdverts(signal?: AbortSignal): Promise<AdvertsResponse> {
  return apiFetch<AdvertsResponse>('/api/content/adverts', { signal });
}

// Storefront spec §7: adverts are not cached and are read again on focus and mount (the server answers 304 when unchanged).
export const advertsQueryOptions = queryOptions({
  queryKey: ['content', 'adverts'],
  queryFn: ({ signal }) => getAdverts(signal),
  staleTime: 0,
  refetchOnMount: 'always',
  refetchOnWindowFocus: 'always',
});

export function useAdverts() {
  return useQuery(advertsQueryOptions);
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AboutContentResponse } from '@domain/schemas/about';
import { apiFetch } from '@web/lib/api-client';

export function getAboutContent(signal?: AbortSignal): Promise<AboutContentResponse> {
  return apiFetch<AboutContentResponse>('/api/content/about', { signal });
}

export const aboutContentQueryOptions = queryOptions({
  queryKey: ['content', 'about'],
  queryFn: ({ signal }) => getAboutContent(signal),
});

/** Team, about-hero and about-facility images, active certificates. */
export function useAboutContent() {
  return useQuery(aboutContentQueryOptions);
}

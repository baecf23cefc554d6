import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicContactInfoResponse } from '@domain/schemas/contact';
import { apiFetch } from '@web/lib/api-client';

export const contactInfoQueryOptions = queryOptions({
  queryKey: ['content', 'contact-info'],
  queryFn: ({ signal }) => apiFetch<PublicContactInfoResponse>('/api/content/contact-info', { signal }),
  staleTime: 5 * 60_000,
});

/** The active contact details, by category then order; empty while loading or when they cannot be read. */
export function useContactInfo() {
  const { data } = useQuery(contactInfoQueryOptions);
  return data?.items ?? [];
}

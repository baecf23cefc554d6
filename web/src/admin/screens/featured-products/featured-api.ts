import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { FeaturedSection } from '@domain/content';
import type {
  CreateFeaturedRequest,
  FeaturedCandidatesResponse,
  FeaturedEntryResponse,
  FeaturedSectionsResponse,
  ReorderFeaturedRequest,
  UpdateFeaturedRequest,
} from '@domain/schemas/featured';
import { apiFetch } from '@web/lib/api-client';

const PATH = '/api/admin/featured-products';

/** Everything this screen reads; its writes refetch it all (and the dashboard's recent changes). */
export const FEATURED_KEY = ['admin', 'featured'] as const;
export const AUDIT_KEY = ['admin', 'audit'] as const;

export const featuredSectionsQueryOptions = queryOptions({
  queryKey: [...FEATURED_KEY, 'sections'] as const,
  queryFn: ({ signal }) => apiFetch<FeaturedSectionsResponse>(PATH, { signal }),
  staleTime: 0,
});

export function useFeaturedSections() {
  return useQuery(featuredSectionsQueryOptions);
}

export interface CandidatesParams {
  sectionName: FeaturedSection;
  q: string;
  page: number;
  pageSize: number;
}

/** One page of the catalogue for the product picker; the previous page stays on screen while the next loads. */
export function useFeaturedCandidates({ sectionName, q, page, pageSize }: CandidatesParams, enabled: boolean) {
  const query = new URLSearchParams({ sectionName, page: String(page), pageSize: String(pageSize) });
  if (q.trim()) query.set('q', q.trim());
  return useQuery({
    queryKey: [...FEATURED_KEY, 'candidates', sectionName, q.trim(), page, pageSize] as const,
    queryFn: ({ signal }) => apiFetch<FeaturedCandidatesResponse>(`${PATH}/candidates?${query.toString()}`, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function addFeatured(body: CreateFeaturedRequest): Promise<FeaturedEntryResponse> {
  return apiFetch<FeaturedEntryResponse>(PATH, { method: 'POST', json: body });
}

export function updateFeatured({ id, ...body }: UpdateFeaturedRequest & { id: string }): Promise<FeaturedEntryResponse> {
  return apiFetch<FeaturedEntryResponse>(`${PATH}/${encodeURIComponent(id)}`, { method: 'PATCH', json: body });
}

export function reorderFeatured(body: ReorderFeaturedRequest): Promise<FeaturedSectionsResponse> {
  return apiFetch<FeaturedSectionsResponse>(`${PATH}/order`, { method: 'PUT', json: body });
}

export function removeFeatured(id: string): Promise<void> {
  return apiFetch<void>(`${PATH}/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

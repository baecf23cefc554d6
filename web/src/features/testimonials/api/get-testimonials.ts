import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PUBLIC_TESTIMONIALS_PAGE_SIZE, type PublicTestimonialsResponse } from '@domain/schemas/testimonials';
import { apiFetch } from '@web/lib/api-client';

export function getTestimonials(page: number, signal?: AbortSignal): Promise<PublicTestimonialsResponse> {
  const query = page > 1 ? `?page=${page}&pageSize=${PUBLIC_TESTIMONIALS_PAGE_SIZE}` : '';
  return apiFetch<PublicTestimonialsResponse>(`/api/testimonials${query}`, { signal });
}

/** Page 1 is what the server renders /testimonials with (web/src/app/server-rendered-pages.ts). */
export const testimonialsQueryOptions = (page = 1) =>
  queryOptions({
    queryKey: ['testimonials', page],
    queryFn: ({ signal }) => getTestimonials(page, signal),
  });

/** Approved testimonials, one page, with their count and average rating. */
export function useTestimonials(page = 1) {
  return useQuery({ ...testimonialsQueryOptions(page), placeholderData: keepPreviousData });
}

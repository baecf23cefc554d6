import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminTestimonial, AdminTestimonialListResponse, UpdateTestimonialRequest } from '@domain/schemas/testimonials';
import { apiFetch } from '@web/lib/api-client';

export const TESTIMONIALS_KEY = ['admin', 'testimonials'] as const;

/** GET /api/admin/testimonials with the list's query string (page, size, search, status, language). */
export function useAdminTestimonials(apiQuery: string) {
  return useQuery({
    queryKey: [...TESTIMONIALS_KEY, apiQuery],
    queryFn: ({ signal }) => apiFetch<AdminTestimonialListResponse>(`/api/admin/testimonials?${apiQuery}`, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** PATCH /api/admin/testimonials/:id: approve, reject, move or set its language, from the version shown. */
export function updateTestimonial({ id, ...body }: UpdateTestimonialRequest & { id: string }): Promise<AdminTestimonial> {
  return apiFetch<AdminTestimonial>(`/api/admin/testimonials/${id}`, { method: 'PATCH', json: body });
}

export function deleteTestimonial(id: string): Promise<void> {
  return apiFetch<void>(`/api/admin/testimonials/${id}`, { method: 'DELETE' });
}

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminBlogListResponse, AdminBlogPost, BlogPostInput } from '@domain/schemas/blog';
import { apiFetch } from '@web/lib/api-client';

/** Every blog query of the back office starts with this key, so a write refreshes whichever page is shown. */
export const BLOG_KEY = ['admin', 'blog'] as const;

/** GET /api/admin/blog with the list's query string (page, size, search, status). Spec §9: 3 retries, 1 s apart. */
export function useAdminBlogPosts(apiQuery: string) {
  return useQuery({
    queryKey: [...BLOG_KEY, apiQuery],
    queryFn: ({ signal }) => apiFetch<AdminBlogListResponse>(`/api/admin/blog?${apiQuery}`, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
    retryDelay: 1000,
  });
}

/** POST /api/admin/blog */
export function createBlogPost(values: BlogPostInput): Promise<AdminBlogPost> {
  return apiFetch<AdminBlogPost>('/api/admin/blog', { method: 'POST', json: values });
}

/** PUT /api/admin/blog/:id from the version the form loaded. */
export function updateBlogPost({ id, version, values }: { id: string; version: string; values: BlogPostInput }): Promise<AdminBlogPost> {
  return apiFetch<AdminBlogPost>(`/api/admin/blog/${id}`, { method: 'PUT', json: { ...values, version } });
}

/** DELETE /api/admin/blog/:id, once the admin has confirmed. */
export function deleteBlogPost(id: string): Promise<void> {
  return apiFetch<void>(`/api/admin/blog/${id}`, { method: 'DELETE' });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BlogArticleResponse } from '@domain/schemas/blog';
import { apiFetch } from '@web/lib/api-client';

export const blogPostUrl = (slug: string) => `/api/blog/${encodeURIComponent(slug)}`;
export const blogPostQueryKey = (slug: string) => ['blog', 'post', slug] as const;

export const blogPostQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: blogPostQueryKey(slug),
    queryFn: ({ signal }) => apiFetch<BlogArticleResponse>(blogPostUrl(slug), { signal }),
    select: (response) => response.post,
  });

/** One published post by its slug (GET /api/blog/:slug answers 404 for an unknown or unpublished one). */
export function useBlogPost(slug: string) {
  return useQuery(blogPostQueryOptions(slug));
}

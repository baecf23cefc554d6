import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BlogListResponse } from '@domain/schemas/blog';
import { apiFetch } from '@web/lib/api-client';

/** What the /blog page asks for: a page, the search text and one tag (empty for none). */
export interface BlogListFilters {
  page: number;
  search: string;
  tag: string;
}

export const FIRST_BLOG_PAGE: BlogListFilters = { page: 1, search: '', tag: '' };

/** GET /api/blog's address for these filters; the first unfiltered page is plain /api/blog (what the server renders). */
export function blogPostsUrl({ page, search, tag }: BlogListFilters): string {
  const query = new URLSearchParams();
  if (page > 1) query.set('page', String(page));
  if (search.trim()) query.set('search', search.trim());
  if (tag) query.set('tag', tag);
  const text = query.toString();
  return text ? `/api/blog?${text}` : '/api/blog';
}

export const blogPostsQueryKey = (filters: BlogListFilters) => ['blog', 'list', blogPostsUrl(filters)] as const;

export const blogPostsQueryOptions = (filters: BlogListFilters) =>
  queryOptions({
    queryKey: blogPostsQueryKey(filters),
    queryFn: ({ signal }) => apiFetch<BlogListResponse>(blogPostsUrl(filters), { signal }),
  });

/** Published posts, newest first; the page shown stays while the next search or tag loads. */
export function useBlogPosts(filters: BlogListFilters) {
  return useQuery({ ...blogPostsQueryOptions(filters), placeholderData: (previous) => previous });
}

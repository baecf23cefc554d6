import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminSubscriber, SubscriberListResponse, SubscriberStatsResponse } from '@domain/schemas/newsletter';
import { apiFetch } from '@web/lib/api-client';

/** Every newsletter query starts with this key, so a write refreshes the stats and whichever page is shown. */
export const NEWSLETTER_KEY = ['admin', 'newsletter'] as const;

export function useSubscriberStats() {
  return useQuery({
    queryKey: [...NEWSLETTER_KEY, 'stats'],
    queryFn: ({ signal }) => apiFetch<SubscriberStatsResponse>('/api/admin/newsletter/stats', { signal }),
    staleTime: 0,
  });
}

/** GET /api/admin/newsletter/subscribers with the list's query string. */
export function useSubscribers(apiQuery: string) {
  return useQuery({
    queryKey: [...NEWSLETTER_KEY, 'list', apiQuery],
    queryFn: ({ signal }) => apiFetch<SubscriberListResponse>(`/api/admin/newsletter/subscribers?${apiQuery}`, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** PATCH /api/admin/newsletter/subscribers/:id: the state the button names. */
export function setSubscriberActive({ id, isActive }: { id: string; isActive: boolean }): Promise<AdminSubscriber> {
  return apiFetch<AdminSubscriber>(`/api/admin/newsletter/subscribers/${id}`, { method: 'PATCH', json: { isActive } });
}

/** DELETE /api/admin/newsletter/subscribers/:id */
export function deleteSubscriber(id: string): Promise<void> {
  return apiFetch<void>(`/api/admin/newsletter/subscribers/${id}`, { method: 'DELETE' });
}

/** The export's address for the list's search and status (the browser downloads it with the admin's cookie). */
export function exportUrl(q: string, status: string): string {
  const query = new URLSearchParams();
  if (q.trim()) query.set('q', q.trim());
  if (status) query.set('status', status);
  const text = query.toString();
  return `/api/admin/newsletter/export.csv${text ? `?${text}` : ''}`;
}

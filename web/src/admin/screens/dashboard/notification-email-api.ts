import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationEmailRequest, NotificationEmailResponse } from '@domain/schemas/notification-email';
import { apiFetch } from '@web/lib/api-client';

const PATH = '/api/admin/settings/notification-email';

export const notificationEmailQueryOptions = queryOptions({
  queryKey: ['admin', 'settings', 'notification-email'] as const,
  queryFn: ({ signal }) => apiFetch<NotificationEmailResponse>(PATH, { signal }),
  staleTime: 0,
});

export function useNotificationEmail() {
  return useQuery(notificationEmailQueryOptions);
}

export function saveNotificationEmail(body: NotificationEmailRequest): Promise<NotificationEmailResponse> {
  return apiFetch<NotificationEmailResponse>(PATH, { method: 'PUT', json: body });
}

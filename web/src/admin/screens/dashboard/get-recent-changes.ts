import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditListResponse } from '@domain/schemas/admin';
import { apiFetch } from '@web/lib/api-client';

/** How many audit entries the dashboard lists, newest first. */
export const RECENT_CHANGES = 8;

export const recentChangesQueryOptions = queryOptions({
  queryKey: ['admin', 'audit', 'recent'] as const,
  queryFn: ({ signal }) => apiFetch<AuditListResponse>(`/api/admin/audit?pageSize=${RECENT_CHANGES}`, { signal }),
  staleTime: 0,
});

export function useRecentChanges() {
  return useQuery(recentChangesQueryOptions);
}

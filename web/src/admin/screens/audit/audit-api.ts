import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditActorsResponse, AuditListResponse } from '@domain/schemas/admin';
import { apiFetch } from '@web/lib/api-client';

/** Every audit query starts with this key (the dashboard's recent changes included). */
export const AUDIT_KEY = ['admin', 'audit'] as const;

/** GET /api/admin/audit with the screen's query string (search, person, area, days, sort, page). */
export function useAuditEntries(apiQuery: string) {
  return useQuery({
    queryKey: [...AUDIT_KEY, 'list', apiQuery],
    queryFn: ({ signal }) => apiFetch<AuditListResponse>(`/api/admin/audit?${apiQuery}`, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** GET /api/admin/audit/actors: the person filter's choices. */
export function useAuditActors() {
  return useQuery({
    queryKey: [...AUDIT_KEY, 'actors'],
    queryFn: ({ signal }) => apiFetch<AuditActorsResponse>('/api/admin/audit/actors', { signal }),
    staleTime: 60_000,
  });
}

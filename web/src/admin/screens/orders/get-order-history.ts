import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditListResponse } from '@domain/schemas/admin';
import { apiFetch } from '@web/lib/api-client';

export const orderHistoryKey = ['admin', 'audit', 'order'] as const;

const orderHistoryQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...orderHistoryKey, id] as const,
    queryFn: ({ signal }) => apiFetch<AuditListResponse>(`/api/admin/audit?${new URLSearchParams({ entityType: 'order', entityId: id, pageSize: '100' })}`, { signal }),
  });

/** What admins changed on an order, newest first (the audit log). */
export function useOrderHistory(id: string) {
  return useQuery(orderHistoryQueryOptions(id));
}

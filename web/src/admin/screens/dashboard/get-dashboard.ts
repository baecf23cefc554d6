import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminDashboardResponse } from '@domain/schemas/account';
import { apiFetch } from '@web/lib/api-client';

export function getAdminDashboard(signal?: AbortSignal): Promise<AdminDashboardResponse> {
  return apiFetch<AdminDashboardResponse>('/api/admin/dashboard', { signal });
}

export const adminDashboardQueryOptions = queryOptions({
  queryKey: ['admin', 'dashboard'] as const,
  queryFn: ({ signal }) => getAdminDashboard(signal),
  staleTime: 0,
});

export function useAdminDashboard() {
  return useQuery(adminDashboardQueryOptions);
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminOrderResponse } from '@domain/schemas/orders-admin';
import { ApiError, apiFetch } from '@web/lib/api-client';
import { adminOrdersKey } from './get-orders';

export const adminOrderQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...adminOrdersKey, 'details', id] as const,
    queryFn: ({ signal }) => apiFetch<AdminOrderResponse>(`/api/admin/orders/${encodeURIComponent(id)}`, { signal }),
    // A missing order stays missing; only a network failure is worth another try.
    retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 3,
  });

/** One order's details (Order Details tab). */
export function useAdminOrder(id: string) {
  return useQuery(adminOrderQueryOptions(id));
}

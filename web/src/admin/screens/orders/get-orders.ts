import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminOrderListResponse } from '@domain/schemas/orders-admin';
import { apiFetch } from '@web/lib/api-client';

/** Every admin order query starts with this key: a write invalidates them all (list pages and details). */
export const adminOrdersKey = ['admin', 'orders'] as const;

export const adminOrderListQueryOptions = (apiQuery: string) =>
  queryOptions({
    queryKey: [...adminOrdersKey, 'list', apiQuery] as const,
    queryFn: ({ signal }) => apiFetch<AdminOrderListResponse>(`/api/admin/orders?${apiQuery}`, { signal }),
    // Back-office spec §9: the order list is fetched with 3 retries, 1 s apart.
    retry: 3,
    retryDelay: 1000,
  });

/** One page of orders for the list's search, filter, sort and page (as in the address). */
export function useAdminOrders(apiQuery: string) {
  return useQuery({ ...adminOrderListQueryOptions(apiQuery), placeholderData: keepPreviousData });
}

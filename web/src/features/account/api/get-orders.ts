import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountOrdersResponse } from '@domain/schemas/account';
import { apiFetch } from '@web/lib/api-client';
import { accountQueryKey } from './get-account';

export function getMyOrders(signal?: AbortSignal): Promise<AccountOrdersResponse> {
  return apiFetch<AccountOrdersResponse>('/api/account/orders', { signal });
}

export const myOrdersQueryOptions = queryOptions({
  queryKey: [...accountQueryKey, 'orders'] as const,
  queryFn: ({ signal }) => getMyOrders(signal),
});

/** The signed-in user's own orders, newest first. */
export function useMyOrders() {
  return useQuery(myOrdersQueryOptions);
}

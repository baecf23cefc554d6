import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderResponse } from '@domain/schemas/orders';
import { ApiError, apiFetch } from '@web/lib/api-client';

export function getOrder(orderNumber: string, signal?: AbortSignal): Promise<OrderResponse> {
  return apiFetch<OrderResponse>(`/api/orders/${encodeURIComponent(orderNumber)}`, { signal });
}

export const orderQueryOptions = (orderNumber: string) =>
  queryOptions({
    queryKey: ['orders', orderNumber],
    queryFn: ({ signal }) => getOrder(orderNumber, signal),
    // Not yours or not there is final; only a network failure is worth another try.
    retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
  });

/** An order the visitor placed (the signed-in owner or the guest browser); anything else answers 404. */
export function useOrder(orderNumber: string, enabled = true) {
  return useQuery({ ...orderQueryOptions(orderNumber), enabled });
}

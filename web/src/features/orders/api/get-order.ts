import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderResponse } from '@domain/schemas/orders';
import { ApiError, apiFetch } from '@web/lib/api-client';

/** `token`: the signed link of an order e-mail, which opens a guest order in any browser (and keeps it open there). */
export function getOrder(orderNumber: string, signal?: AbortSignal, token = ''): Promise<OrderResponse> {
  const query = token ? `?${new URLSearchParams({ token })}` : '';
  return apiFetch<OrderResponse>(`/api/orders/${encodeURIComponent(orderNumber)}${query}`, { signal });
}

export const orderQueryOptions = (orderNumber: string, token = '') =>
  queryOptions({
    queryKey: token ? ['orders', orderNumber, 'link'] : ['orders', orderNumber],
    queryFn: ({ signal }) => getOrder(orderNumber, signal, token),
    // Not yours or not there is final; only a network failure is worth another try.
    retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
  });

/** An order the visitor placed (the signed-in owner, the guest browser, or an e-mail's signed link); anything else answers 404. */
export function useOrder(orderNumber: string, { enabled = true, token = '' }: { enabled?: boolean; token?: string } = {}) {
  return useQuery({ ...orderQueryOptions(orderNumber, token), enabled });
}

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CartLineInput, OrderPreviewResponse } from '@domain/schemas/orders';
import type { Destination } from '@domain/tax';
import { apiFetch } from '@web/lib/api-client';

/** The destination (shipping country and state or province) decides the tax; without one the server uses the US rate. */
export function previewOrder(items: readonly CartLineInput[], couponCode: string | null, destination?: Destination | null, signal?: AbortSignal): Promise<OrderPreviewResponse> {
  return apiFetch<OrderPreviewResponse>('/api/orders/preview', {
    method: 'POST',
    json: { items, ...(couponCode ? { couponCode } : {}), ...(destination ? { destination } : {}) },
    signal,
  });
}

export const orderPreviewQueryOptions = (items: readonly CartLineInput[], couponCode: string | null, destination?: Destination | null) =>
  queryOptions({
    queryKey: ['orders', 'preview', items, couponCode, destination ?? null] as const,
    queryFn: ({ signal }) => previewOrder(items, couponCode, destination, signal),
    // Prices can change at any time: always ask again when the page is opened or focused.
    staleTime: 0,
    retry: 1,
  });

/** The server's prices and totals for the cart (the authority); the previous answer stays shown while a new one loads. */
export function useOrderPreview(items: readonly CartLineInput[], couponCode: string | null, destination?: Destination | null) {
  return useQuery({ ...orderPreviewQueryOptions(items, couponCode, destination), enabled: items.length > 0, placeholderData: keepPreviousData });
}

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CartLineInput, OrderPreviewResponse } from '@domain/schemas/orders';
import { apiFetch } from '@web/lib/api-client';

export function previewOrder(items: readonly CartLineInput[], couponCode: string | null, signal?: AbortSignal): Promise<OrderPreviewResponse> {
  return apiFetch<OrderPreviewResponse>('/api/orders/preview', {
    method: 'POST',
    json: { items, ...(couponCode ? { couponCode } : {}) },
    signal,
  });
}

export const orderPreviewQueryOptions = (items: readonly CartLineInput[], couponCode: string | null) =>
  queryOptions({
    queryKey: ['orders', 'preview', items, couponCode] as const,
    queryFn: ({ signal }) => previewOrder(items, couponCode, signal),
    // Prices can change at any time: always ask again when the page is opened or focused.
    staleTime: 0,
    retry: 1,
  });

/** The server's prices and totals for the cart (the authority); the previous answer stays shown while a new one loads. */
export function useOrderPreview(items: readonly CartLineInput[], couponCode: string | null) {
  return useQuery({ ...orderPreviewQueryOptions(items, couponCode), enabled: items.length > 0, placeholderData: keepPreviousData });
}

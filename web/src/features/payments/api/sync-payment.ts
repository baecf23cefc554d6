import type { OrderResponse } from '@domain/schemas/orders';
import { apiFetch } from '@web/lib/api-client';

/** POST /api/orders/{n}/payment/sync: the server asks the provider for the payment's state after its second step. */
export function syncPayment(orderNumber: string): Promise<OrderResponse> {
  return apiFetch<OrderResponse>(`/api/orders/${encodeURIComponent(orderNumber)}/payment/sync`, { method: 'POST', json: {} });
}

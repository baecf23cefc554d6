import type { OrderResponse } from '@domain/schemas/orders';
import { apiFetch } from '@web/lib/api-client';

/** POST /api/orders/{n}/payment: pays an unpaid card or bank-debit order again with a new token (docs/decisions/040). */
export function payOrder(orderNumber: string, payment: { token: string; phone: string }, idempotencyKey: string): Promise<OrderResponse> {
  return apiFetch<OrderResponse>(`/api/orders/${encodeURIComponent(orderNumber)}/payment`, {
    method: 'POST',
    json: { payment },
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

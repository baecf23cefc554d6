import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderResponse, PlaceOrderRequest } from '@domain/schemas/orders';
import type { PaymentBody } from '@web/features/payments/payment-body';
import { apiFetch } from '@web/lib/api-client';
import type { CheckoutMethod } from '../checkout-form';

/** The order request as the checkout sends it: a card or bank payment carries the provider's token, never card data (docs/decisions/040). */
export type CheckoutOrderRequest = Omit<PlaceOrderRequest, 'card' | 'paymentMethod' | 'payment'> & { paymentMethod: CheckoutMethod; payment?: PaymentBody };

export interface PlaceOrderVariables {
  body: CheckoutOrderRequest;
  /** One per attempt: a retry of the same attempt sends the same key, so the server makes one order. */
  idempotencyKey: string;
}

export function placeOrder({ body, idempotencyKey }: PlaceOrderVariables): Promise<OrderResponse> {
  return apiFetch<OrderResponse>('/api/orders', { method: 'POST', json: body, headers: { 'Idempotency-Key': idempotencyKey } });
}

/** A fresh idempotency key; getRandomValues also works on a plain-http address where randomUUID is missing. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeOrder,
    onSuccess: (data) => {
      queryClient.setQueryData(['orders', data.order.orderNumber], data);
      void queryClient.invalidateQueries({ queryKey: ['account'] });
    },
  });
}

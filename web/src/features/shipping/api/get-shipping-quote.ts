import { useMutation } from '@tanstack/react-query';
import type { ShippingQuoteInput, ShippingQuoteResponse } from '@domain/schemas/contact';
import { apiFetch } from '@web/lib/api-client';

export function getShippingQuote(input: ShippingQuoteInput): Promise<ShippingQuoteResponse> {
  return apiFetch('/api/shipping/quote', { method: 'POST', json: input });
}

/** The calculator's answer from the server (the fixed table today, carrier rates later behind the same endpoint). */
export function useShippingQuote() {
  return useMutation({ mutationFn: getShippingQuote });
}

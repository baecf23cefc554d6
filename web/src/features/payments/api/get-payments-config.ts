import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentsConfig } from '@domain/schemas/payments';
import { apiFetch } from '@web/lib/api-client';

export const paymentsConfigQueryOptions = queryOptions({
  queryKey: ['payments', 'config'],
  queryFn: ({ signal }) => apiFetch<PaymentsConfig>('/api/payments/config', { signal }),
  // The provider changes only with a restart.
  staleTime: 10 * 60_000,
});

/** GET /api/payments/config: which provider draws the payment fields, and whether bank debits are offered (docs/decisions/040). */
export function usePaymentsConfig() {
  return useQuery(paymentsConfigQueryOptions);
}

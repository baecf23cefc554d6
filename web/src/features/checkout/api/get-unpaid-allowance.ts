import { useQuery } from '@tanstack/react-query';
import type { UnpaidAllowanceResponse } from '@domain/schemas/orders';
import { apiFetch } from '@web/lib/api-client';

/** How many cylinders this buyer may still reserve unpaid (docs/decisions/028); under ['account'], so sign-in and sign-out drop it. */
export function useUnpaidAllowance(enabled: boolean) {
  return useQuery({
    queryKey: ['account', 'unpaid-allowance'] as const,
    queryFn: ({ signal }) => apiFetch<UnpaidAllowanceResponse>('/api/orders/unpaid-allowance', { signal }),
    enabled,
    staleTime: 0,
  });
}

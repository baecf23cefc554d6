import { useQuery } from '@tanstack/react-query';
import type { AccountCertificationResponse } from '@domain/schemas/certifications';
import { apiFetch } from '@web/lib/api-client';

/** The signed-in buyer's certification (under ['account'], dropped at sign-in and sign-out); off for a guest. */
export function useBuyerCertification(enabled: boolean) {
  return useQuery({
    queryKey: ['account', 'certification'] as const,
    queryFn: ({ signal }) => apiFetch<AccountCertificationResponse>('/api/account/certification', { signal }),
    enabled,
  });
}

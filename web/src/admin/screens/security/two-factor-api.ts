import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TwoFactorCodeRequest,
  TwoFactorEnrolmentResponse,
  TwoFactorPasswordRequest,
  TwoFactorStatusResponse,
} from '@domain/schemas/auth';
import { apiFetch } from '@web/lib/api-client';

export const twoFactorStatusQueryOptions = queryOptions({
  queryKey: ['admin', 'two-factor'] as const,
  queryFn: ({ signal }) => apiFetch<TwoFactorStatusResponse>('/api/admin/two-factor', { signal }),
  staleTime: 60_000,
});

/** Whether this admin has two-factor sign-in, and whether the shop requires it (ADMIN_REQUIRE_2FA). */
export function useTwoFactorStatus() {
  return useQuery(twoFactorStatusQueryOptions);
}

/** Starts enrolment: the secret (as an otpauth URI and as text) and the backup codes, shown once. */
export function useEnableTwoFactor() {
  return useMutation({
    mutationFn: (input: TwoFactorPasswordRequest) => apiFetch<TwoFactorEnrolmentResponse>('/api/admin/two-factor/enable', { method: 'POST', json: input }),
  });
}

function useStatusMutation<T>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: T) => apiFetch<TwoFactorStatusResponse>(path, { method: 'POST', json: input }),
    onSuccess: (status) => queryClient.setQueryData(twoFactorStatusQueryOptions.queryKey, status),
  });
}

/** Confirms enrolment with the first code from the app. */
export const useConfirmTwoFactor = () => useStatusMutation<TwoFactorCodeRequest>('/api/admin/two-factor/verify');

export const useDisableTwoFactor = () => useStatusMutation<TwoFactorPasswordRequest>('/api/admin/two-factor/disable');

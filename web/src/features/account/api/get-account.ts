import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountResponse } from '@domain/schemas/account';
import { apiFetch } from '@web/lib/api-client';

/** Everything under ['account'] belongs to the signed-in user and is dropped at sign-in and sign-out. */
export const accountQueryKey = ['account'] as const;

export function getAccount(signal?: AbortSignal): Promise<AccountResponse> {
  return apiFetch<AccountResponse>('/api/account', { signal });
}

export const accountQueryOptions = queryOptions({
  queryKey: [...accountQueryKey, 'details'] as const,
  queryFn: ({ signal }) => getAccount(signal),
});

export function useAccount() {
  return useQuery(accountQueryOptions);
}

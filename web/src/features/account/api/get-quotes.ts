import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountQuotesResponse } from '@domain/schemas/account';
import { apiFetch } from '@web/lib/api-client';
import { accountQueryKey } from './get-account';

export function getMyQuotes(signal?: AbortSignal): Promise<AccountQuotesResponse> {
  return apiFetch<AccountQuotesResponse>('/api/account/quotes', { signal });
}

export const myQuotesQueryOptions = queryOptions({
  queryKey: [...accountQueryKey, 'quotes'] as const,
  queryFn: ({ signal }) => getMyQuotes(signal),
});

/** The signed-in user's own quote requests, newest first. */
export function useMyQuotes() {
  return useQuery(myQuotesQueryOptions);
}

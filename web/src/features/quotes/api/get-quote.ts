import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QuoteResponse } from '@domain/schemas/quotes';
import { ApiError, apiFetch } from '@web/lib/api-client';

export function getQuote(quoteNumber: string, signal?: AbortSignal): Promise<QuoteResponse> {
  return apiFetch<QuoteResponse>(`/api/quotes/${encodeURIComponent(quoteNumber)}`, { signal });
}

export const quoteQueryOptions = (quoteNumber: string) =>
  queryOptions({
    queryKey: ['quotes', quoteNumber],
    queryFn: ({ signal }) => getQuote(quoteNumber, signal),
    // Not yours or not there is final; only a network failure is worth another try.
    retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
  });

/** The quote's tax and total for a destination (the accept form's address); the server computes them. */
export const quoteForDestinationOptions = (quoteNumber: string, country: string, state: string) =>
  queryOptions({
    queryKey: ['quotes', quoteNumber, 'destination', country, state],
    queryFn: ({ signal }) =>
      apiFetch<QuoteResponse>(`/api/quotes/${encodeURIComponent(quoteNumber)}?${new URLSearchParams({ country, ...(state ? { state } : {}) })}`, { signal }),
    retry: false,
  });

/** A quote the visitor sent (owner only); anything else answers 404. */
export function useQuote(quoteNumber: string, enabled = true) {
  return useQuery({ ...quoteQueryOptions(quoteNumber), enabled });
}

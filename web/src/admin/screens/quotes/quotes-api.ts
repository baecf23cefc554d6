import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { QUOTE_ACTION_MESSAGES } from '@domain/quotes';
import type { AdminQuoteListResponse, AdminQuoteResponse, SendQuoteRequest } from '@domain/schemas/quotes-admin';
import { ApiError, apiFetch } from '@web/lib/api-client';
import { useAdminMessage } from '../../components/admin-messages';
import { useAdminMutation } from '../../components/use-admin-mutation';
import { useAdminTranslation } from '../../i18n';

/** Every admin quote query starts with this key: a write invalidates them all (list pages and details). */
export const adminQuotesKey = ['admin', 'quotes'] as const;

/** One page of quotes for the list's search, filter, sort and page (as in the address). */
export function useAdminQuotes(apiQuery: string) {
  return useQuery({
    queryKey: [...adminQuotesKey, 'list', apiQuery] as const,
    queryFn: ({ signal }) => apiFetch<AdminQuoteListResponse>(`/api/admin/quotes?${apiQuery}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export const adminQuoteQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...adminQuotesKey, 'details', id] as const,
    queryFn: ({ signal }) => apiFetch<AdminQuoteResponse>(`/api/admin/quotes/${encodeURIComponent(id)}`, { signal }),
    retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 3,
  });

export function useAdminQuote(id: string) {
  return useQuery(adminQuoteQueryOptions(id));
}

/** The server's quote messages (QUOTE_ACTION_MESSAGES) in the admin's language. */
export function useQuoteMessage() {
  return useAdminMessage('quotes.messages', QUOTE_ACTION_MESSAGES);
}

export function useMarkQuoteReviewed() {
  const { t } = useAdminTranslation();
  const translate = useQuoteMessage();
  return useAdminMutation({
    mutationFn: ({ id, version }: { id: string; version: string }) =>
      apiFetch<AdminQuoteResponse>(`/api/admin/quotes/${encodeURIComponent(id)}/review`, { method: 'PATCH', json: { version } }),
    invalidate: [adminQuotesKey],
    success: t('quotes.messages.reviewed'),
    failure: t('quotes.messages.reviewFailed'),
    translate,
  });
}

export function useSendQuote() {
  const { t } = useAdminTranslation();
  const translate = useQuoteMessage();
  return useAdminMutation({
    mutationFn: ({ id, ...body }: SendQuoteRequest & { id: string }) =>
      apiFetch<AdminQuoteResponse>(`/api/admin/quotes/${encodeURIComponent(id)}/send`, { method: 'POST', json: body }),
    invalidate: [adminQuotesKey],
    success: t('quotes.messages.sent'),
    failure: t('quotes.messages.sendFailed'),
    translate,
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QuoteResponse, SubmitQuoteRequest } from '@domain/schemas/quotes';
import { apiFetch } from '@web/lib/api-client';

export function createQuote(body: SubmitQuoteRequest): Promise<QuoteResponse> {
  return apiFetch<QuoteResponse>('/api/quotes', { method: 'POST', json: body });
}

export function useCreateQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createQuote,
    onSuccess: (data) => {
      queryClient.setQueryData(['quotes', data.quote.quoteNumber], data);
      // The account's quote list now has one more.
      void queryClient.invalidateQueries({ queryKey: ['account'] });
    },
  });
}

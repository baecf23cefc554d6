import { useQuery } from '@tanstack/react-query';
import type { NewsletterConfirmResponse } from '@domain/schemas/newsletter';
import { apiFetch } from '@web/lib/api-client';

export function confirmSubscription(token: string): Promise<NewsletterConfirmResponse> {
  return apiFetch('/api/newsletter/confirm', { method: 'POST', json: { token } });
}

/** Confirms once per token; a reload asks again and hears `already_confirmed`, which the page shows as success too. */
export function useConfirmSubscription(token: string) {
  return useQuery({
    queryKey: ['newsletter', 'confirm', token],
    queryFn: () => confirmSubscription(token),
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
  });
}

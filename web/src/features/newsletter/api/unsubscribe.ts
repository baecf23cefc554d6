import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api-client';

export function unsubscribeFromNewsletter(token: string): Promise<{ unsubscribed: true }> {
  return apiFetch('/api/newsletter/unsubscribe', { method: 'POST', json: { token } });
}

/** Runs the unsubscribe once per token (it is idempotent on the server, so a re-render or reload is harmless). */
export function useUnsubscribe(token: string) {
  return useQuery({
    queryKey: ['newsletter', 'unsubscribe', token],
    queryFn: () => unsubscribeFromNewsletter(token),
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
  });
}

import { useMutation } from '@tanstack/react-query';
import type { NewsletterSubscribeInput } from '@domain/schemas/newsletter';
import { apiFetch } from '@web/lib/api-client';

export function subscribeToNewsletter(input: NewsletterSubscribeInput): Promise<{ subscribed: true }> {
  return apiFetch('/api/newsletter', { method: 'POST', json: input });
}

export function useSubscribeToNewsletter() {
  return useMutation({ mutationFn: subscribeToNewsletter });
}

import { useMutation } from '@tanstack/react-query';
import type { NewsletterSubscribeInput } from '@domain/schemas/newsletter';
import { apiFetch } from '@web/lib/api-client';

/** Asks for a confirmation e-mail; the answer is the same whatever the address's state (docs/decisions/031). */
export function subscribeToNewsletter(input: NewsletterSubscribeInput): Promise<{ received: true }> {
  return apiFetch('/api/newsletter', { method: 'POST', json: input });
}

export function useSubscribeToNewsletter() {
  return useMutation({ mutationFn: subscribeToNewsletter });
}

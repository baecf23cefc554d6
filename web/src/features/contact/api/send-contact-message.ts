import { useMutation } from '@tanstack/react-query';
import type { ContactFormInput } from '@domain/schemas/contact';
import { postLimited } from './post-limited';

export function sendContactMessage(input: ContactFormInput): Promise<{ received: true }> {
  return postLimited('/api/contact', input);
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}

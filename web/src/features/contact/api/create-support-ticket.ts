import { useMutation } from '@tanstack/react-query';
import type { SupportTicketInput, SupportTicketResponse } from '@domain/schemas/contact';
import { postLimited } from './post-limited';

export function createSupportTicket(input: SupportTicketInput): Promise<SupportTicketResponse> {
  return postLimited('/api/support/tickets', input);
}

export function useCreateSupportTicket() {
  return useMutation({ mutationFn: createSupportTicket });
}

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  AdminContactSubmission,
  AdminSupportTicket,
  ContactSubmissionListResponse,
  ContactSubmissionStatusInput,
  SupportTicketListResponse,
  SupportTicketStatusInput,
  ThreadReplyInput,
  ThreadResponse,
} from '@domain/schemas/contact';
import { apiFetch } from '@web/lib/api-client';

export const CONTACTS_KEY = ['admin', 'contacts'] as const;
export const TICKETS_KEY = ['admin', 'support-tickets'] as const;

export function useContactSubmissions(apiQuery: string) {
  return useQuery({
    queryKey: [...CONTACTS_KEY, apiQuery],
    queryFn: ({ signal }) => apiFetch<ContactSubmissionListResponse>(`/api/admin/contacts?${apiQuery}`, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function setSubmissionStatus({ id, ...body }: ContactSubmissionStatusInput & { id: string }): Promise<AdminContactSubmission> {
  return apiFetch(`/api/admin/contacts/${id}`, { method: 'PATCH', json: body });
}

export function useSupportTickets(apiQuery: string) {
  return useQuery({
    queryKey: [...TICKETS_KEY, apiQuery],
    queryFn: ({ signal }) => apiFetch<SupportTicketListResponse>(`/api/admin/support-tickets?${apiQuery}`, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function setTicketStatus({ id, ...body }: SupportTicketStatusInput & { id: string }): Promise<AdminSupportTicket> {
  return apiFetch(`/api/admin/support-tickets/${id}`, { method: 'PATCH', json: body });
}

export type ThreadKind = 'contacts' | 'support-tickets';

/** A message's or ticket's thread: the customer's first message, then replies (kept under its list's key). */
export function useThread(kind: ThreadKind, id: string) {
  return useQuery({
    queryKey: [...(kind === 'contacts' ? CONTACTS_KEY : TICKETS_KEY), 'thread', id],
    queryFn: ({ signal }) => apiFetch<ThreadResponse>(`/api/admin/${kind}/${id}/thread`, { signal }),
    staleTime: 0,
  });
}

export function sendReply({ kind, id, ...body }: ThreadReplyInput & { kind: ThreadKind; id: string }): Promise<AdminContactSubmission | AdminSupportTicket> {
  return apiFetch(`/api/admin/${kind}/${id}/replies`, { method: 'POST', json: body });
}

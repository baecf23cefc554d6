import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  AdminContactSubmission,
  AdminSupportTicket,
  ContactSubmissionListResponse,
  ContactSubmissionStatusInput,
  SupportTicketListResponse,
  SupportTicketStatusInput,
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

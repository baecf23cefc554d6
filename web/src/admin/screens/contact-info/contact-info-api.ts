import { useQuery } from '@tanstack/react-query';
import type { ContactInfoEntry, ContactInfoListResponse, ContactInfoValues } from '@domain/schemas/contact';
import { apiFetch } from '@web/lib/api-client';

export const CONTACT_INFO_KEY = ['admin', 'contact-info'] as const;

export function useAdminContactInfo() {
  return useQuery({ queryKey: CONTACT_INFO_KEY, queryFn: ({ signal }) => apiFetch<ContactInfoListResponse>('/api/admin/contact-info', { signal }), staleTime: 0 });
}

/** Adds an entry, or edits one from the version the screen loaded (409 when someone saved it since). */
export function saveContactInfo({ entry, values }: { entry: ContactInfoEntry | null; values: ContactInfoValues }): Promise<ContactInfoEntry> {
  return entry
    ? apiFetch<ContactInfoEntry>(`/api/admin/contact-info/${entry.id}`, { method: 'PUT', json: { ...values, version: entry.updatedAt } })
    : apiFetch<ContactInfoEntry>('/api/admin/contact-info', { method: 'POST', json: values });
}

/** The entry's values as the API takes them (its translations kept), with `isActive` switched. */
export function toggleContactInfo(entry: ContactInfoEntry): Promise<ContactInfoEntry> {
  const { category, contactType, label, value, description, orderIndex, translations } = entry;
  return saveContactInfo({ entry, values: { category, contactType, label, value, description, translations, orderIndex, isActive: !entry.isActive } });
}

export function deleteContactInfo(id: string): Promise<void> {
  return apiFetch<void>(`/api/admin/contact-info/${id}`, { method: 'DELETE' });
}

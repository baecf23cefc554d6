import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ADVERT_MESSAGES, type AdminAdvert, type AdvertListResponse, type AdvertValues } from '@domain/schemas/adverts';
import { CONTROL_CHARACTERS_MESSAGE } from '@domain/schemas/text';
import { apiFetch } from '@web/lib/api-client';
import { useAdminMessage } from '../../components/admin-messages';

export const ADVERTS_KEY = ['admin', 'adverts'] as const;

export function useAdvertList(page: number) {
  return useQuery({
    queryKey: [...ADVERTS_KEY, page],
    queryFn: ({ signal }) => apiFetch<AdvertListResponse>(`/api/admin/adverts?page=${page}&pageSize=50`, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function createAdvert(values: AdvertValues): Promise<AdminAdvert> {
  return apiFetch<AdminAdvert>('/api/admin/adverts', { method: 'POST', json: values });
}

export function updateAdvert({ id, version, values }: { id: string; version: string; values: AdvertValues }): Promise<AdminAdvert> {
  return apiFetch<AdminAdvert>(`/api/admin/adverts/${id}`, { method: 'PUT', json: { ...values, version } });
}

export function deleteAdvert(id: string): Promise<void> {
  return apiFetch<void>(`/api/admin/adverts/${id}`, { method: 'DELETE' });
}

/** The HTML as the server's allow-list leaves it: the preview shows exactly what would be stored (ADR 021). */
export function previewAdvert(content: string, signal?: AbortSignal): Promise<{ html: string }> {
  return apiFetch<{ html: string }>('/api/admin/adverts/preview', { method: 'POST', json: { content }, signal });
}

const SCREEN_MESSAGES = { ...ADVERT_MESSAGES, controlCharacters: CONTROL_CHARACTERS_MESSAGE };

export function useAdvertMessage() {
  return useAdminMessage('adverts.messages', SCREEN_MESSAGES);
}

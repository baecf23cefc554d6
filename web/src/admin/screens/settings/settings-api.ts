import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminSettingsForm, AdminSettingsResponse, BrandingResponse, BrandingValues, ContentSection, ContentSettingsResponse } from '@domain/schemas/settings';
import { SETTINGS_MESSAGES } from '@domain/schemas/settings';
import { CONTROL_CHARACTERS_MESSAGE } from '@domain/schemas/text';
import { advertsQueryOptions } from '@web/features/content/api/get-adverts';
import { siteSettingsQueryOptions } from '@web/features/settings/api/get-settings';
import { apiFetch } from '@web/lib/api-client';
import { useAdminMessage } from '../../components/admin-messages';

export const ADMIN_SETTINGS_KEY = ['admin', 'settings'] as const;
export const BRANDING_KEY = ['admin', 'settings', 'branding'] as const;
export const CONTENT_SETTINGS_KEY = ['admin', 'settings', 'content'] as const;

export function useAdminSettings() {
  return useQuery({ queryKey: ADMIN_SETTINGS_KEY, queryFn: ({ signal }) => apiFetch<AdminSettingsResponse>('/api/admin/settings', { signal }), staleTime: 0 });
}

export function saveAdminSettings(body: AdminSettingsForm & { version: string | null }): Promise<AdminSettingsResponse> {
  return apiFetch<AdminSettingsResponse>('/api/admin/settings', { method: 'PUT', json: body });
}

export function useBranding() {
  return useQuery({ queryKey: BRANDING_KEY, queryFn: ({ signal }) => apiFetch<BrandingResponse>('/api/admin/settings/branding', { signal }), staleTime: 0 });
}

export function saveBranding(body: BrandingValues & { version: string | null }): Promise<BrandingResponse> {
  return apiFetch<BrandingResponse>('/api/admin/settings/branding', { method: 'PUT', json: body });
}

export function resetBranding(version: string | null): Promise<BrandingResponse> {
  return apiFetch<BrandingResponse>('/api/admin/settings/branding/reset', { method: 'POST', json: { version } });
}

export function useContentSettings() {
  return useQuery({ queryKey: CONTENT_SETTINGS_KEY, queryFn: ({ signal }) => apiFetch<ContentSettingsResponse>('/api/admin/settings/content', { signal }), staleTime: 0 });
}

export function saveContentSection({ section, values, version, translations }: { section: ContentSection; values: unknown; version: string | null; translations?: unknown }): Promise<ContentSettingsResponse> {
  return apiFetch<ContentSettingsResponse>(`/api/admin/settings/content/${section}`, { method: 'PUT', json: { values, version, ...(translations === undefined ? {} : { translations }) } });
}

/** After a save the storefront's own reads (header, footer, cart, adverts) are fetched again in this browser at once. */
export function useRefreshStorefront() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: siteSettingsQueryOptions.queryKey }),
      queryClient.invalidateQueries({ queryKey: advertsQueryOptions.queryKey }),
      queryClient.invalidateQueries({ queryKey: ['admin', 'settings'] }),
    ]);
}

const SCREEN_MESSAGES = { ...SETTINGS_MESSAGES, controlCharacters: CONTROL_CHARACTERS_MESSAGE };

/** A schema or server message of the settings, branding and content screens, in the admin's language. */
export function useSettingsMessage() {
  return useAdminMessage('settings.messages', SCREEN_MESSAGES);
}

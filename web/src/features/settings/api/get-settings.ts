import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicSettingsResponse } from '@domain/schemas/settings';
import { DEFAULT_SITE_SETTINGS, type PublicSettingKey } from '@domain/site-settings';
import { apiFetch } from '@web/lib/api-client';

/** Public site settings by key; every value is text (an unset one is ''). */
export type SiteSettings = Record<PublicSettingKey, string>;

export function getSiteSettings(signal?: AbortSignal): Promise<PublicSettingsResponse> {
  return apiFetch<PublicSettingsResponse>('/api/settings', { signal });
}

const withDefaults = (response: PublicSettingsResponse): SiteSettings => ({ ...DEFAULT_SITE_SETTINGS, ...response.settings });

export const siteSettingsQueryOptions = queryOptions({
  queryKey: ['settings'],
  queryFn: ({ signal }) => getSiteSettings(signal),
  // Settings change rarely, and a page the server rendered already holds them: no second read as it comes to life.
  staleTime: 5 * 60_000,
});

/**
 * Branding and contact settings, with the defaults while they load or if the API cannot be reached. `fresh` reads them
 * again as the page mounts (one request, answered 304 from the server's memory when unchanged): the cart and checkout
 * show a new free-shipping threshold at once, as the server's pricing applies it.
 */
export function useSiteSettings({ fresh = false }: { fresh?: boolean } = {}): SiteSettings {
  const { data } = useQuery({ ...siteSettingsQueryOptions, select: withDefaults, ...(fresh ? { refetchOnMount: 'always' as const } : {}) });
  return data ?? DEFAULT_SITE_SETTINGS;
}

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
  // Read again as a page mounts (one request, answered 304 from the server's memory when unchanged): a new free-shipping
  // threshold reaches the cart and checkout at once, as it reaches the server's pricing.
  staleTime: 0,
});

/** Branding and contact settings, with the defaults while they load or if the API cannot be reached. */
export function useSiteSettings(): SiteSettings {
  const { data } = useQuery({ ...siteSettingsQueryOptions, select: withDefaults });
  return data ?? DEFAULT_SITE_SETTINGS;
}

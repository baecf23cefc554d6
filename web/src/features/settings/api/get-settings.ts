import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicSettingsResponse } from '@domain/schemas/settings';
import { DEFAULT_SETTING_TRANSLATIONS } from '@domain/known-texts';
import { DEFAULT_SITE_SETTINGS, type PublicSettingKey, type TranslatedSettingKey } from '@domain/site-settings';
import { apiFetch } from '@web/lib/api-client';
import { useLocalized, type PageText } from '@web/lib/use-localized';

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

/** A worded setting a buyer reads (the tagline, the bank-wire instructions). */
export type SettingTextKey = TranslatedSettingKey & PublicSettingKey;

/**
 * A worded setting in the page's language (docs/decisions/038), with `lang="en"` for its element when it fell back to
 * English: `settingText('company_tagline')`.
 */
export function useSettingText(): (key: SettingTextKey) => PageText<string> {
  const { data } = useQuery(siteSettingsQueryOptions);
  const text = useLocalized();
  return (key) => text(data?.settings[key] ?? DEFAULT_SITE_SETTINGS[key], data ? data.translations[key] : DEFAULT_SETTING_TRANSLATIONS[key], 'value');
}

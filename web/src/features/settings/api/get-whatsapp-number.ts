import { useQuery } from '@tanstack/react-query';
import { DEFAULT_WHATSAPP_NUMBER } from '@domain/whatsapp';
import { siteSettingsQueryOptions } from './get-settings';

/**
 * The whatsapp_number setting (storefront spec §9: fresh 5 minutes, kept 10, not read again on
 * focus or mount); the default number while it loads or when settings cannot be read (§8).
 */
export function useWhatsAppNumber(): string {
  const { data } = useQuery({
    ...siteSettingsQueryOptions,
    staleTime: 5 * 60_000,
    gcTime: 10 * 60_000,
    refetchOnMount: false,
    refetchOnWindowFocus: false,
    select: (response) => response.settings.whatsapp_number,
  });
  return data?.trim() || DEFAULT_WHATSAPP_NUMBER;
}

import { useTranslation } from 'react-i18next';
import { formatMoney } from '@domain/money';

/** Number formats for the interface languages; prices are always US dollars. */
const LOCALES: Record<string, string> = { en: 'en-US', fr: 'fr-CA', es: 'es-US' };

/** formatMoney in the current language's number format. */
export function useFormatMoney(): (cents: number) => string {
  const { i18n } = useTranslation();
  const locale = LOCALES[i18n.resolvedLanguage ?? 'en'] ?? 'en-US';
  return (cents) => formatMoney(cents, locale);
}

import { useTranslation } from 'react-i18next';
import { formatMoney } from '@domain/money';

/** Number and date formats for the interface languages; prices are always US dollars. */
const LOCALES: Record<string, string> = { en: 'en-US', fr: 'fr-CA', es: 'es-US' };

/** The Intl locale for an interface language ('fr' → 'fr-CA'); English (US) for anything else. */
export function localeFor(language: string | undefined): string {
  return LOCALES[language?.split('-')[0] ?? 'en'] ?? 'en-US';
}

/** "Mar 05, 2026" in English, "05 mars 2026" in French (back-office spec §9: MMM dd, yyyy). */
export function formatDateIn(language: string | undefined, iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(localeFor(language), { month: 'short', day: '2-digit', year: 'numeric' }).format(date);
}

/** Money, numbers and dates in the current interface language. */
export function useFormatters() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  const locale = localeFor(language);
  return {
    money: (cents: number) => formatMoney(cents, locale),
    number: (value: number) => new Intl.NumberFormat(locale).format(value),
    date: (iso: string) => formatDateIn(language, iso),
  };
}

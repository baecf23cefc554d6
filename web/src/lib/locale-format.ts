import { useTranslation } from 'react-i18next';
import { localeFor } from '@domain/languages';
import { formatMoney } from '@domain/money';


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

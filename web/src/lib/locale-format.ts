import { useTranslation } from 'react-i18next';
import { localeFor } from '@domain/languages';
import { formatMoney } from '@domain/money';


/** The day of the month: two digits in English (back-office spec §9: MMM dd, yyyy), without a leading zero in French and Spanish ("3 déc."). */
function dayStyle(language: string | undefined): 'numeric' | '2-digit' {
  return localeFor(language).startsWith('en') ? '2-digit' : 'numeric';
}

/**
 * "Mar 05, 2026" in English, "5 mars 2026" in French (back-office spec §9: MMM dd, yyyy). `timeZone` 'UTC' shows a
 * date stored as a whole UTC day (a coupon's end) as that day wherever the reader is; by default the reader's zone.
 */
export function formatDateIn(language: string | undefined, iso: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(localeFor(language), { month: 'short', day: dayStyle(language), year: 'numeric', timeZone }).format(date);
}

/** "Mar 05, 2026, 14:30" (back-office spec §9: MMM dd, yyyy HH:mm, 24-hour clock), "3 déc. 2026, 14 h 30" in French, in the reader's time zone. */
export function formatDateTimeIn(language: string | undefined, iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(localeFor(language), { month: 'short', day: dayStyle(language), year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(date);
}

/** "Label:" in English and Spanish, "Libellé :" (no-break space before the colon) in French. */
export function labelIn(language: string | undefined, label: string): string {
  return localeFor(language).startsWith('fr') ? `${label}\u00a0:` : `${label}:`;
}

/** Money, numbers, dates and "label:" in the current interface language. */
export function useFormatters() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  const locale = localeFor(language);
  return {
    money: (cents: number) => formatMoney(cents, locale),
    number: (value: number) => new Intl.NumberFormat(locale).format(value),
    date: (iso: string, timeZone?: string) => formatDateIn(language, iso, timeZone),
    dateTime: (iso: string) => formatDateTimeIn(language, iso),
    label: (text: string) => labelIn(language, text),
  };
}

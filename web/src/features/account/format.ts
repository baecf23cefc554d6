import { formatMoney, toCents } from '@domain/money';
import { localeFor } from '@domain/languages';
import { formatDateIn } from '@web/lib/locale-format';

/** "Mar 05, 2026" in the interface language (back-office spec §9: MMM dd, yyyy). */
export function formatDate(iso: string, language: string): string {
  return formatDateIn(language, iso);
}

/** Dollars from the API, shown with two decimals in the interface language's number format (storefront spec §9). */
export function formatDollars(amount: number | string, language: string): string {
  return formatMoney(toCents(amount), localeFor(language));
}

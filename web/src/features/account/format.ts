import { formatMoney, toCents } from '@domain/money';

/** "Mar 05, 2026" in the interface language (back-office spec §9: MMM dd, yyyy). */
export function formatDate(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(language, { month: 'short', day: '2-digit', year: 'numeric' }).format(date);
}

/** Dollars from the API, shown with two decimals in en-US style (storefront spec §9). */
export function formatDollars(amount: number | string): string {
  return formatMoney(toCents(amount));
}

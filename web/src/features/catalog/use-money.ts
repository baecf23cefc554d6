import { useFormatters } from '@web/lib/locale-format';

/** formatMoney in the current language's number format. */
export function useFormatMoney(): (cents: number) => string {
  return useFormatters().money;
}

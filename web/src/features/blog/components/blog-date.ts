import { formatDateIn } from '@web/lib/locale-format';

/**
 * A post's date as "Oct 20, 2026" in the reader's language. In UTC, so the server's page and the browser's hydration
 * draw the same day wherever the reader is.
 */
export function blogDate(language: string | undefined, iso: string): string {
  return formatDateIn(language, iso, 'UTC');
}

/** E-mails are trimmed and lower-cased as they are typed (storefront spec §5). */
export function normaliseEmail(value: unknown): string {
  return typeof value === 'string' ? value.trim().toLowerCase() : '';
}

import { telUri } from '@domain/tel-uri';

/** A tel: link for a displayed phone number such as "+1 (800) 555-0199" or "+52 55 1234 5678" (domain/tel-uri.ts). */
export function telHref(phone: string): string {
  return telUri(phone) ?? `tel:${phone.replace(/[^\d+]/g, '')}`;
}

export function mailtoHref(email: string): string {
  return `mailto:${email.trim()}`;
}

/** Only http(s) links from settings are rendered, so a stored `javascript:` URL can never become a link. */
export function safeExternalUrl(value: string | undefined): string | null {
  const text = value?.trim();
  if (!text) return null;
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

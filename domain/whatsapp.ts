/**
 * The number the WhatsApp button uses when the whatsapp_number setting is missing or cannot be read
 * (storefront spec §8). A toll-free 555-01xx number, reserved for fiction, so it reaches nobody.
 */
export const DEFAULT_WHATSAPP_NUMBER = '18005550199';

/**
 * The number in the digits-only international form wa.me expects (storefront spec §5): non-digits
 * are stripped and a 10-digit North American number gets the country code 1. A 12-digit Turkish
 * number (90…) or an 11-digit one starting with 1 is already complete; any other length is returned
 * as its digits, since guessing a country code would dial the wrong person.
 */
export function normalizeWhatsAppNumber(raw: string): string {
  const digits = raw.replace(/\D/g, '');
  return digits.length === 10 ? `1${digits}` : digits;
}

/** A wa.me chat link with a prefilled message; falls back to the default number when none is usable. */
export function whatsAppLink(number: string | null | undefined, text = ''): string {
  const digits = normalizeWhatsAppNumber(number ?? '') || DEFAULT_WHATSAPP_NUMBER;
  const query = text === '' ? '' : `?text=${encodeURIComponent(text)}`;
  return `https://wa.me/${digits}${query}`;
}

import { telUri } from './tel-uri';

/**
 * The Call action of Contact Management (back-office spec §5): the first phone number written in a message, e.g.
 * "(555) 123-4567", "555-123-4567", "555.123.4567", "+1 555 123 4567", "5551234567" (North America), or any country's
 * number written with its + code: "+52 55 1234 5678", "+44 (0)20 7946 0958" (issue 23).
 */
const US_PHONE = /(?<![\d+])(?:\+?1[\s.-]?)?(?:\(\d{3}\)\s?|\d{3}[\s.-]?)\d{3}[\s.-]?\d{4}(?!\d)/g;
/** A + and country code, then groups of digits with at most one separator between them. */
const INTERNATIONAL_PHONE = /(?<![\w+])\+\s?\d{1,3}(?:\s?\(0\))?(?:[\s.-]?\(?\d{1,5}\)?){1,6}(?!\d)/g;

export interface FoundPhone {
  /** As written in the message. */
  text: string;
  /** The tel: address: + country code and the number (domain/tel-uri.ts). */
  href: string;
}

function firstMatch(pattern: RegExp, message: string): { index: number; text: string; href: string } | null {
  for (const match of message.matchAll(pattern)) {
    const text = match[0].trim();
    const href = telUri(text);
    if (href?.startsWith('tel:+')) return { index: match.index, text, href };
  }
  return null;
}

/** The first phone number in the text, or null; a longer run of digits (an order or card number) is not one. */
export function findPhoneNumber(message: string): FoundPhone | null {
  const found = [firstMatch(INTERNATIONAL_PHONE, message), firstMatch(US_PHONE, message)].filter((match) => match !== null);
  if (found.length === 0) return null;
  const first = found.reduce((a, b) => (b.index < a.index ? b : a));
  return { text: first.text, href: first.href };
}

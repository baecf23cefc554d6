/**
 * The Call action of Contact Management (back-office spec §5): the first US-style phone number written in a message,
 * e.g. "(555) 123-4567", "555-123-4567", "555.123.4567", "+1 555 123 4567" or "5551234567".
 */
const US_PHONE = /(?<![\d+])(?:\+?1[\s.-]?)?(?:\(\d{3}\)\s?|\d{3}[\s.-]?)\d{3}[\s.-]?\d{4}(?!\d)/;

export interface FoundPhone {
  /** As written in the message. */
  text: string;
  /** The tel: address, +1 and ten digits. */
  href: string;
}

/** The first US-style number in the text, or null; a longer run of digits (an order or card number) is not one. */
export function findPhoneNumber(message: string): FoundPhone | null {
  const match = US_PHONE.exec(message);
  if (!match) return null;
  const digits = match[0].replace(/\D/g, '');
  const national = digits.length === 11 ? digits.slice(1) : digits;
  return { text: match[0].trim(), href: `tel:+1${national}` };
}

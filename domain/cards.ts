/**
 * Card number rules used by the checkout form and the sandbox gateway. Pure: the current month is an
 * argument. Nothing here keeps or prints a full number; cardSummary keeps only the last four digits.
 */

export const CARD_BRANDS = ['visa', 'mastercard', 'amex', 'discover', 'unknown'] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

export const CARD_NUMBER_MIN_DIGITS = 12;
export const CARD_NUMBER_MAX_DIGITS = 19;
/** The form field allows 19 characters (storefront spec §9); a 19-digit number never needs spaces. */
export const CARD_NUMBER_MAX_LENGTH = 19;

/** The digits of a typed card number ("4111 1111 1111 1111" → "4111111111111111"). */
export function cardDigits(number: string): string {
  return number.replace(/[\s-]/g, '');
}

/** The Luhn (mod 10) check every card number satisfies. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** 12 to 19 digits (spaces allowed between them) passing the Luhn check. */
export function isValidCardNumber(number: string): boolean {
  if (!/^[\d ]+$/.test(number)) return false;
  const digits = cardDigits(number);
  return digits.length >= CARD_NUMBER_MIN_DIGITS && digits.length <= CARD_NUMBER_MAX_DIGITS && passesLuhn(digits);
}

const BRAND_PATTERNS: readonly [CardBrand, RegExp][] = [
  ['amex', /^3[47]/],
  ['visa', /^4/],
  ['mastercard', /^(5[1-5]|2(2[2-9][1-9]|2[3-9]\d|[3-6]\d\d|7[01]\d|720))/],
  ['discover', /^(6011|65|64[4-9])/],
];

export function cardBrand(number: string): CardBrand {
  const digits = cardDigits(number);
  return BRAND_PATTERNS.find(([, pattern]) => pattern.test(digits))?.[0] ?? 'unknown';
}

export function cardLast4(number: string): string {
  return cardDigits(number).slice(-4);
}

export const EXPIRY_PATTERN = /^(0[1-9]|1[0-2])\/(\d{2})$/;

/**
 * The expiry as the buyer types it, written the way the form asks for it: "1229" → "12/29", "1/29" → "01/29".
 * Only digits and one slash are kept; a half-typed value stays half-typed ("12", "12/").
 */
export function formatExpiryInput(typed: string): string {
  const kept = typed.replace(/[^\d/]/g, '');
  const slash = kept.indexOf('/');
  if (slash === -1) {
    const digits = kept.slice(0, 4);
    return digits.length <= 2 ? digits : `${digits.slice(0, 2)}/${digits.slice(2)}`;
  }
  const month = kept.slice(0, slash).slice(0, 2);
  const year = kept.slice(slash + 1).replace(/\//g, '').slice(0, 2);
  return `${month.length === 1 ? `0${month}` : month}/${year}`;
}

/** "MM/YY" → { month, year (four digits) }; null when not in that form. */
export function parseExpiry(expiry: string): { month: number; year: number } | null {
  const match = EXPIRY_PATTERN.exec(expiry.trim());
  if (!match) return null;
  return { month: Number(match[1]), year: 2000 + Number(match[2]) };
}

/** A card is valid through the last day of its expiry month (compared in UTC). */
export function isCardExpired(expiry: string, now: Date): boolean {
  const parsed = parseExpiry(expiry);
  if (!parsed) return true;
  const currentMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  return parsed.year * 12 + (parsed.month - 1) < currentMonth;
}

/**
 * A 13–19 digit run, allowing single spaces or hyphens between digits, not part of a longer word (a hash,
 * an id): what a scan for leaked card numbers looks for.
 */
export const CARD_NUMBER_LIKE = /(?<![0-9A-Za-z])\d(?:[ -]?\d){12,18}(?![0-9A-Za-z])/;

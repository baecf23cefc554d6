/**
 * Order and quote numbers: a prefix and random base32 characters (Crockford's alphabet: no I, L, O, U),
 * so they are unique in practice and cannot be guessed from another one. The randomness is an argument.
 */

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const REFERENCE_RANDOM_LENGTH = 12;
export const ORDER_NUMBER_PREFIX = 'FF-';
export const QUOTE_NUMBER_PREFIX = 'FQ-';

/** `prefix` + one base32 character per byte (5 random bits each): 12 bytes give 60 bits. */
export function referenceFromBytes(prefix: string, bytes: Uint8Array): string {
  if (bytes.length < REFERENCE_RANDOM_LENGTH) throw new RangeError(`Need ${REFERENCE_RANDOM_LENGTH} random bytes`);
  let out = prefix;
  for (let i = 0; i < REFERENCE_RANDOM_LENGTH; i += 1) out += ALPHABET[(bytes[i] ?? 0) & 31];
  return out;
}

const pattern = (prefix: string) => new RegExp(`^${prefix}[${ALPHABET}]{${REFERENCE_RANDOM_LENGTH}}$`);
const ORDER_NUMBER = pattern(ORDER_NUMBER_PREFIX);
const QUOTE_NUMBER = pattern(QUOTE_NUMBER_PREFIX);

/** Upper-cased and trimmed, so a number typed in lower case still matches. */
export function normalizeReference(value: string): string {
  return value.trim().toUpperCase();
}

export function isOrderNumber(value: string): boolean {
  return ORDER_NUMBER.test(value);
}

export function isQuoteNumber(value: string): boolean {
  return QUOTE_NUMBER.test(value);
}

/**
 * tel: links for phone numbers as people type them (issue 23, docs/decisions/036): the storefront's phone links and the
 * back office's Call. An international number keeps its country code (+52 Mexico, +44, …), a North American one gets
 * +1, and the result is a global number as RFC 3966 writes it: `tel:+525512345678`, `tel:+18005550199;ext=12`.
 * Pure and small on purpose: the header and footer ship it to every visitor.
 */

/** E.164: at most 15 digits after the +, country code included; fewer than 8 is no callable number. */
const E164_MIN = 8;
const E164_MAX = 15;

/** "ext. 12", "extension 12", "x12", "poste 12" (French), "ext 12" at the end of the number. */
const EXTENSION = /\s*(?:,|;)?\s*(?:ext\.?|extension|extn\.?|x|poste|#)\s*(\d{1,6})\s*$/i;

/**
 * The tel: URI of a typed number, or null when it holds no callable number:
 * - `+52 55 1234 5678`, `+1 (800) 555-0199`, `+44 (0)20 7946 0958` (the "(0)" trunk prefix dropped): as typed, digits only;
 * - `00 52 …` or `011 52 …` (international call prefixes): the same as `+52 …`;
 * - ten digits, or 1 and ten digits (`(514) 555-0199`, `1-800-555-0199`): North America, +1;
 * - anything else is kept as its digits, a local number (`tel:911`), never turned into a wrong international one.
 */
export function telUri(typed: string): string | null {
  let text = typed.trim();
  let extension = '';
  const ext = EXTENSION.exec(text);
  if (ext && ext.index > 0) {
    extension = `;ext=${ext[1]}`;
    text = text.slice(0, ext.index);
  }
  // "+44 (0)20…": the national trunk prefix written beside the country code is not dialled from abroad.
  text = text.replace(/^(\+\s*\d{1,3})\s*\(0\)/, '$1');
  const international = /^\s*(?:\+|00|011(?=[\s.-]*[2-9]))/.exec(text);
  const digits = (international ? text.slice(international[0].length) : text).replace(/\D/g, '');
  if (digits.length === 0) return null;
  if (international) {
    return digits.length >= E164_MIN && digits.length <= E164_MAX ? `tel:+${digits}${extension}` : null;
  }
  if (digits.length === 10 && /^[2-9]/.test(digits)) return `tel:+1${digits}${extension}`;
  if (digits.length === 11 && /^1[2-9]/.test(digits)) return `tel:+${digits}${extension}`;
  return digits.length <= E164_MAX ? `tel:${digits}${extension}` : null;
}

/**
 * Whether a field of one of our schemas could carry a card number (PAN) or a card security code (issue 25,
 * docs/decisions/040). Card data goes only to the provider's own fields; no request to our server carries it and no
 * schema of ours accepts it (PCI DSS SAQ A rather than D). A test walks every zod schema of the API and the OpenAPI
 * document and asks this rule of each object field: its name, the names of the objects above it, its description.
 *
 * It errs on the side of refusing: a field that merely looks like one is renamed. What is allowed to be kept about a
 * card (brand, last four digits, expiry, cardholder's name, the provider's references) passes, and so do the
 * certification cards of refrigerant technicians (their picture, their certificate number).
 */

export interface SchemaField {
  /** The property's name (`cardNumber`, `card_number`, `number`). */
  name: string;
  /** The names of the properties it sits under, outermost first (`['payment', 'card']`); array items add nothing. */
  parents?: readonly string[];
  /** The schema's description (zod `.describe`/`.meta`, OpenAPI `description`), if any. */
  description?: string;
}

/** Words of a property name: camelCase, snake_case, kebab-case and digits split, lower case. */
export function nameWords(name: string): string[] {
  return name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word.toLowerCase());
}

/** Names that are the card data itself, whatever they sit under (words joined). */
const CARD_DATA_NAMES = new Set([
  'pan',
  'cardnumber',
  'cardno',
  'cardnum',
  'ccnumber',
  'ccnum',
  'ccno',
  'creditcardnumber',
  'debitcardnumber',
  'paymentcardnumber',
  'primaryaccountnumber',
  'cvc',
  'cvc2',
  'cvv',
  'cvv2',
  'cvn',
  'csc',
  'cid',
  'cav2',
  'securitycode',
  'cardsecuritycode',
  'cardverificationcode',
  'cardverificationvalue',
  'verificationcode',
  'track1',
  'track2',
  'trackdata',
  'magstripe',
]);

/** Words that, anywhere in a name, mean a security code or a PAN (`cardCvc`, `cvv_code`, `pan_hash` would still hold one). */
const CARD_DATA_WORDS = new Set(['pan', 'cvc', 'cvc2', 'cvv', 'cvv2', 'cvn', 'csc', 'cav2']);

/** A number-like field under one of these (or a name ending with card) is a card number: `card.number`, `creditCard.digits`. */
const NUMBER_WORDS = new Set(['number', 'num', 'no', 'digits', 'pan']);

/** Cards that are not payment cards: a technician's certification card, an id card. */
const OTHER_CARDS = new Set(['certification', 'certificate', 'technician', 'epa', 'id', 'identity', 'wallet', 'business', 'gift', 'loyalty', 'membership', 'report']);

/** What may be kept about a card, and the provider's references: never card data, whatever their description says. */
const SAFE_NAMES = new Set([
  'last4',
  'lastfour',
  'cardlast4',
  'cardending',
  'brand',
  'cardbrand',
  'expiry',
  'expmonth',
  'expyear',
  'cardholdername',
  'nameoncard',
  'funding',
  'fingerprint',
  'paymentmethodid',
  'confirmationtoken',
  'token',
  'cardurl',
  'carduploadid',
]);

/** A name run together (`paymentcardnum`, `CARDNUMBER`) ending in a card's number, not another card's. */
function isRunTogetherCardNumber(joined: string): boolean {
  const match = /card(?:number|num|no|digits)$|cardnumber/.exec(joined);
  if (!match) return false;
  const before = joined.slice(0, match.index);
  return ![...OTHER_CARDS].some((word) => before.endsWith(word));
}

function isPaymentCard(words: readonly string[]): boolean {
  const at = words.lastIndexOf('card');
  if (at === -1) return words.length === 1 && (words[0] === 'cc' || words[0] === 'creditcard');
  return !words.slice(0, at).some((word) => OTHER_CARDS.has(word));
}

const DESCRIPTION_PATTERNS: readonly RegExp[] = [
  /\b(?:credit|debit|payment)?\s*card\s*(?:number|no\.?|num)\b/i,
  /\bprimary account number\b/i,
  /\bPAN\b/,
  /\b(?:card\s*)?security\s*code\b/i,
  /\bcard verification (?:code|value)\b/i,
  /\b(?:cvc2?|cvv2?|cvn|csc)\b/i,
  /\bmagnetic stripe\b|\btrack\s*[12]\s*data\b/i,
];

/** Phrases that name card data only to say it is not there. */
const HARMLESS_PHRASES = /\blast\s*(?:four|4)\s*digits(?:\s*of\s*(?:the|a)?\s*(?:\w+\s+)?card(?:\s*number)?)?|\bnever\s+(?:the\s+)?(?:full\s+)?card\s*number|\bcertificat\w*\s+card\s*number\b/gi;

/**
 * Why a field could hold card data (a sentence for a test's failure message), or null when it could not. A field
 * whose name says so, a number under a payment card object, or a description that says so.
 */
export function cardDataFieldReason(field: SchemaField): string | null {
  const words = nameWords(field.name);
  const joined = words.join('');
  const where = [...(field.parents ?? []), field.name].join('.');
  if (SAFE_NAMES.has(joined)) return null;
  if (CARD_DATA_NAMES.has(joined)) return `${where}: the name is card data`;
  const word = words.find((w) => CARD_DATA_WORDS.has(w));
  if (word) return `${where}: "${word}" in the name is card data`;
  if (words.includes('card') && isPaymentCard(words) && words.some((w) => NUMBER_WORDS.has(w))) return `${where}: a payment card's number`;
  if (!words.includes('card') && isRunTogetherCardNumber(joined)) return `${where}: a payment card's number`;
  const parent = field.parents?.at(-1);
  if (parent && words.length > 0 && words.every((w) => NUMBER_WORDS.has(w)) && isPaymentCard(nameWords(parent))) return `${where}: a number under a payment card`;
  if (parent && ['code', 'security', 'verification'].includes(joined) && isPaymentCard(nameWords(parent))) return `${where}: a code under a payment card`;
  const description = field.description?.replace(HARMLESS_PHRASES, ' ');
  const pattern = description ? DESCRIPTION_PATTERNS.find((p) => p.test(description)) : undefined;
  if (description && pattern) return `${where}: its description speaks of card data ("${pattern.exec(description)?.[0].trim()}")`;
  return null;
}

/** Whether the field could hold a card number or security code. */
export function couldHoldCardData(field: SchemaField): boolean {
  return cardDataFieldReason(field) !== null;
}

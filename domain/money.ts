/**
 * Money as integer cents. Every price, discount, shipping cost, tax and total is computed here
 * in whole cents; decimals only appear at the edges (numeric(12,2) strings, API numbers, display).
 *
 * Multiplications by a fraction (discounts, tax rates, percentages) are done in exact decimal
 * arithmetic on BigInt, taking the fraction as the decimal it is written as ("0.7", 0.08), so
 * 1005 × 0.7 is 703.5 and rounds to 704, where floating point would give 703.4999… and 703.
 * Rounding is always half away from zero.
 */

/** A decimal value as `units / 10^scale`, with scale ≥ 0. */
interface Decimal {
  units: bigint;
  scale: number;
}

const DECIMAL_PATTERN = /^([+-]?)(\d+\.?\d*|\.\d+)(?:e([+-]?\d+))?$/i;
const TEN = 10n;

function parseDecimal(value: number | string): Decimal {
  if (typeof value === 'number' && !Number.isFinite(value)) {
    throw new RangeError(`Not a finite amount: ${value}`);
  }
  // String(number) gives the shortest decimal that round-trips, i.e. the number as it was written.
  const text = String(value).trim();
  const match = DECIMAL_PATTERN.exec(text);
  if (!match) throw new RangeError(`Not a decimal amount: "${text}"`);
  const [, sign = '', body = '', exponent = '0'] = match;
  const [whole = '', fraction = ''] = body.split('.');
  const units = BigInt(`${sign}${whole}${fraction}`);
  const scale = fraction.length - Number(exponent);
  return scale >= 0 ? { units, scale } : { units: units * TEN ** BigInt(-scale), scale: 0 };
}

/** numerator / denominator rounded half away from zero; denominator must be positive. */
function roundDiv(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n;
  const magnitude = negative ? -numerator : numerator;
  const quotient = magnitude / denominator;
  const rounded = (magnitude % denominator) * 2n >= denominator ? quotient + 1n : quotient;
  return negative ? -rounded : rounded;
}

function toSafeNumber(value: bigint): number {
  if (value > BigInt(Number.MAX_SAFE_INTEGER) || value < BigInt(Number.MIN_SAFE_INTEGER)) {
    throw new RangeError('Amount out of range');
  }
  return Number(value);
}

function safeIntegerToBigInt(cents: number): bigint {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Expected a safe integer (cents), got ${cents}`);
  return BigInt(cents);
}

/** Dollars (a number or a numeric string such as "12.50") to cents, rounding half away from zero. */
export function toCents(amount: number | string): number {
  const { units, scale } = parseDecimal(amount);
  return toSafeNumber(roundDiv(units * 100n, TEN ** BigInt(scale)));
}

/** Cents to dollars as a number (for JSON responses). */
export function fromCents(cents: number): number {
  safeIntegerToBigInt(cents);
  return cents / 100;
}

/** Cents as a two-decimal string ("12.50", "-0.05"), the form numeric(12,2) columns store. */
export function centsToDecimalString(cents: number): string {
  safeIntegerToBigInt(cents);
  const magnitude = Math.abs(cents);
  const sign = cents < 0 ? '-' : '';
  return `${sign}${Math.floor(magnitude / 100)}.${String(magnitude % 100).padStart(2, '0')}`;
}

/** cents × factor, rounded to the nearest cent. */
export function multiplyCents(cents: number, factor: number | string): number {
  const { units, scale } = parseDecimal(factor);
  return toSafeNumber(roundDiv(safeIntegerToBigInt(cents) * units, TEN ** BigInt(scale)));
}

/** percent % of cents (percentOfCents(1999, 10) = 200), rounded to the nearest cent. */
export function percentOfCents(cents: number, percent: number | string): number {
  const { units, scale } = parseDecimal(percent);
  return toSafeNumber(roundDiv(safeIntegerToBigInt(cents) * units, 100n * TEN ** BigInt(scale)));
}

/** cents × (1 − fraction), rounded to the nearest cent: the price after a fractional discount such as 0.30. */
export function discountedCents(cents: number, fraction: number | string): number {
  const { units, scale } = parseDecimal(fraction);
  const one = TEN ** BigInt(scale);
  return toSafeNumber(roundDiv(safeIntegerToBigInt(cents) * (one - units), one));
}

/** numerator / denominator of two integers, rounded half away from zero (for percentages of amounts). */
export function divideRounded(numerator: number, denominator: number): number {
  if (denominator === 0) throw new RangeError('Division by zero');
  const sign = denominator < 0 ? -1n : 1n;
  return toSafeNumber(roundDiv(safeIntegerToBigInt(numerator) * sign, safeIntegerToBigInt(denominator) * sign));
}

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(locale: string, currency: string, fractionDigits: 0 | 2): Intl.NumberFormat {
  const key = `${locale}|${currency}|${fractionDigits}`;
  let cached = formatters.get(key);
  if (!cached) {
    cached = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: 2,
    });
    formatters.set(key, cached);
  }
  return cached;
}

/**
 * The amount with a currency sign no North American reader can take for another dollar: a bare "$" (the
 * en-US and es-US sign for USD) becomes "US$"; French already writes "$ US".
 */
function format(amount: number, locale: string, currency: string, fractionDigits: 0 | 2): string {
  return formatter(locale, currency, fractionDigits)
    .formatToParts(amount)
    .map((part) => (part.type === 'currency' && currency === 'USD' && part.value === '$' ? 'US$' : part.value))
    .join('');
}

/**
 * Cents for display with two decimals, the one money formatter of the storefront, the server-rendered
 * pages and the e-mails: formatMoney(125000) = "US$1,250.00", in fr-CA "1 250,00 $ US", in es-US "US$1,250.00".
 */
export function formatMoney(cents: number, locale = 'en-US', currency = 'USD'): string {
  return format(fromCents(cents), locale, currency, 2);
}

/** Like formatMoney, but whole amounts drop their decimals ("US$500", "US$499.50"), as in banner texts. */
export function formatMoneyShort(cents: number, locale = 'en-US', currency = 'USD'): string {
  return format(fromCents(cents), locale, currency, cents % 100 === 0 ? 0 : 2);
}

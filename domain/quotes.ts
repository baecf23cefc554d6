import { formatMoney } from './money';
import type { QuoteStatus } from './orders';
import { boundedCartTotals, type CartTotals } from './totals';

/**
 * Quotes priced online (docs/decisions/023): the admin prices each line's package, adds optional shipping and a
 * last day; the buyer accepts (one order at those prices) or declines. Pure rules, time given as an argument.
 */

export const QUOTE_ACTION_MESSAGES = {
  notFound: 'Quote not found',
  notPriced: 'This quote has not been priced yet.',
  expired: 'This quote has expired. Please request a new quote.',
  alreadyAccepted: 'This quote has already been accepted.',
  declined: 'This quote was declined.',
  productGone: 'A product of this quote is no longer sold. Please request a new quote.',
  cannotReview: 'Only a pending quote can be marked as reviewed.',
  cannotPrice: 'This quote can no longer be priced: it was accepted or declined.',
  priceRequired: 'Please enter a unit price.',
  priceInvalid: 'Please enter a price of 0 or more, with at most two decimals.',
  priceTooLarge: 'This amount is too large.',
  linesMismatch: 'Please price every line of the quote.',
  validUntilRequired: 'Please choose the last day the prices hold.',
  validUntilInvalid: 'Please enter a valid date.',
  validUntilPast: 'The valid-until date cannot be in the past.',
  messageTooLong: 'The message must be at most 2000 characters.',
  reasonTooLong: 'The reason must be at most 1000 characters.',
  tooLarge: 'This quote is too large to be placed as one order.',
  /** fields.version of the 409 when the quote was priced again since the buyer read it (RELIABILITY 38). */
  priceChanged: 'The prices of this quote changed since you read it. Please review the new prices before accepting.',
  versionRequired: 'Please reload the quote before accepting it.',
  reserveInvalid: 'Reserve stock must be yes or no.',
} as const;

/** Send Quote's refusal to reserve more than stock holds (409 naming reserveStock). */
export function reserveShortageMessage(productName: string, available: number): string {
  return `Cannot reserve stock: only ${available} cylinders of ${productName} are available.`;
}

/** The figures a buyer consents to, in cents: what the 409 of a re-priced quote names. */
export interface QuoteFigures {
  subtotalCents: number;
  shippingCents: number;
  taxCents: number;
  totalCents: number;
}

/**
 * The 409's message when the quote changed since the buyer read it: the new figures (tax at the destination the buyer
 * gave), so that an API caller learns them without another read.
 */
export function quoteChangedMessage(figures: QuoteFigures): string {
  const dollars = (cents: number) => formatMoney(cents, 'en-US');
  return (
    `The prices of this quote changed since you read it: the new total is ${dollars(figures.totalCents)} ` +
    `(subtotal ${dollars(figures.subtotalCents)}, shipping ${dollars(figures.shippingCents)}, tax ${dollars(figures.taxCents)}). ` +
    'Please review the new prices before accepting.'
  );
}

/** Whether the version the buyer sends (the quote's updatedAt as they read it) is the quote's current one. */
export function isSameQuoteVersion(current: Date, version: string): boolean {
  return current.getTime() === new Date(version).getTime();
}

/** What the buyer may still do with a quote whose stored status is `status`, last day `validUntil`, at `now`. */
export type QuoteAnswerability =
  | { ok: true }
  | { ok: false; reason: 'not_priced' | 'expired' | 'accepted' | 'declined' };

/**
 * A quoted quote is expired once `now` is past its valid-until instant (the last millisecond of the day the admin chose,
 * UTC). Only a quoted quote expires: an accepted or declined one keeps its answer; a pending or reviewed one has no
 * prices to hold. A stored 'expired' stays expired.
 */
export function isQuoteExpired(status: QuoteStatus, validUntil: Date | null, now: Date): boolean {
  if (status === 'expired') return true;
  return status === 'quoted' && validUntil !== null && now.getTime() > validUntil.getTime();
}

/** The status the buyer and the admin see: the stored one, or 'expired' computed on read. */
export function effectiveQuoteStatus(status: QuoteStatus, validUntil: Date | null, now: Date): QuoteStatus {
  return isQuoteExpired(status, validUntil, now) ? 'expired' : status;
}

/** Whether the buyer may accept or decline now. */
export function quoteAnswerability(status: QuoteStatus, validUntil: Date | null, now: Date): QuoteAnswerability {
  if (isQuoteExpired(status, validUntil, now)) return { ok: false, reason: 'expired' };
  if (status === 'accepted') return { ok: false, reason: 'accepted' };
  if (status === 'declined') return { ok: false, reason: 'declined' };
  if (status !== 'quoted') return { ok: false, reason: 'not_priced' };
  return { ok: true };
}

/** The message of a refusal, in the API's English. */
export function answerabilityMessage(reason: Exclude<QuoteAnswerability, { ok: true }>['reason']): string {
  switch (reason) {
    case 'expired':
      return QUOTE_ACTION_MESSAGES.expired;
    case 'accepted':
      return QUOTE_ACTION_MESSAGES.alreadyAccepted;
    case 'declined':
      return QUOTE_ACTION_MESSAGES.declined;
    default:
      return QUOTE_ACTION_MESSAGES.notPriced;
  }
}

/** Whether the admin may (re)price a quote: anything not yet answered by the buyer (an expired one can be priced again). */
export function canPriceQuote(status: QuoteStatus): boolean {
  return status !== 'accepted' && status !== 'declined';
}

export interface QuotedLine {
  unitPriceCents: number;
  quantity: number;
}

/**
 * A priced quote's money in integer cents: the lines at the quoted unit prices, the quoted shipping (0 = free), no
 * coupon, and tax at the destination's rate on the subtotal (as at checkout). Null when an amount would not fit the
 * stored columns.
 */
export function quoteTotals(lines: readonly QuotedLine[], shippingCents: number, taxRate: number): CartTotals | null {
  if (!Number.isSafeInteger(shippingCents) || shippingCents < 0) throw new RangeError(`Shipping must be a whole number of cents ≥ 0, got ${shippingCents}`);
  // Shipping is the quoted amount whatever the subtotal: flat at that amount, never waived by the threshold.
  return boundedCartTotals({ lines, coupon: null, freeShippingThresholdCents: Number.MAX_SAFE_INTEGER, flatShippingCents: shippingCents, taxRate });
}

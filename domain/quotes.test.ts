import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { QUOTE_STATUSES } from './orders';
import { canPriceQuote, effectiveQuoteStatus, isQuoteExpired, quoteAnswerability, quoteTotals } from './quotes';
import { MAX_AMOUNT_CENTS } from './totals';

const lastDay = new Date('2026-06-30T23:59:59.999Z');

describe('quote expiry', () => {
  it('holds a quoted quote through the last millisecond of its valid-until day, then expires it', () => {
    expect(isQuoteExpired('quoted', lastDay, new Date('2026-06-30T23:59:59.999Z'))).toBe(false);
    expect(isQuoteExpired('quoted', lastDay, new Date('2026-07-01T00:00:00.000Z'))).toBe(true);
    expect(effectiveQuoteStatus('quoted', lastDay, new Date('2026-07-01T00:00:00.000Z'))).toBe('expired');
  });

  it('never expires an answered or unpriced quote, and keeps a stored expiry', () => {
    const later = new Date('2027-01-01T00:00:00.000Z');
    for (const status of ['pending', 'reviewed', 'accepted', 'declined'] as const) expect(effectiveQuoteStatus(status, lastDay, later)).toBe(status);
    expect(effectiveQuoteStatus('expired', null, new Date(0))).toBe('expired');
    expect(isQuoteExpired('quoted', null, later)).toBe(false);
  });

  it('lets the buyer answer a quoted quote only, before it expires', () => {
    const before = new Date('2026-06-01T00:00:00.000Z');
    const after = new Date('2026-07-02T00:00:00.000Z');
    expect(quoteAnswerability('quoted', lastDay, before)).toEqual({ ok: true });
    expect(quoteAnswerability('quoted', lastDay, after)).toEqual({ ok: false, reason: 'expired' });
    expect(quoteAnswerability('accepted', lastDay, before)).toEqual({ ok: false, reason: 'accepted' });
    expect(quoteAnswerability('declined', lastDay, before)).toEqual({ ok: false, reason: 'declined' });
    expect(quoteAnswerability('pending', null, before)).toEqual({ ok: false, reason: 'not_priced' });
    expect(quoteAnswerability('reviewed', null, before)).toEqual({ ok: false, reason: 'not_priced' });
  });

  it('lets the admin price any quote the buyer has not answered', () => {
    expect(QUOTE_STATUSES.filter(canPriceQuote)).toEqual(['pending', 'reviewed', 'quoted', 'expired']);
  });

  it('agrees with "now after the last instant" for any instants (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4e12 }), fc.integer({ min: 0, max: 4e12 }), (until, now) => {
        expect(isQuoteExpired('quoted', new Date(until), new Date(now))).toBe(now > until);
      }),
    );
  });
});

describe('quoteTotals (integer cents)', () => {
  const line = fc.record({ unitPriceCents: fc.integer({ min: 0, max: 10_000_000 }), quantity: fc.integer({ min: 1, max: 1_000 }) });

  it('adds the lines at their quoted prices, the quoted shipping whatever the subtotal, and the tax on the subtotal', () => {
    expect(quoteTotals([{ unitPriceCents: 123_450, quantity: 2 }], 7_500, 0.08)).toEqual({
      subtotalCents: 246_900,
      discountCents: 0,
      shippingCents: 7_500,
      taxCents: 19_752,
      totalCents: 274_152,
    });
    expect(quoteTotals([{ unitPriceCents: 100, quantity: 1 }], 0, 0)?.totalCents).toBe(100);
  });

  it('is whole cents and sums exactly (property)', () => {
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 20 }), fc.integer({ min: 0, max: 10_000_000 }), fc.constantFrom(0, 0.05, 0.08, 0.13, 0.16), (lines, shipping, rate) => {
        const totals = quoteTotals(lines, shipping, rate);
        if (!totals) return;
        for (const value of Object.values(totals)) expect(Number.isSafeInteger(value)).toBe(true);
        expect(totals.subtotalCents).toBe(lines.reduce((sum, l) => sum + l.unitPriceCents * l.quantity, 0));
        expect(totals.shippingCents).toBe(shipping);
        expect(totals.discountCents).toBe(0);
        expect(totals.totalCents).toBe(totals.subtotalCents + totals.shippingCents + totals.taxCents);
        expect(Math.abs(totals.taxCents - totals.subtotalCents * rate)).toBeLessThanOrEqual(0.5 + 1e-6);
      }),
    );
  });

  it('refuses amounts past the stored columns and negative shipping', () => {
    expect(quoteTotals([{ unitPriceCents: MAX_AMOUNT_CENTS, quantity: 2 }], 0, 0.08)).toBeNull();
    expect(() => quoteTotals([{ unitPriceCents: 1, quantity: 1 }], -1, 0.08)).toThrow(RangeError);
  });
});

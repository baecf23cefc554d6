import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cartTotals, freeShippingThresholdCents, type CartLine } from './totals';

const line = (unitPriceCents: number, quantity = 1): CartLine => ({ unitPriceCents, quantity });

describe('cartTotals', () => {
  it('charges nothing for an empty cart, shipping included', () => {
    expect(cartTotals({ lines: [] })).toEqual({
      subtotalCents: 0,
      discountCents: 0,
      shippingCents: 0,
      taxCents: 0,
      totalCents: 0,
    });
  });

  it('adds $50 shipping and 8 % tax below the free-shipping threshold', () => {
    expect(cartTotals({ lines: [line(18999, 2)] })).toEqual({
      subtotalCents: 37998,
      discountCents: 0,
      shippingCents: 5000,
      taxCents: 3040,
      totalCents: 46038,
    });
  });

  it('ships free at exactly the threshold', () => {
    expect(cartTotals({ lines: [line(25000, 2)] }).shippingCents).toBe(0);
  });

  it('judges free shipping on the subtotal after the coupon', () => {
    const totals = cartTotals({ lines: [line(52000)], coupon: { discountType: 'percentage', discountValue: 10 } });
    expect(totals).toEqual({
      subtotalCents: 52000,
      discountCents: 5200,
      shippingCents: 5000,
      taxCents: 3744,
      totalCents: 55544,
    });
  });

  it('taxes the subtotal after the coupon and rounds tax to the cent', () => {
    // (1999 - 500) × 0.08 = 119.92
    const totals = cartTotals({ lines: [line(1999)], coupon: { discountType: 'fixed', discountValue: '5.00' } });
    expect(totals.taxCents).toBe(120);
  });

  it('caps a coupon at the subtotal and still charges shipping on a non-empty cart', () => {
    const totals = cartTotals({ lines: [line(3000)], coupon: { discountType: 'fixed', discountValue: 100 } });
    expect(totals).toEqual({ subtotalCents: 3000, discountCents: 3000, shippingCents: 5000, taxCents: 0, totalCents: 5000 });
  });

  it('uses the configured threshold, flat rate and tax rate', () => {
    const totals = cartTotals({
      lines: [line(10000)],
      freeShippingThresholdCents: 20000,
      flatShippingCents: 2500,
      taxRate: 0.05,
    });
    expect(totals).toMatchObject({ shippingCents: 2500, taxCents: 500, totalCents: 13000 });
    expect(cartTotals({ lines: [line(10000)], freeShippingThresholdCents: 0 }).shippingCents).toBe(0);
  });

  it('refuses fractional cents and negative or fractional quantities', () => {
    expect(() => cartTotals({ lines: [line(10.5)] })).toThrow(RangeError);
    expect(() => cartTotals({ lines: [line(1000, -1)] })).toThrow(RangeError);
    expect(() => cartTotals({ lines: [line(1000, 1.5)] })).toThrow(RangeError);
  });

  const lines = fc.array(
    fc.record({ unitPriceCents: fc.integer({ min: 0, max: 50_000_000 }), quantity: fc.integer({ min: 0, max: 500 }) }),
    { maxLength: 20 },
  );
  const coupon = fc.option(
    fc.record({
      discountType: fc.constantFrom('percentage' as const, 'fixed' as const),
      discountValue: fc.integer({ min: 0, max: 20_000_000 }).map((cents) => (cents / 100).toFixed(2)),
    }),
  );
  const threshold = fc.integer({ min: 0, max: 10_000_000 });

  it('keeps total = subtotal − discount + shipping + tax exactly, in whole cents', () => {
    fc.assert(
      fc.property(lines, coupon, threshold, (lines, coupon, freeShippingThresholdCents) => {
        const t = cartTotals({ lines, coupon, freeShippingThresholdCents });
        expect(t.totalCents).toBe(t.subtotalCents - t.discountCents + t.shippingCents + t.taxCents);
        for (const value of Object.values(t)) expect(Number.isSafeInteger(value)).toBe(true);
      }),
    );
  });

  it('never produces a negative amount', () => {
    fc.assert(
      fc.property(lines, coupon, threshold, (lines, coupon, freeShippingThresholdCents) => {
        const t = cartTotals({ lines, coupon, freeShippingThresholdCents });
        for (const value of Object.values(t)) expect(value).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('never discounts more than the subtotal', () => {
    fc.assert(
      fc.property(lines, coupon, (lines, coupon) => {
        const t = cartTotals({ lines, coupon });
        expect(t.discountCents).toBeLessThanOrEqual(t.subtotalCents);
      }),
    );
  });

  it('ships free whenever the discounted subtotal is at or above the threshold', () => {
    fc.assert(
      fc.property(lines, coupon, threshold, (lines, coupon, freeShippingThresholdCents) => {
        const t = cartTotals({ lines, coupon, freeShippingThresholdCents });
        const isEmpty = lines.every((l) => l.quantity === 0);
        const aboveThreshold = t.subtotalCents - t.discountCents >= freeShippingThresholdCents;
        expect(t.shippingCents).toBe(aboveThreshold || isEmpty ? 0 : 5000);
      }),
    );
  });

  it('taxes within half a cent of 8 % of the discounted subtotal', () => {
    fc.assert(
      fc.property(lines, coupon, (lines, coupon) => {
        const t = cartTotals({ lines, coupon });
        expect(Math.abs(t.taxCents - (t.subtotalCents - t.discountCents) * 0.08)).toBeLessThanOrEqual(0.5 + 1e-6);
      }),
    );
  });
});

describe('freeShippingThresholdCents', () => {
  it('reads the setting in dollars', () => {
    expect(freeShippingThresholdCents('750')).toBe(75000);
    expect(freeShippingThresholdCents('499.50')).toBe(49950);
    expect(freeShippingThresholdCents(0)).toBe(0);
  });

  it('falls back to $500 when the setting is missing or unreadable', () => {
    for (const missing of [null, undefined, '', 'free', '-20']) {
      expect(freeShippingThresholdCents(missing)).toBe(50000);
    }
  });
});

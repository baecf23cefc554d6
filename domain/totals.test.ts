import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_AMOUNT_CENTS, boundedCartTotals, cartTotals, freeShippingThresholdCents, type CartLine } from './totals';

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

  // A destination's rate: any fraction from 0 to 1 with up to 4 decimals (8.25 % = 0.0825).
  const rate = fc.integer({ min: 0, max: 10_000 }).map((tenThousandths) => tenThousandths / 10_000);

  it('taxes within half a cent of any destination rate, and keeps the total exact', () => {
    fc.assert(
      fc.property(lines, coupon, rate, (lines, coupon, taxRate) => {
        const t = cartTotals({ lines, coupon, taxRate });
        const taxed = t.subtotalCents - t.discountCents;
        expect(Number.isSafeInteger(t.taxCents)).toBe(true);
        expect(Math.abs(t.taxCents - taxed * taxRate)).toBeLessThanOrEqual(0.5 + 1e-6);
        expect(t.totalCents).toBe(taxed + t.shippingCents + t.taxCents);
      }),
    );
  });

  it('charges no tax at a 0 % rate (Canada, Mexico) and never more tax at a lower rate', () => {
    fc.assert(
      fc.property(lines, coupon, rate, rate, (lines, coupon, a, b) => {
        expect(cartTotals({ lines, coupon, taxRate: 0 }).taxCents).toBe(0);
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(cartTotals({ lines, coupon, taxRate: low }).taxCents).toBeLessThanOrEqual(cartTotals({ lines, coupon, taxRate: high }).taxCents);
      }),
    );
  });

  it('refuses a tax rate below 0 or above 1', () => {
    for (const taxRate of [-0.01, 1.01, Number.NaN]) expect(() => cartTotals({ lines: [line(1000)], taxRate })).toThrow(RangeError);
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

describe('boundedCartTotals', () => {
  it('is $9,999,999,999.99 at most, the numeric(12,2) limit', () => {
    expect(MAX_AMOUNT_CENTS).toBe(999_999_999_999);
  });

  it('gives the totals of an order whose total is exactly the limit, and null one cent above', () => {
    // 925,925,925,925 cents + 8 % tax = 999,999,999,999 cents (free shipping).
    const exact = boundedCartTotals({ lines: [line(925_925_925_925)] });
    expect(exact?.totalCents).toBe(MAX_AMOUNT_CENTS);
    expect(boundedCartTotals({ lines: [line(925_925_925_926)] })).toBeNull();
  });

  it('refuses a line, or a subtotal, above the limit even when a coupon would bring the total under it', () => {
    const coupon = { discountType: 'fixed' as const, discountValue: 9_000_000_000 };
    expect(boundedCartTotals({ lines: [line(100_000_000, 10_000)], coupon })).toBeNull();
    expect(boundedCartTotals({ lines: [line(600_000_000_000), line(600_000_000_000)], coupon })).toBeNull();
  });

  it('equals cartTotals whenever every line, the subtotal and the total fit, and is null otherwise', () => {
    const lines = fc.array(
      fc.record({ unitPriceCents: fc.oneof(fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 0, max: 2_000_000_000_000 })), quantity: fc.integer({ min: 1, max: 10_000 }) }),
      { maxLength: 8 },
    );
    const coupon = fc.option(fc.record({ discountType: fc.constantFrom('percentage' as const, 'fixed' as const), discountValue: fc.integer({ min: 1, max: 100 }) }), { nil: null });
    fc.assert(
      fc.property(lines, coupon, (cart, discount) => {
        const max = BigInt(MAX_AMOUNT_CENTS);
        const lineCents = cart.map((l) => BigInt(l.unitPriceCents) * BigInt(l.quantity));
        const subtotal = lineCents.reduce((sum, cents) => sum + cents, 0n);
        const bounded = boundedCartTotals({ lines: cart, coupon: discount });
        if (lineCents.some((cents) => cents > max) || subtotal > max) {
          expect(bounded).toBeNull();
          return;
        }
        const totals = cartTotals({ lines: cart, coupon: discount });
        expect(bounded).toEqual(totals.totalCents <= MAX_AMOUNT_CENTS ? totals : null);
      }),
      { numRuns: 500 },
    );
  });
});

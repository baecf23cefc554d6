import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkCoupon,
  COUPON_MESSAGES,
  couponUsesText,
  couponDiscountCents,
  couponDisplayStatus,
  normalizeCouponCode,
  type Coupon,
} from './coupons';

const now = new Date('2025-06-15T12:00:00Z');

const welcome10: Coupon = {
  code: 'WELCOME10',
  isActive: true,
  startDate: '2025-01-01T00:00:00Z',
  endDate: null,
  maxUses: null,
  currentUses: 0,
  minimumOrderAmount: '0.00',
  discountType: 'percentage',
  discountValue: '10.00',
};

function coupon(overrides: Partial<Coupon>): Coupon {
  return { ...welcome10, ...overrides };
}

describe('normalizeCouponCode', () => {
  it('trims and upper-cases the code', () => {
    expect(normalizeCouponCode('  welcome10 ')).toBe('WELCOME10');
  });
});

describe('couponDiscountCents', () => {
  it('takes a percentage of the subtotal', () => {
    expect(couponDiscountCents({ discountType: 'percentage', discountValue: 10 }, 25000)).toBe(2500);
  });

  it('rounds a percentage discount to the cent', () => {
    expect(couponDiscountCents({ discountType: 'percentage', discountValue: '15' }, 3333)).toBe(500);
    expect(couponDiscountCents({ discountType: 'percentage', discountValue: '12.5' }, 1001)).toBe(125);
  });

  it('takes a fixed amount off', () => {
    expect(couponDiscountCents({ discountType: 'fixed', discountValue: '25.50' }, 10000)).toBe(2550);
  });

  it('never takes more than the subtotal', () => {
    expect(couponDiscountCents({ discountType: 'fixed', discountValue: 100 }, 4000)).toBe(4000);
    expect(couponDiscountCents({ discountType: 'percentage', discountValue: 150 }, 4000)).toBe(4000);
  });

  it('never gives a negative discount', () => {
    expect(couponDiscountCents({ discountType: 'fixed', discountValue: -5 }, 4000)).toBe(0);
  });

  it('keeps every discount between zero and the subtotal', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('percentage' as const, 'fixed' as const),
        fc.integer({ min: -100_000, max: 10_000_000 }).map((cents) => (cents / 100).toFixed(2)),
        fc.integer({ min: 0, max: 1_000_000_000 }),
        (discountType, discountValue, subtotalCents) => {
          const discount = couponDiscountCents({ discountType, discountValue }, subtotalCents);
          expect(Number.isInteger(discount)).toBe(true);
          expect(discount).toBeGreaterThanOrEqual(0);
          expect(discount).toBeLessThanOrEqual(subtotalCents);
        },
      ),
    );
  });
});

describe('checkCoupon', () => {
  const cart = { subtotalCents: 60000, now };

  it('applies a valid coupon and gives its discount', () => {
    expect(checkCoupon(welcome10, cart)).toEqual({ ok: true, discountCents: 6000 });
  });

  it('refuses a code that matches no coupon', () => {
    expect(checkCoupon(null, cart)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses an inactive coupon', () => {
    expect(checkCoupon(coupon({ isActive: false }), cart)).toEqual({ ok: false, reason: 'inactive' });
  });

  it('refuses a coupon before its start date', () => {
    expect(checkCoupon(coupon({ startDate: '2025-06-15T12:00:00.001Z' }), cart)).toEqual({ ok: false, reason: 'not_started' });
  });

  it('refuses a coupon past its end date', () => {
    expect(checkCoupon(coupon({ endDate: new Date('2025-06-15T11:59:59Z') }), cart)).toEqual({ ok: false, reason: 'expired' });
  });

  it('accepts a coupon on the exact instants of its start and end', () => {
    expect(checkCoupon(coupon({ startDate: now, endDate: now }), cart).ok).toBe(true);
  });

  it('compares dates as instants whatever their time zone', () => {
    // 14:00 in Paris is 12:00 UTC, so this coupon ended exactly now.
    expect(checkCoupon(coupon({ endDate: '2025-06-15T14:00:00+02:00' }), cart).ok).toBe(true);
    expect(checkCoupon(coupon({ endDate: '2025-06-15T13:59:59+02:00' }), cart).ok).toBe(false);
  });

  it('keeps a coupon whose end date is today valid until the end of the UTC day', () => {
    expect(checkCoupon(coupon({ endDate: '2025-06-15' }), cart).ok).toBe(true);
    expect(checkCoupon(coupon({ endDate: '2025-06-15' }), { ...cart, now: new Date('2025-06-16T00:00:00Z') }).ok).toBe(false);
  });

  it('refuses a coupon that reached its maximum uses', () => {
    expect(checkCoupon(coupon({ maxUses: 5, currentUses: 5 }), cart)).toEqual({ ok: false, reason: 'limit_reached' });
  });

  it('accepts a coupon under its maximum uses, or without one', () => {
    expect(checkCoupon(coupon({ maxUses: 5, currentUses: 4 }), cart).ok).toBe(true);
    expect(checkCoupon(coupon({ maxUses: null, currentUses: 9999 }), cart).ok).toBe(true);
  });

  it('refuses a subtotal below the minimum order amount and tells the minimum', () => {
    expect(checkCoupon(coupon({ minimumOrderAmount: '600.01' }), cart)).toEqual({
      ok: false,
      reason: 'minimum_not_met',
      minimumCents: 60001,
    });
  });

  it('accepts a subtotal exactly at the minimum order amount', () => {
    expect(checkCoupon(coupon({ minimumOrderAmount: 600 }), cart).ok).toBe(true);
  });

  it('reports inactivity before dates, dates before uses, and uses before the minimum', () => {
    const everythingWrong = coupon({
      isActive: false,
      endDate: '2020-01-01',
      maxUses: 1,
      currentUses: 1,
      minimumOrderAmount: 1_000_000,
    });
    expect(checkCoupon(everythingWrong, cart)).toMatchObject({ reason: 'inactive' });
    expect(checkCoupon({ ...everythingWrong, isActive: true }, cart)).toMatchObject({ reason: 'expired' });
    expect(checkCoupon({ ...everythingWrong, isActive: true, endDate: null }, cart)).toMatchObject({ reason: 'limit_reached' });
  });
});

describe('COUPON_MESSAGES', () => {
  it('uses the spec’s wording for every outcome', () => {
    expect(COUPON_MESSAGES).toEqual({
      invalid: 'Invalid coupon code',
      inactive: 'Invalid coupon code',
      expired: 'Coupon expired',
      not_started: 'Coupon expired',
      limit_reached: 'Coupon limit reached',
      minimum_not_met: 'Minimum order amount not met',
      error: 'Error applying coupon',
      applied: 'Coupon applied successfully!',
      removed: 'Coupon removed',
      code_required: 'Please enter a coupon code',
    });
  });
});

describe('couponDisplayStatus', () => {
  it('shows Active for an active coupon inside its dates', () => {
    expect(couponDisplayStatus(coupon({ endDate: '2025-12-31' }), now)).toBe('Active');
    expect(couponDisplayStatus(coupon({ startDate: null, endDate: null }), now)).toBe('Active');
  });

  it('shows Expired once the end date is past, even for an inactive coupon', () => {
    expect(couponDisplayStatus(coupon({ endDate: '2025-06-14' }), now)).toBe('Expired');
    expect(couponDisplayStatus(coupon({ isActive: false, endDate: '2025-06-14' }), now)).toBe('Expired');
  });

  it('shows Inactive for a switched-off coupon', () => {
    expect(couponDisplayStatus(coupon({ isActive: false }), now)).toBe('Inactive');
  });

  it('shows Inactive for a coupon that has not started yet', () => {
    expect(couponDisplayStatus(coupon({ startDate: '2025-07-01' }), now)).toBe('Inactive');
  });
});

describe('couponUsesText', () => {
  it('shows uses against the maximum, or infinity when unlimited', () => {
    expect(couponUsesText(3, 10)).toBe('3/10');
    expect(couponUsesText(0, null)).toBe('0/∞');
  });
});

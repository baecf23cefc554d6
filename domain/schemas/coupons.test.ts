import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COUPON_FORM_MESSAGES as M, couponInput, couponUpdateInput, type CouponInput } from './coupons';

/** What the form holds when the admin has typed a valid coupon (inputs give strings). */
const typed: CouponInput = {
  code: ' spring-25 ',
  title: 'Spring sale',
  description: '',
  discountType: 'percentage',
  discountValue: '12.5',
  minimumOrderAmount: '',
  maxUses: '',
  startDate: '2026-05-01',
  endDate: '2026-05-31',
  isActive: true,
};

/** The field → first message of a failed parse. */
function fieldErrors(input: unknown): Record<string, string> {
  const result = couponInput.safeParse(input);
  if (result.success) return {};
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) fields[issue.path.join('.')] ??= issue.message;
  return fields;
}

describe('the coupon form schema (back-office spec §5)', () => {
  it('upper-cases and trims the code, reads the amounts, and sends the period as whole UTC days', () => {
    expect(couponInput.parse(typed)).toEqual({
      code: 'SPRING-25',
      title: 'Spring sale',
      translations: {},
      description: null,
      discountType: 'percentage',
      discountValue: 12.5,
      minimumOrderAmount: 0,
      maxUses: null,
      startDate: '2026-05-01T00:00:00.000Z',
      endDate: '2026-05-31T23:59:59.999Z',
      isActive: true,
    });
  });

  it('gives the same coupon when its own output is parsed again (the form sends what it parsed)', () => {
    const once = couponInput.parse({ ...typed, maxUses: '10', minimumOrderAmount: '99.99', endDate: '' });
    expect(couponInput.parse(once)).toEqual(once);
    expect(once).toMatchObject({ maxUses: 10, minimumOrderAmount: 99.99, endDate: null });
  });

  it('defaults to a percentage, no minimum, unlimited uses, active', () => {
    const coupon = couponInput.parse({ code: 'ABC', title: 'T', discountValue: 5, startDate: '2026-01-01' });
    expect(coupon).toMatchObject({ discountType: 'percentage', minimumOrderAmount: 0, maxUses: null, endDate: null, isActive: true, description: null });
  });

  it('names each missing required field with its message', () => {
    expect(fieldErrors({})).toMatchObject({
      code: M.codeRequired,
      title: M.titleRequired,
      discountValue: M.discountValueRequired,
      startDate: M.startDateRequired,
    });
    expect(fieldErrors({ ...typed, code: '   ', title: ' ', discountValue: '', startDate: '' })).toEqual({
      code: M.codeRequired,
      title: M.titleRequired,
      discountValue: M.discountValueRequired,
      startDate: M.startDateRequired,
    });
  });

  it('refuses codes of the wrong length or with other characters', () => {
    expect(fieldErrors({ ...typed, code: 'ab' })).toEqual({ code: M.codeLength });
    expect(fieldErrors({ ...typed, code: 'A'.repeat(33) })).toEqual({ code: M.codeLength });
    expect(fieldErrors({ ...typed, code: 'TEN OFF' })).toEqual({ code: M.codeCharacters });
    expect(fieldErrors({ ...typed, code: 'café10' })).toEqual({ code: M.codeCharacters });
    expect(couponInput.parse({ ...typed, code: 'a_b-9' }).code).toBe('A_B-9');
  });

  it('checks the discount value: above 0, at most 100 for a percentage, two decimals', () => {
    expect(fieldErrors({ ...typed, discountValue: '0' })).toEqual({ discountValue: M.discountValuePositive });
    expect(fieldErrors({ ...typed, discountValue: -5 })).toEqual({ discountValue: M.discountValuePositive });
    expect(fieldErrors({ ...typed, discountValue: '100.01' })).toEqual({ discountValue: M.percentageTooHigh });
    expect(couponInput.parse({ ...typed, discountValue: '100' }).discountValue).toBe(100);
    expect(couponInput.parse({ ...typed, discountType: 'fixed', discountValue: '250.5' }).discountValue).toBe(250.5);
    expect(fieldErrors({ ...typed, discountValue: '1.005' })).toEqual({ discountValue: M.amountDecimals });
    expect(fieldErrors({ ...typed, discountValue: 'ten' })).toEqual({ discountValue: M.amountInvalid });
    expect(fieldErrors({ ...typed, discountValue: '1e3' })).toEqual({ discountValue: M.amountInvalid });
    // A number input left empty reads as NaN: the value is missing.
    expect(fieldErrors({ ...typed, discountValue: Number.NaN })).toEqual({ discountValue: M.discountValueRequired });
    expect(fieldErrors({ ...typed, discountType: 'fixed', discountValue: '1000000.01' })).toEqual({ discountValue: M.amountTooLarge });
    expect(fieldErrors({ ...typed, discountType: 'bogus' })).toEqual({ discountType: M.discountTypeInvalid });
  });

  it('checks the minimum order amount and max uses', () => {
    expect(fieldErrors({ ...typed, minimumOrderAmount: '-1' })).toEqual({ minimumOrderAmount: M.minimumNegative });
    expect(fieldErrors({ ...typed, minimumOrderAmount: '12.345' })).toEqual({ minimumOrderAmount: M.amountDecimals });
    for (const maxUses of ['0', '2.5', '-3', 'many', 0, 1.5, 2_000_000_000]) {
      expect(fieldErrors({ ...typed, maxUses }), String(maxUses)).toEqual({ maxUses: M.maxUsesInvalid });
    }
    expect(couponInput.parse({ ...typed, maxUses: ' 25 ' }).maxUses).toBe(25);
    expect(couponInput.parse({ ...typed, maxUses: null }).maxUses).toBeNull();
  });

  it('checks the dates: real days, and the end not before the start', () => {
    expect(fieldErrors({ ...typed, startDate: '2026-02-30' })).toEqual({ startDate: M.dateInvalid });
    expect(fieldErrors({ ...typed, endDate: 'soon' })).toEqual({ endDate: M.dateInvalid });
    expect(fieldErrors({ ...typed, startDate: '1999-12-31' })).toEqual({ startDate: M.dateInvalid });
    expect(fieldErrors({ ...typed, startDate: '2026-06-01', endDate: '2026-05-31' })).toEqual({ endDate: M.endBeforeStart });
    // One day is a valid period: from the start of the day to its end.
    expect(couponInput.parse({ ...typed, startDate: '2026-06-01', endDate: '2026-06-01' })).toMatchObject({
      startDate: '2026-06-01T00:00:00.000Z',
      endDate: '2026-06-01T23:59:59.999Z',
    });
  });

  it('refuses fields the form does not have, and control characters', () => {
    expect(couponInput.safeParse({ ...typed, currentUses: 0 }).success).toBe(false);
    expect(fieldErrors({ ...typed, title: 'Sale\u0000' })).toEqual({ title: 'This field contains characters that are not allowed.' });
  });

  it('requires the version on an update', () => {
    expect(couponUpdateInput.safeParse(typed).error?.issues[0]?.path).toEqual(['version']);
    expect(couponUpdateInput.parse({ ...typed, version: '2026-05-01T10:00:00.000Z' }).version).toBe('2026-05-01T10:00:00.000Z');
  });

  it('never lets a percentage above 100 or a non-positive value through (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom('percentage', 'fixed'), fc.double({ min: -1e7, max: 1e7, noNaN: true }), (discountType, value) => {
        const result = couponInput.safeParse({ ...typed, discountType, discountValue: value });
        if (!result.success) return;
        expect(result.data.discountValue).toBeGreaterThan(0);
        if (discountType === 'percentage') expect(result.data.discountValue).toBeLessThanOrEqual(100);
        expect(Math.round(result.data.discountValue * 100) / 100).toBe(result.data.discountValue);
      }),
    );
  });
});

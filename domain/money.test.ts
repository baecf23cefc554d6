import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  centsToDecimalString,
  discountedCents,
  divideRounded,
  formatMoney,
  formatMoneyShort,
  fromCents,
  multiplyCents,
  percentOfCents,
  toCents,
} from './money';

/** numeric(12,2) range: up to 9,999,999,999.99. */
const storedCents = fc.integer({ min: -999_999_999_999, max: 999_999_999_999 });

describe('toCents', () => {
  it('converts dollar numbers to whole cents', () => {
    expect(toCents(12.5)).toBe(1250);
    expect(toCents(0)).toBe(0);
    expect(toCents(199.99)).toBe(19999);
    expect(toCents(-3.1)).toBe(-310);
  });

  it('accepts numeric strings as stored in numeric(12,2) columns', () => {
    expect(toCents('12.50')).toBe(1250);
    expect(toCents(' 1140.00 ')).toBe(114000);
    expect(toCents('0.05')).toBe(5);
    expect(toCents('-7')).toBe(-700);
    expect(toCents('.5')).toBe(50);
    expect(toCents('1e3')).toBe(100000);
  });

  it('rounds half away from zero', () => {
    expect(toCents('0.005')).toBe(1);
    expect(toCents('0.0049')).toBe(0);
    expect(toCents('-0.005')).toBe(-1);
    expect(toCents('2.675')).toBe(268);
  });

  it('rounds numbers as they are written, not as their binary approximation', () => {
    // 1.005 is 1.00499999999999989… in binary; a person who typed 1.005 means 1.005.
    expect(toCents(1.005)).toBe(101);
    expect(toCents(0.1 + 0.2)).toBe(30);
  });

  it('never returns negative zero', () => {
    expect(Object.is(toCents('-0.001'), 0)).toBe(true);
    expect(Object.is(toCents(-0), 0)).toBe(true);
  });

  it('refuses text that is not a decimal number', () => {
    for (const bad of ['', 'abc', '1,000.00', '$5', '12.5.0', 'NaN']) {
      expect(() => toCents(bad)).toThrow(RangeError);
    }
  });

  it('refuses non-finite numbers and amounts beyond safe integers', () => {
    expect(() => toCents(Number.NaN)).toThrow(RangeError);
    expect(() => toCents(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => toCents('1e20')).toThrow(RangeError);
  });

  it('rounds within half a cent of the amount', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (amount) => {
        expect(Math.abs(toCents(amount) - amount * 100)).toBeLessThanOrEqual(0.5 + 1e-6);
      }),
    );
  });
});

describe('fromCents and centsToDecimalString', () => {
  it('formats cents as a two-decimal string for storing', () => {
    expect(centsToDecimalString(1250)).toBe('12.50');
    expect(centsToDecimalString(5)).toBe('0.05');
    expect(centsToDecimalString(0)).toBe('0.00');
    expect(centsToDecimalString(-5)).toBe('-0.05');
    expect(centsToDecimalString(114000)).toBe('1140.00');
  });

  it('converts cents to dollars', () => {
    expect(fromCents(1999)).toBe(19.99);
    expect(fromCents(-50)).toBe(-0.5);
  });

  it('refuses fractional cents', () => {
    expect(() => fromCents(1.5)).toThrow(RangeError);
    expect(() => centsToDecimalString(0.1)).toThrow(RangeError);
  });

  it('round-trips cents through the stored decimal string', () => {
    fc.assert(fc.property(storedCents, (cents) => toCents(centsToDecimalString(cents)) === cents));
  });

  it('round-trips cents through dollar numbers without float drift', () => {
    fc.assert(fc.property(storedCents, (cents) => toCents(fromCents(cents)) === cents));
  });

  it('adds amounts exactly once they are in cents', () => {
    fc.assert(
      fc.property(fc.array(storedCents, { maxLength: 50 }), (list) => {
        const viaDollars = toCents(list.reduce((sum, cents) => sum + fromCents(cents), 0));
        const viaCents = list.reduce((sum, cents) => sum + toCents(fromCents(cents)), 0);
        // Summing dollars may drift by a cent or so; summing cents never does.
        expect(viaCents).toBe(list.reduce((sum, cents) => sum + cents, 0));
        expect(Math.abs(viaDollars - viaCents)).toBeLessThanOrEqual(list.length);
      }),
    );
  });
});

describe('multiplyCents', () => {
  it('multiplies and rounds to the nearest cent', () => {
    expect(multiplyCents(1999, 40)).toBe(79960);
    expect(multiplyCents(1005, 0.7)).toBe(704);
    expect(multiplyCents(100, '0.333')).toBe(33);
    expect(multiplyCents(-1005, 0.7)).toBe(-704);
  });

  it('stays within half a cent of the exact product', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        (cents, thousandths) => {
          const exact = (cents * thousandths) / 1000;
          expect(Math.abs(multiplyCents(cents, thousandths / 1000) - exact)).toBeLessThanOrEqual(0.5 + 1e-6);
        },
      ),
    );
  });

  it('is exact for whole-number factors', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: 0, max: 2280 }), (cents, n) => {
        expect(multiplyCents(cents, n)).toBe(cents * n);
      }),
    );
  });
});

describe('percentOfCents, discountedCents and divideRounded', () => {
  it('takes a percentage of an amount', () => {
    expect(percentOfCents(10000, 10)).toBe(1000);
    expect(percentOfCents(1999, 10)).toBe(200);
    expect(percentOfCents(1999, '12.5')).toBe(250);
    expect(percentOfCents(5000, 0)).toBe(0);
  });

  it('applies a fractional discount', () => {
    expect(discountedCents(10000, 0.3)).toBe(7000);
    expect(discountedCents(10000, '0.45')).toBe(5500);
    expect(discountedCents(1005, 0.3)).toBe(704);
    expect(discountedCents(10000, 0)).toBe(10000);
    expect(discountedCents(10000, 1)).toBe(0);
  });

  it('never takes more than the whole for percentages up to 100', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e11 }), fc.integer({ min: 0, max: 10000 }), (cents, hundredths) => {
        const part = percentOfCents(cents, hundredths / 100);
        expect(part).toBeGreaterThanOrEqual(0);
        expect(part).toBeLessThanOrEqual(cents);
      }),
    );
  });

  it('divides integers rounding half away from zero', () => {
    expect(divideRounded(1, 2)).toBe(1);
    expect(divideRounded(-1, 2)).toBe(-1);
    expect(divideRounded(1, 3)).toBe(0);
    expect(divideRounded(2, -3)).toBe(-1);
    expect(() => divideRounded(1, 0)).toThrow(RangeError);
  });
});

describe('formatMoney', () => {
  it('formats cents in US dollars with two decimals by default', () => {
    expect(formatMoney(125000)).toBe('US$1,250.00');
    expect(formatMoney(5)).toBe('US$0.05');
    expect(formatMoney(-5)).toBe('-US$0.05');
  });

  it('says US dollars unambiguously in each language of the shop', () => {
    expect(formatMoney(22900, 'en-US')).toBe('US$229.00');
    expect(formatMoney(22900, 'fr-CA').replace(/\s/g, ' ')).toBe('229,00 $ US');
    expect(formatMoney(22900, 'es-US')).toBe('US$229.00');
    for (const locale of ['en-US', 'fr-CA', 'es-US']) expect(formatMoney(22900, locale)).toMatch(/US\$|\$\sUS/);
  });

  it('formats in another locale and currency', () => {
    expect(formatMoney(125050, 'de-DE', 'EUR')).toMatch(/^1\.250,50\s€$/);
  });

  it('drops the decimals of whole amounts in the short form', () => {
    expect(formatMoneyShort(50000)).toBe('US$500');
    expect(formatMoneyShort(49950)).toBe('US$499.50');
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ORDER_NUMBER_PREFIX, QUOTE_NUMBER_PREFIX, isOrderNumber, isQuoteNumber, normalizeReference, referenceFromBytes } from './order-numbers';

describe('order and quote numbers', () => {
  it('makes FF- plus 12 base32 characters from random bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 12, maxLength: 12 }), (bytes) => {
        const number = referenceFromBytes(ORDER_NUMBER_PREFIX, bytes);
        expect(number).toMatch(/^FF-[0-9A-HJKMNP-TV-Z]{12}$/);
        expect(isOrderNumber(number)).toBe(true);
        expect(isQuoteNumber(number)).toBe(false);
      }),
    );
  });

  it('tells quote numbers from order numbers', () => {
    const number = referenceFromBytes(QUOTE_NUMBER_PREFIX, new Uint8Array(12).fill(7));
    expect(number).toBe('FQ-777777777777');
    expect(isQuoteNumber(number)).toBe(true);
  });

  it('refuses too few random bytes', () => {
    expect(() => referenceFromBytes(ORDER_NUMBER_PREFIX, new Uint8Array(4))).toThrow(RangeError);
  });

  it('normalises a typed number', () => {
    expect(normalizeReference(' ff-abc ')).toBe('FF-ABC');
    expect(isOrderNumber('FF-00000000000I')).toBe(false);
  });
});

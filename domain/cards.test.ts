import { describe, expect, it } from 'vitest';
import { CARD_NUMBER_LIKE, cardBrand, cardDigits, cardLast4, formatExpiryInput, isCardExpired, isValidCardNumber, parseExpiry, passesLuhn } from './cards';

describe('card numbers', () => {
  it('accepts test numbers of each brand, with or without spaces', () => {
    for (const number of ['4111 1111 1111 1111', '4000000000000002', '5555555555554444', '378282246310005', '6011111111111117']) {
      expect(isValidCardNumber(number)).toBe(true);
    }
  });

  it('refuses a failed Luhn check, letters, too few or too many digits', () => {
    for (const number of ['4111 1111 1111 1112', '4111-abcd', '4242', '1'.repeat(20), '', '   ']) {
      expect(isValidCardNumber(number)).toBe(false);
    }
    expect(passesLuhn('x')).toBe(false);
  });

  it('names the brand and keeps only the last four digits', () => {
    expect(cardBrand('4111 1111 1111 1111')).toBe('visa');
    expect(cardBrand('5555555555554444')).toBe('mastercard');
    expect(cardBrand('2223003122003222')).toBe('mastercard');
    expect(cardBrand('378282246310005')).toBe('amex');
    expect(cardBrand('6011111111111117')).toBe('discover');
    expect(cardBrand('9999999999999995')).toBe('unknown');
    expect(cardLast4('4111 1111 1111 1234')).toBe('1234');
    expect(cardDigits('4111 1111-1111 1111')).toBe('4111111111111111');
  });
});

describe('card expiry', () => {
  const now = new Date('2026-05-31T23:59:59Z');

  it('reads MM/YY', () => {
    expect(parseExpiry('05/26')).toEqual({ month: 5, year: 2026 });
    expect(parseExpiry('13/26')).toBeNull();
    expect(parseExpiry('5/26')).toBeNull();
  });

  it('keeps a card valid through its expiry month, in UTC', () => {
    expect(isCardExpired('05/26', now)).toBe(false);
    expect(isCardExpired('04/26', now)).toBe(true);
    expect(isCardExpired('05/26', new Date('2026-06-01T00:00:00Z'))).toBe(true);
    expect(isCardExpired('12/99', now)).toBe(false);
    expect(isCardExpired('garbage', now)).toBe(true);
  });
});

describe('formatExpiryInput', () => {
  it('writes four typed digits as MM/YY', () => {
    expect(formatExpiryInput('1229')).toBe('12/29');
    expect(parseExpiry(formatExpiryInput('1229'))).toEqual({ month: 12, year: 2029 });
  });

  it('keeps a value already written as MM/YY, and drops spaces and letters', () => {
    expect(formatExpiryInput('12/29')).toBe('12/29');
    expect(formatExpiryInput(' 12 / 29 ')).toBe('12/29');
    expect(formatExpiryInput('12-29')).toBe('12/29');
  });

  it('pads a one-digit month typed before the slash', () => {
    expect(formatExpiryInput('1/29')).toBe('01/29');
  });

  it('leaves a half-typed value for the buyer to finish, including after a backspace over the slash', () => {
    expect(formatExpiryInput('')).toBe('');
    expect(formatExpiryInput('1')).toBe('1');
    expect(formatExpiryInput('12')).toBe('12');
    expect(formatExpiryInput('122')).toBe('12/2');
    expect(formatExpiryInput('12/')).toBe('12/');
  });

  it('never writes more than MM/YY', () => {
    expect(formatExpiryInput('122930')).toBe('12/29');
    expect(formatExpiryInput('12/2030')).toBe('12/20');
  });
});

describe('card number scan', () => {
  it('finds 13–19 digit runs with or without separators', () => {
    expect(CARD_NUMBER_LIKE.test('paid with 4111 1111 1111 1111 today')).toBe(true);
    expect(CARD_NUMBER_LIKE.test('4111111111111111')).toBe(true);
    expect(CARD_NUMBER_LIKE.test('order 123456789012')).toBe(false);
    expect(CARD_NUMBER_LIKE.test('2026-05-31T23:59:59.000Z')).toBe(false);
    expect(CARD_NUMBER_LIKE.test('a3f41111111111111111b2')).toBe(false);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { telUri } from './tel-uri';

describe('telUri (storefront phone links and the admin Call)', () => {
  it.each([
    ['+1 (800) 555-0199', 'tel:+18005550199'],
    ['1-800-555-0199', 'tel:+18005550199'],
    ['(514) 555-0199', 'tel:+15145550199'],
    ['514.555.0199', 'tel:+15145550199'],
    ['+1 604 555 0123', 'tel:+16045550123'],
    ['+52 55 1234 5678', 'tel:+525512345678'],
    ['+52 1 55 1234 5678', 'tel:+5215512345678'],
    ['+52 (81) 8123-4567', 'tel:+528181234567'],
    ['00 52 55 1234 5678', 'tel:+525512345678'],
    ['011 52 55 1234 5678', 'tel:+525512345678'],
    ['+44 (0)20 7946 0958', 'tel:+442079460958'],
    ['+33 1 23 45 67 89', 'tel:+33123456789'],
    ['+1 800 555 0199 ext. 12', 'tel:+18005550199;ext=12'],
    ['(514) 555-0199 poste 204', 'tel:+15145550199;ext=204'],
    ['1-800-555-0199 x7', 'tel:+18005550199;ext=7'],
    ['911', 'tel:911'],
  ])('%s → %s', (typed, uri) => {
    expect(telUri(typed)).toBe(uri);
  });

  it.each([[''], ['   '], ['call us'], ['+52'], ['+1234567890123456']])('%j has no callable number', (typed) => {
    expect(telUri(typed)).toBeNull();
  });

  it('writes only a +, digits and an extension, whatever is typed', () => {
    fc.assert(
      fc.property(fc.string(), (typed) => {
        const uri = telUri(typed);
        if (uri !== null) expect(uri).toMatch(/^tel:\+?\d{1,15}(?:;ext=\d{1,6})?$/);
      }),
    );
  });

  it('gives a ten-digit North American number +1 however it is punctuated', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 9 }), fc.stringMatching(/^\d{9}$/), fc.constantFrom(' ', '-', '.', ''), (first, rest, separator) => {
        const digits = `${first}${rest}`;
        const typed = `(${digits.slice(0, 3)})${separator}${digits.slice(3, 6)}${separator}${digits.slice(6)}`;
        expect(telUri(typed)).toBe(`tel:+1${digits}`);
      }),
    );
  });
});

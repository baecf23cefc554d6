import { describe, expect, it } from 'vitest';
import { knownText } from './known-texts';
import { DEFAULT_SITE_SETTINGS } from './site-settings';

describe('knownText', () => {
  it('recognises the default tagline and bank-wire instructions, and the demo coupon description', () => {
    expect(knownText(DEFAULT_SITE_SETTINGS.company_tagline)).toBe('tagline');
    expect(knownText(`${DEFAULT_SITE_SETTINGS.bank_wire_instructions}\n`)).toBe('bankWireInstructions');
    expect(knownText('10% off your first order.')).toBe('welcomeCouponDescription');
  });

  it('leaves a text the shop wrote or edited to be shown as written', () => {
    expect(knownText('Refrigerant Solutions since 1998')).toBeNull();
    expect(knownText('Wire to account 42 and write the order number.')).toBeNull();
    expect(knownText('')).toBeNull();
    expect(knownText(null)).toBeNull();
  });
});

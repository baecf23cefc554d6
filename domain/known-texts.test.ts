import { describe, expect, it } from 'vitest';
import { replaceShippingThreshold } from './content';
import { DEMO_ADVERT_TEXTS, knownAdvert, knownText } from './known-texts';
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

describe('knownAdvert', () => {
  it('recognises a demo advert as the server serves it, with any threshold in place of $500', () => {
    const { title, content } = DEMO_ADVERT_TEXTS.freeShipping;
    expect(knownAdvert({ title, content })).toBe('freeShipping');
    expect(knownAdvert({ title, content: replaceShippingThreshold(content, 75_000) })).toBe('freeShipping');
    expect(knownAdvert(DEMO_ADVERT_TEXTS.lowGwpInStock)).toBe('lowGwpInStock');
  });

  it('treats an edited title or content as the shop’s own advert', () => {
    const { title, content } = DEMO_ADVERT_TEXTS.freeShipping;
    expect(knownAdvert({ title: 'Free shipping this week', content })).toBeNull();
    expect(knownAdvert({ title, content: content.replace('EPA 608', 'EPA 609') })).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTING_TRANSLATIONS } from '../known-texts';
import { DEFAULT_WHATSAPP_NUMBER } from '../whatsapp';
import { DEFAULT_SITE_SETTINGS, isPublicSettingKey, PUBLIC_SETTING_KEYS } from '../site-settings';
import { publicSettingsResponse, seoHeadIn, seoTranslationsOf } from './settings';

describe('PUBLIC_SETTING_KEYS', () => {
  it('includes every key the storefront reads', () => {
    const storefrontKeys = [
      'favicon_url',
      'free_shipping_threshold',
      'logo_url',
      'company_name',
      'company_tagline',
      'main_phone',
      'header_email',
      'facebook_url',
      'twitter_url',
      'instagram_url',
      'linkedin_url',
      'youtube_url',
      'social_media_email',
      'social_media_phone',
      'whatsapp_number',
      'bank_wire_instructions',
      'bank_name',
      'bank_routing_number',
      'bank_account_number',
      'bank_swift_code',
    ];
    expect(PUBLIC_SETTING_KEYS).toEqual(expect.arrayContaining(storefrontKeys));
  });

  it('includes the footer’s business hours, shipping message, tagline and address', () => {
    for (const key of ['business_hours', 'free_shipping_message', 'company_tagline', 'address']) {
      expect(isPublicSettingKey(key)).toBe(true);
    }
  });

  it('keeps admin-only settings private', () => {
    for (const key of ['notification_email', 'seo_settings', 'certificate_details']) {
      expect(isPublicSettingKey(key)).toBe(false);
    }
  });

  it('lists each key once', () => {
    expect(new Set(PUBLIC_SETTING_KEYS).size).toBe(PUBLIC_SETTING_KEYS.length);
  });
});

describe('DEFAULT_SITE_SETTINGS', () => {
  it('has a default for every public key', () => {
    expect(Object.keys(DEFAULT_SITE_SETTINGS).sort()).toEqual([...PUBLIC_SETTING_KEYS].sort());
  });

  it('uses the spec’s brand, tagline, threshold and message', () => {
    expect(DEFAULT_SITE_SETTINGS).toMatchObject({
      company_name: 'FrigidFlow',
      company_tagline: 'Refrigerant Solutions',
      free_shipping_threshold: '500',
      free_shipping_message: 'Free shipping on orders over $[THRESHOLD]!',
    });
  });

  it('stores the default business hours as JSON by weekday', () => {
    expect(JSON.parse(DEFAULT_SITE_SETTINGS.business_hours)).toEqual({
      monday: '8:00 AM - 6:00 PM',
      tuesday: '8:00 AM - 6:00 PM',
      wednesday: '8:00 AM - 6:00 PM',
      thursday: '8:00 AM - 6:00 PM',
      friday: '8:00 AM - 6:00 PM',
      saturday: '9:00 AM - 4:00 PM',
      sunday: 'Closed',
    });
  });

  it('uses the WhatsApp fallback number', () => {
    expect(DEFAULT_SITE_SETTINGS.whatsapp_number).toBe(DEFAULT_WHATSAPP_NUMBER);
  });

  it('holds bank details that pass the admin settings rules', () => {
    expect(DEFAULT_SITE_SETTINGS.bank_routing_number).toMatch(/^\d{9}$/);
    expect(DEFAULT_SITE_SETTINGS.bank_account_number).toMatch(/^\d{8,20}$/);
    expect(DEFAULT_SITE_SETTINGS.bank_swift_code).toMatch(/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/);
    expect(DEFAULT_SITE_SETTINGS.bank_wire_instructions.length).toBeGreaterThanOrEqual(10);
  });

  it('passes the public settings response schema, with the shipped translations', () => {
    expect(publicSettingsResponse.safeParse({ settings: DEFAULT_SITE_SETTINGS, translations: DEFAULT_SETTING_TRANSLATIONS }).success).toBe(true);
    expect(publicSettingsResponse.safeParse({ settings: DEFAULT_SITE_SETTINGS }).success).toBe(false);
  });
});

describe('publicSettingsResponse', () => {
  it('refuses non-text values', () => {
    expect(publicSettingsResponse.safeParse({ settings: { free_shipping_threshold: 500 } }).success).toBe(false);
  });
});

describe('the SEO Settings in three languages (seoHeadIn, seoTranslationsOf)', () => {
  const english = { metaTitle: 'Polar Gas | Bulk refrigerants', metaDescription: 'R-410A by the pallet.' };
  const shipped = { title: 'FrigidFlow | Frigorigènes en gros', description: 'Achetez vos frigorigènes en gros.' };

  it('gives a page the text written in its language, else its own shipped head, never the English on a French page', () => {
    expect(seoHeadIn(english, { fr: { metaTitle: 'Polar Gas | Frigorigènes', metaDescription: 'À la palette.' } }, 'fr', shipped)).toEqual({ title: 'Polar Gas | Frigorigènes', description: 'À la palette.' });
    expect(seoHeadIn(english, { fr: { metaTitle: 'Polar Gas | Frigorigènes', metaDescription: '  ' } }, 'fr', shipped)).toEqual({ title: 'Polar Gas | Frigorigènes', description: shipped.description });
    expect(seoHeadIn(english, { es: { metaTitle: 'Polar Gas | Refrigerantes' } }, 'fr', shipped)).toEqual(shipped);
    expect(seoHeadIn(english, { fr: { metaTitle: ['a', 'list'] } }, 'fr', shipped)).toEqual(shipped);
  });

  it('gives an English page the English where written, else its shipped head', () => {
    expect(seoHeadIn(english, { fr: { metaTitle: 'Polar Gas | Frigorigènes' } }, 'en', shipped)).toEqual({ title: english.metaTitle, description: english.metaDescription });
    expect(seoHeadIn({ metaTitle: '', metaDescription: '' }, {}, 'en', shipped)).toEqual(shipped);
    expect(seoHeadIn(english, {}, 'de', shipped)).toEqual(shipped);
  });

  it('keeps only the title and description, as texts, from what the row stores', () => {
    expect(seoTranslationsOf({ fr: { metaTitle: 'Titre', keywords: 'gaz', value: 'x' }, es: { metaDescription: ['a'] } })).toEqual({ fr: { metaTitle: 'Titre' } });
    expect(seoTranslationsOf(null)).toEqual({});
    expect(seoTranslationsOf({ es: 'oops' } as never)).toEqual({});
  });
});

import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTING_TRANSLATIONS } from './known-texts';
import { DEFAULT_SITE_SETTINGS, isTranslatedSettingKey, localizedSettings, TRANSLATED_SETTING_KEYS } from './site-settings';

describe('the worded settings (issue 24, docs/decisions/038)', () => {
  it('translates sentences only, never names, numbers or links', () => {
    expect(TRANSLATED_SETTING_KEYS).toEqual(['company_tagline', 'description', 'free_shipping_message', 'bank_wire_instructions']);
    for (const key of ['company_name', 'bank_account_number', 'main_phone', 'facebook_url', 'address']) expect(isTranslatedSettingKey(key)).toBe(false);
  });

  it('reads each worded key in the language, falling back to English where nothing is written', () => {
    const french = localizedSettings(DEFAULT_SITE_SETTINGS, DEFAULT_SETTING_TRANSLATIONS, 'fr');
    expect(french.company_tagline).toBe(DEFAULT_SETTING_TRANSLATIONS.company_tagline?.fr?.value);
    expect(french.bank_name).toBe(DEFAULT_SITE_SETTINGS.bank_name);
    const blank = localizedSettings(DEFAULT_SITE_SETTINGS, { company_tagline: { es: { value: '  ' } } }, 'es');
    expect(blank.company_tagline).toBe(DEFAULT_SITE_SETTINGS.company_tagline);
    expect(localizedSettings(DEFAULT_SITE_SETTINGS, DEFAULT_SETTING_TRANSLATIONS, 'de').company_tagline).toBe(DEFAULT_SITE_SETTINGS.company_tagline);
  });
});

import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { passwordStrength } from '@domain/password-strength';
import { newPasswordSchema } from '@domain/schemas/auth';
import en from '@web/i18n/en.json';
import es from '@web/i18n/es.json';
import fr from '@web/i18n/fr.json';
import { PASSWORD_HINT_VALUES, STRONG_PASSWORD_LENGTH } from './password-hint';

const LANGUAGES = { en, fr, es } as const;

describe('the password hint and the strength meter', () => {
  it('names the minimum length the schema enforces', () => {
    const { min } = PASSWORD_HINT_VALUES;
    expect(newPasswordSchema.safeParse('x'.repeat(min - 1)).success).toBe(false);
    expect(newPasswordSchema.safeParse('x'.repeat(min)).success).toBe(true);
  });

  it('names the length at which the meter ticks its length criterion', () => {
    expect(passwordStrength('x'.repeat(STRONG_PASSWORD_LENGTH - 1)).criteria.length).toBe(false);
    expect(passwordStrength('x'.repeat(STRONG_PASSWORD_LENGTH)).criteria.length).toBe(true);
  });

  it.each(Object.keys(LANGUAGES) as (keyof typeof LANGUAGES)[])('takes its numbers from the rules in %s, never from the text', async (lng) => {
    const { auth } = LANGUAGES[lng];
    for (const text of [auth.passwordHint, auth.strength.criteria.length]) expect(text).not.toMatch(/\d/);
    const i18n = i18next.createInstance();
    await i18n.init({ lng, resources: { [lng]: { translation: LANGUAGES[lng] } }, interpolation: { escapeValue: false } });
    const hint = i18n.t('auth.passwordHint', PASSWORD_HINT_VALUES);
    const meterLength = i18n.t('auth.strength.criteria.length', { count: STRONG_PASSWORD_LENGTH });
    expect(hint).toContain(String(PASSWORD_HINT_VALUES.min));
    expect(hint).toContain(String(STRONG_PASSWORD_LENGTH));
    expect(meterLength).toContain(String(STRONG_PASSWORD_LENGTH));
  });

  it('reads in English as the buyer sees it', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng: 'en', resources: { en: { translation: en } } });
    expect(i18n.t('auth.passwordHint', PASSWORD_HINT_VALUES)).toBe(
      'At least 6 characters. For a strong password: 8 or more characters with upper- and lower-case letters, a number and a special character.',
    );
    expect(i18n.t('auth.strength.criteria.length', { count: STRONG_PASSWORD_LENGTH })).toBe('8 or more characters');
  });
});

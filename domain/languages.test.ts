import { describe, expect, it } from 'vitest';
import { LANGUAGES, localeFor, parseAcceptLanguage, pickLanguage, readCookie, requestLanguage } from './languages';

it('offers English, French and Spanish', () => {
  expect(LANGUAGES).toEqual(['en', 'fr', 'es']);
});

describe('pickLanguage', () => {
  it('prefers the stored choice', () => {
    expect(pickLanguage('es', ['fr-CA'])).toBe('es');
  });

  it('falls back to the first supported browser language', () => {
    expect(pickLanguage('de', ['de-DE', 'fr-CA', 'es'])).toBe('fr');
  });

  it('defaults to English', () => {
    expect(pickLanguage(null, ['ja'])).toBe('en');
  });
});

describe('parseAcceptLanguage', () => {
  it('orders tags by weight, then by position, and drops q=0 and *', () => {
    expect(parseAcceptLanguage('en-US,en;q=0.5,fr-CA;q=0.9,es;q=0,*;q=0.1')).toEqual(['en-US', 'fr-CA', 'en']);
    expect(parseAcceptLanguage('es, fr')).toEqual(['es', 'fr']);
  });

  it('reads nothing from a missing or malformed header', () => {
    expect(parseAcceptLanguage(undefined)).toEqual([]);
    expect(parseAcceptLanguage(';;,')).toEqual([]);
    expect(parseAcceptLanguage('fr;q=abc')).toEqual([]);
  });

  it('feeds pickLanguage as the browser list does', () => {
    expect(pickLanguage(null, parseAcceptLanguage('de-DE,fr;q=0.8'))).toBe('fr');
    expect(pickLanguage('es', parseAcceptLanguage('fr'))).toBe('es');
  });
});

describe('readCookie', () => {
  it('finds one cookie among others, and null when it is absent', () => {
    expect(readCookie('a=1; frigidflow_lang=fr; b=2', 'frigidflow_lang')).toBe('fr');
    expect(readCookie('a=1', 'frigidflow_lang')).toBeNull();
    expect(readCookie(undefined, 'frigidflow_lang')).toBeNull();
  });
});

describe('requestLanguage', () => {
  it('takes the calling page\'s language before anything else, when it is one the shop speaks', () => {
    expect(requestLanguage({ pageLanguage: 'fr', cookie: 'frigidflow_lang=en', acceptLanguage: 'es' })).toBe('fr');
    expect(requestLanguage({ pageLanguage: 'de', cookie: 'frigidflow_lang=es' })).toBe('es');
  });

  it('takes the cookie first, then Accept-Language, then English', () => {
    expect(requestLanguage({ cookie: 'frigidflow_lang=es', acceptLanguage: 'fr-CA' })).toBe('es');
    expect(requestLanguage({ cookie: 'frigidflow_lang=de', acceptLanguage: 'de, fr;q=0.5' })).toBe('fr');
    expect(requestLanguage({ cookie: undefined, acceptLanguage: 'ja' })).toBe('en');
    expect(requestLanguage({})).toBe('en');
  });
});

describe('localeFor', () => {
  it('formats in North American English, French and Spanish, and in English for anything else', () => {
    expect(['en', 'fr', 'es', 'fr-FR', 'de', undefined].map(localeFor)).toEqual(['en-US', 'fr-CA', 'es-US', 'fr-CA', 'en-US', 'en-US']);
  });
});

import { describe, expect, it } from 'vitest';
import en from './en.json';
import es from './es.json';
import fr from './fr.json';
import { parseAcceptLanguage, pickLanguage, readCookie } from './languages';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') entries.set(path, value);
    else for (const [k, v] of flatten(value, path)) entries.set(k, v);
  }
  return entries;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

const english = flatten(en);

describe.each([
  ['fr', fr],
  ['es', es],
])('%s translations', (_language, translations) => {
  const translated = flatten(translations);

  it('have every key of en.json, none empty', () => {
    const missing = [...english.keys()].filter((key) => !translated.get(key)?.trim());
    expect(missing).toEqual([]);
  });

  it('keep the placeholders of the English text', () => {
    const mismatched = [...english].filter(([key, text]) => {
      const other = translated.get(key);
      return other !== undefined && placeholders(other).join() !== placeholders(text).join();
    });
    expect(mismatched.map(([key]) => key)).toEqual([]);
  });
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

import { describe, expect, it } from 'vitest';
import { flattenTexts as flatten, placeholdersOf as placeholders, type TextTree as Tree } from '@web/i18n/text-tree';
import en from './en';
import es from './es';
import fr from './fr';

const english = flatten(en as Tree);

describe.each([
  ['fr', fr],
  ['es', es],
])('%s admin texts', (_language, translations) => {
  const translated = flatten(translations as Tree);

  it('have every English key, none empty, and no key English lacks', () => {
    expect([...english.keys()].filter((key) => !translated.get(key)?.trim())).toEqual([]);
    // A language may need plural forms English lacks (French and Spanish "_many"): the key's base must exist in English.
    const pluralBase = (key: string) => key.replace(/_(?:zero|one|two|few|many|other)$/, '');
    const englishBases = new Set([...english.keys()].map(pluralBase));
    expect([...translated.keys()].filter((key) => !english.has(key) && !englishBases.has(pluralBase(key)))).toEqual([]);
  });

  it('keep the placeholders of the English text', () => {
    const mismatched = [...english].filter(([key, text]) => placeholders(translated.get(key) ?? '').join() !== placeholders(text).join());
    expect(mismatched.map(([key]) => key)).toEqual([]);
  });
});

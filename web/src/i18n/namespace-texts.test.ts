import { describe, expect, it } from 'vitest';
import adminEn from '@web/admin/i18n/en';
import adminEs from '@web/admin/i18n/es';
import adminFr from '@web/admin/i18n/fr';
import infoEn from './info/en';
import infoEs from './info/es';
import infoFr from './info/fr';
import { flattenTexts as flatten, placeholdersOf as placeholders, type TextTree as Tree } from './text-tree';

// The namespaces that load with their own code (lazy-namespace.ts): the back office's and the information pages'.
describe.each([
  ['admin', adminEn, { fr: adminFr, es: adminEs }],
  ['info', infoEn, { fr: infoFr, es: infoEs }],
] as const)('%s texts', (_namespace, en, others) => {
  const english = flatten(en as Tree);

  it('exist in English', () => {
    expect(english.size).toBeGreaterThan(0);
  });

  describe.each(Object.entries(others))('in %s', (_language, translations) => {
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
});

import { describe, expect, it } from 'vitest';
import { PRODUCT_MESSAGES } from '@domain/schemas/admin-products';
import { CONTROL_CHARACTERS_MESSAGE } from '@domain/schemas/text';
import en from '../../i18n/en/products.json';
import es from '../../i18n/es/products.json';
import fr from '../../i18n/fr/products.json';

type Tree = { [key: string]: string | Tree };
const flatten = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : flatten(value, `${prefix}${key}.`)));

describe('the product screen’s texts', () => {
  it('say in English exactly what the schema and the server say, so each message is found and translated', () => {
    expect(en.messages).toEqual({ ...PRODUCT_MESSAGES, controlCharacters: CONTROL_CHARACTERS_MESSAGE });
  });

  it('have every English key in French and Spanish', () => {
    const english = flatten(en as Tree);
    for (const [language, texts] of [['fr', fr], ['es', es]] as const) {
      const translated = new Map(flatten(texts as Tree));
      expect(english.map(([key]) => key).filter((key) => !translated.has(key)), language).toEqual([]);
      expect(translated.size, language).toBe(english.length);
    }
  });

  it('follow the French of Canada: no-break space before : and %, « Réf. » and frigorigène', () => {
    const french = flatten(fr as Tree).map(([, text]) => text.replace(/\{\{\w+\}\}/g, ''));
    expect(french.filter((text) => / [:%;!?]|[^\s\u00a0\u202f\d/]:(?!\/\/)|[^\s\u00a0\u202f]%/.test(text))).toEqual([]);
    expect(french.filter((text) => /\bSKU\b|réfrigérant/i.test(text))).toEqual([]);
  });
});

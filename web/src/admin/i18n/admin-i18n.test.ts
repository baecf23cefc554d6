import { describe, expect, it } from 'vitest';
import en from './en';
import es from './es';
import fr from './fr';

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

import { describe, expect, it } from 'vitest';
import en from './en.json';
import es from './es.json';
import fr from './fr.json';

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

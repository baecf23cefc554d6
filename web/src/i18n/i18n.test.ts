import { describe, expect, it } from 'vitest';
import { flattenTexts as flatten, placeholdersOf as placeholders } from './text-tree';
import en from './en.json';
import es from './es.json';
import fr from './fr.json';
import { PAGE_TEXT_KEYS, textPart } from './text-parts';


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

describe('English texts in two parts', () => {
  const shell = textPart(en, 'shell');
  const pages = textPart(en, 'pages');

  it('puts every top-level key of en.json in exactly one part, and only keys that exist', () => {
    expect(Object.keys(pages).sort()).toEqual([...PAGE_TEXT_KEYS].sort());
    expect([...Object.keys(shell), ...Object.keys(pages)].sort()).toEqual(Object.keys(en).sort());
  });

  it('keeps the layout and home texts in the first download', () => {
    for (const key of ['header', 'nav', 'footer', 'home', 'widgets', 'newsletter', 'pages', 'toast']) expect(shell).toHaveProperty(key);
    expect(shell).not.toHaveProperty('checkout');
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FAQ_CATEGORIES, FAQ_ENTRIES, faqItems, faqPageJsonLd, foldSearchText, groupFaq, searchFaq } from './faq';
import { LANGUAGES } from './languages';

const english = faqItems('en');

describe('FAQ search', () => {
  it('keeps every question when the query is empty or blank', () => {
    expect(searchFaq(english, '')).toEqual(english);
    expect(searchFaq(english, '   ')).toEqual(english);
  });

  it('finds a question by a word of its answer, whatever the case', () => {
    expect(searchFaq(english, 'PALLET').map((item) => item.id)).toContain('minimum-order');
    expect(searchFaq(english, 'signature').map((item) => item.id)).toEqual(['hazmat']);
  });

  it('needs every word of the query, in any order', () => {
    expect(searchFaq(english, 'ground business').map((item) => item.id)).toEqual(['delivery-times']);
    expect(searchFaq(english, 'ground zeppelin')).toEqual([]);
  });

  it('reads refrigerant names with or without the hyphen, and French without its accents', () => {
    expect(searchFaq(english, 'r22').map((item) => item.id)).toContain('r22');
    expect(searchFaq(english, 'R-22').map((item) => item.id)).toContain('r22');
    expect(searchFaq(faqItems('fr'), 'delais').map((item) => item.id)).toEqual(['delivery-times']);
  });

  it('finds nothing for a word no question holds', () => {
    expect(searchFaq(english, 'xyzzy')).toEqual([]);
  });

  it('returns a subset of the questions, each holding the query, in the list’s order', () => {
    fc.assert(
      fc.property(fc.constantFrom(...LANGUAGES), fc.string({ maxLength: 12 }), (language, query) => {
        const items = faqItems(language);
        const found = searchFaq(items, query);
        const positions = found.map((item) => items.indexOf(item));
        expect(positions.every((p) => p >= 0)).toBe(true);
        expect([...positions].sort((a, b) => a - b)).toEqual(positions);
        const folded = foldSearchText(query).trim();
        if (folded && !/\s/.test(folded)) for (const item of found) expect(foldSearchText(`${item.question} ${item.answer}`)).toContain(folded);
      }),
    );
  });
});

describe('FAQ content', () => {
  it('groups the questions under the four categories, each with some', () => {
    const groups = groupFaq(english);
    expect(groups.map((g) => g.category)).toEqual([...FAQ_CATEGORIES]);
    for (const group of groups) expect(group.items.length).toBeGreaterThan(0);
    expect(groups.reduce((sum, g) => sum + g.items.length, 0)).toBe(FAQ_ENTRIES.length);
  });

  it('states the spec’s facts', () => {
    const all = english.map((item) => item.answer).join(' ');
    for (const fact of ['one pallet: 40 cylinders', '500+ lbs', '3-5 business days', '5-7 business days', 'at least 3 years', 'within 24 hours']) expect(all).toContain(fact);
    expect(all).not.toContain('20-30');
  });

  it('writes the shop\'s quote reply time and the package rules\' pallet in every language', () => {
    for (const language of LANGUAGES) {
      const all = faqItems(language, 4).map((item) => item.answer).join(' ');
      expect(all).not.toContain('{{');
      expect(all).toMatch(/\b4(\s|\u00a0)(hours|heures|horas)/);
      expect(all).toMatch(/\b40(\s|\u00a0)(cylinders|bouteilles|cilindros)/);
    }
  });

  it('has unique ids and every text in every language, French with its no-break spaces', () => {
    expect(new Set(FAQ_ENTRIES.map((e) => e.id)).size).toBe(FAQ_ENTRIES.length);
    for (const language of LANGUAGES) for (const item of faqItems(language)) expect(item.question.trim() && item.answer.trim()).toBeTruthy();
    for (const item of faqItems('fr')) expect(`${item.question} ${item.answer}`).not.toMatch(/ [:%;!?]|'/);
  });

  it('writes the FAQPage structured data from the same questions, with the shop\'s reply time', () => {
    const data = faqPageJsonLd('en', 'https://shop.example.com/faq', 24) as { '@type': string; mainEntity: { name: string; acceptedAnswer: { text: string } }[] };
    expect(data['@type']).toBe('FAQPage');
    expect(data.mainEntity).toHaveLength(FAQ_ENTRIES.length);
    expect(data.mainEntity[0]).toMatchObject({ name: english[0]?.question, acceptedAnswer: { text: english[0]?.answer } });
    const answers = (hours: number) => (faqPageJsonLd('en', 'https://shop.example.com/faq', hours) as typeof data).mainEntity.map((entry) => entry.acceptedAnswer.text).join(' ');
    expect(answers(6)).toContain('answers within 6 hours');
    expect(answers(6)).not.toContain('{{');
  });
});

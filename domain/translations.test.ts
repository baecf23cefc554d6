import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { localized, missingByLanguage, missingTranslations, type Translations } from './translations';

type Field = 'title' | 'tags';
const post = { title: 'Phase-down of R-410A', tags: ['HFC', 'AIM Act'] };
const translations: Translations<Field> = { fr: { title: 'Réduction progressive du R-410A', tags: ['HFC', 'loi AIM'] }, es: { title: '  ', tags: [] } };

describe('localized: the text for a language, and the language it is really in', () => {
  it('gives the written translation in its own language', () => {
    expect(localized(post.title, translations, 'title', 'fr')).toEqual({ value: 'Réduction progressive du R-410A', language: 'fr' });
    expect(localized(post.tags, translations, 'tags', 'fr')).toEqual({ value: ['HFC', 'loi AIM'], language: 'fr' });
  });

  it('falls back to English, said as English, when the translation is blank, empty or missing', () => {
    expect(localized(post.title, translations, 'title', 'es')).toEqual({ value: post.title, language: 'en' });
    expect(localized(post.tags, translations, 'tags', 'es')).toEqual({ value: post.tags, language: 'en' });
    expect(localized(post.title, {}, 'title', 'fr')).toEqual({ value: post.title, language: 'en' });
    expect(localized(post.title, null, 'title', 'fr')).toEqual({ value: post.title, language: 'en' });
  });

  it('reads English for English and for a language the shop does not speak', () => {
    expect(localized(post.title, translations, 'title', 'en')).toEqual({ value: post.title, language: 'en' });
    expect(localized(post.title, translations, 'title', 'de')).toEqual({ value: post.title, language: 'en' });
  });

  it('never puts a list where a text belongs, nor a text where a list belongs', () => {
    const mixed = { fr: { title: ['not', 'a', 'title'], tags: 'not a list' } } as unknown as Translations<Field>;
    expect(localized(post.title, mixed, 'title', 'fr')).toEqual({ value: post.title, language: 'en' });
    expect(localized(post.tags, mixed, 'tags', 'fr')).toEqual({ value: post.tags, language: 'en' });
  });

  it('answers a written value in the language asked, or the English one marked English, whatever is stored', () => {
    const text = fc.oneof(fc.constant(''), fc.constant('   '), fc.string({ maxLength: 12 }));
    fc.assert(
      fc.property(text, fc.option(text, { nil: undefined }), fc.constantFrom('en', 'fr', 'es', 'pt'), (english, french, language) => {
        const answer = localized(english, { fr: { title: french } }, 'title', language);
        if (answer.language === 'en') expect(answer.value).toBe(english);
        else {
          expect(answer.language).toBe('fr');
          expect(language).toBe('fr');
          expect(answer.value.trim()).not.toBe('');
        }
      }),
    );
  });
});

describe('missingTranslations: what is left to translate', () => {
  it('lists the languages with nothing written for a field that has English', () => {
    expect(missingTranslations(post.title, translations, 'title')).toEqual(['es']);
    expect(missingTranslations(post.tags, translations, 'tags')).toEqual(['es']);
    expect(missingTranslations(post.title, undefined, 'title')).toEqual(['fr', 'es']);
  });

  it('asks nothing for a field with no English', () => {
    expect(missingTranslations('', translations, 'title')).toEqual([]);
    expect(missingTranslations(null, translations, 'title')).toEqual([]);
    expect(missingTranslations([], translations, 'tags')).toEqual([]);
  });
});

describe('missingByLanguage: the editor’s markers per language', () => {
  it('names, for each language, the fields with English but no translation', () => {
    const english = { title: 'Spring sale', content: '<p>10% off</p>', note: '' };
    const written: Translations<'title' | 'content' | 'note'> = { es: { title: 'Rebajas', content: '<p>10 %</p>' }, fr: { title: '  ' } };
    expect(missingByLanguage(english, written, ['title', 'content', 'note'])).toEqual({ fr: ['title', 'content'], es: [] });
    expect(missingByLanguage(english, undefined, ['title'])).toEqual({ fr: ['title'], es: ['title'] });
  });
});

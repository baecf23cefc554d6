/**
 * Texts the shop writes in three languages (docs/decisions/038): English on the record's own columns, French and
 * Spanish in the record's `translations`, one shape for every table, `{ fr?: { field: text }, es?: { … } }`.
 * A missing or blank translation falls back to English, and says so, so a page can mark it `lang="en"` and the back
 * office can show what is left to translate.
 */
import { isLanguage, type Language } from './languages';

/** The languages a record's translations hold (English is the record itself). */
export type TranslatedLanguage = Exclude<Language, 'en'>;
export const TRANSLATED_LANGUAGES: readonly TranslatedLanguage[] = ['fr', 'es'];

/** The back-office areas whose texts the dashboard counts as untranslated; each area adds itself here and in the count. */
export const TRANSLATION_AREAS = ['adverts', 'team', 'certificates', 'contactInfo', 'products', 'blog', 'siteTexts', 'coupons', 'heroImages'] as const;
export type TranslationArea = (typeof TRANSLATION_AREAS)[number];

/** A translatable value: one text, or a list of texts (a product's applications, a post's tags). */
export type TranslatableValue = string | readonly string[];

/** A record's French and Spanish versions of its fields `F`; any of them may be missing. */
export type Translations<F extends string = string> = Partial<Record<TranslatedLanguage, Partial<Record<F, TranslatableValue>>>>;

/** The text chosen for a language and the language it is really in (English when the translation is missing). */
export interface Localized<T extends TranslatableValue | null> {
  value: T;
  language: Language;
}

/** A value a writer has actually written: text that is not blank, a list with a text that is not blank. */
export function isWritten(value: TranslatableValue | null | undefined): value is TranslatableValue {
  if (value === null || value === undefined) return false;
  return typeof value === 'string' ? value.trim() !== '' : value.some((item) => item.trim() !== '');
}

/**
 * The value of `field` to show in `language`: the translation when one is written, else the English value, with the
 * language it is in. Any language tag the shop does not speak reads English.
 */
export function localized<F extends string, T extends TranslatableValue | null>(
  english: T,
  translations: Translations<F> | null | undefined,
  field: F,
  language: Language | string,
): Localized<T> {
  if (!isLanguage(language) || language === 'en') return { value: english, language: 'en' };
  const translated = translations?.[language]?.[field];
  // A translation replaces its English of the same kind only (a text for a text, a list for a list).
  const sameKind = translated !== undefined && (typeof translated === 'string') === (typeof english === 'string' || english === null);
  if (sameKind && isWritten(translated)) return { value: translated as T, language };
  return { value: english, language: 'en' };
}

/**
 * The languages in which `field` has nothing written, for the back office's "missing" markers and counts. A field
 * with no English either has nothing to translate.
 */
export function missingTranslations<F extends string>(english: TranslatableValue | null | undefined, translations: Translations<F> | null | undefined, field: F): TranslatedLanguage[] {
  if (!isWritten(english)) return [];
  return TRANSLATED_LANGUAGES.filter((language) => !isWritten(translations?.[language]?.[field]));
}

/**
 * For each translated language, the fields of a record with English but no translation: the editor's tab markers
 * ("French: 2 missing") read this, over the fields it edits.
 */
export function missingByLanguage<F extends string>(
  english: Partial<Record<F, TranslatableValue | null | undefined>>,
  translations: Translations<F> | null | undefined,
  fields: readonly F[],
): Record<TranslatedLanguage, F[]> {
  const missing: Record<TranslatedLanguage, F[]> = { fr: [], es: [] };
  for (const field of fields) {
    for (const language of missingTranslations(english[field], translations, field)) missing[language].push(field);
  }
  return missing;
}

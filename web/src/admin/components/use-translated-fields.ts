import { useFormState, useWatch, type Control, type FieldValues } from 'react-hook-form';
import type { Language } from '@domain/languages';
import { missingByLanguage, type TranslatableValue, type TranslatedLanguage, type Translations } from '@domain/translations';

/** The form field holding `field` in `language`: the record's own for English, under `translations` for the others. */
export function translatedFieldName<F extends string>(language: Language, field: F): F | `translations.${TranslatedLanguage}.${F}` {
  return language === 'en' ? field : `translations.${language}.${field}`;
}

type Errors = Partial<Record<string, unknown>> & { translations?: Partial<Record<TranslatedLanguage, unknown>> };

/**
 * What TranslatedFields marks, read from a react-hook-form form whose values hold the English `fields` and a
 * `translations` object (docs/decisions/038): the fields left to translate per language, and the languages with errors.
 */
export function useTranslatedFields<T extends FieldValues, F extends string>(control: Control<T>, fields: readonly F[]) {
  const values = useWatch({ control }) as Partial<Record<F, TranslatableValue>> & { translations?: Translations<F> };
  const errors = useFormState({ control }).errors as Errors;
  const invalid: Record<Language, boolean> = {
    en: fields.some((field) => errors[field] !== undefined),
    fr: errors.translations?.fr !== undefined,
    es: errors.translations?.es !== undefined,
  };
  return { missing: missingByLanguage(values, values.translations, fields), invalid };
}

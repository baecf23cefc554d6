import { z } from 'zod';
import { isWritten, type TranslatableValue, type Translations } from '../translations';

/**
 * The `translations` a back-office form sends (docs/decisions/038): French and Spanish, each field optional and held to
 * the same rules as its English (`fields`); a blank field is dropped, so it counts as missing rather than as written.
 */
export function translationsInput<F extends string>(fields: Record<F, z.ZodType<TranslatableValue | undefined, unknown>>) {
  return translationLanguages(fields).default({}).transform(writtenTranslations<F>);
}

/**
 * The same for a form that may leave its translations out (the site settings' forms): left out, they read undefined and
 * the stored ones are kept.
 */
export function optionalTranslationsInput<F extends string>(fields: Record<F, z.ZodType<TranslatableValue | undefined, unknown>>) {
  return translationLanguages(fields)
    .optional()
    .transform((value) => (value === undefined ? undefined : writtenTranslations<F>(value)));
}

function translationLanguages<F extends string>(fields: Record<F, z.ZodType<TranslatableValue | undefined, unknown>>) {
  const language = z.strictObject(Object.fromEntries(Object.entries(fields).map(([field, schema]) => [field, (schema as z.ZodType).optional()])) as Record<F, z.ZodOptional<z.ZodType<TranslatableValue | undefined, unknown>>>);
  return z.strictObject({ fr: language.optional(), es: language.optional() });
}

function writtenTranslations<F extends string>(value: Partial<Record<'fr' | 'es', object | undefined>>): Translations<F> {
  const kept: Translations<F> = {};
  for (const lang of ['fr', 'es'] as const) {
    const written = Object.entries(value[lang] ?? {}).filter(([, text]) => isWritten(text as TranslatableValue | undefined));
    if (written.length > 0) kept[lang] = Object.fromEntries(written) as Partial<Record<F, TranslatableValue>>;
  }
  return kept;
}

const storedLanguage = z.record(z.string(), z.union([z.string(), z.array(z.string())])).optional();
const storedTranslations = z.object({ fr: storedLanguage, es: storedLanguage });

/** The stored translations as an answer carries them (the record's own field list was checked when they were written). */
export function translationsSchema<F extends string>() {
  return storedTranslations as unknown as z.ZodType<Translations<F>>;
}

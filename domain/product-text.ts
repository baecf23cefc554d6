/**
 * A product's buyer-facing texts in the visitor's language (docs/decisions/010, 038). English is written on the product
 * itself; French and Spanish sit in `translations`, and any part a translation lacks falls back to English, said so.
 */
import { isLanguage, type Language } from './languages';
import { isWritten, localized, type Localized, type TranslatedLanguage } from './translations';

/**
 * The translated fields of a product (docs/decisions/038): `name` is a display name written only where it differs from
 * the trade name (R-410A stays R-410A), so it is never counted missing; `specs` holds the translated values of the
 * technical specifications that are words, by their English label (`{ Grade: 'Récupéré' }`), and `specLabels` the
 * translated labels the shop does not know, by the same English label (`{ Lubricant: 'Lubrifiant' }`).
 */
export const PRODUCT_TRANSLATED_FIELDS = ['name', 'description', 'applications', 'specs', 'specLabels', 'imageAlt'] as const;
export type ProductTranslatedField = (typeof PRODUCT_TRANSLATED_FIELDS)[number];

export interface ProductTranslation {
  name?: string;
  description?: string;
  applications?: string[];
  /** A specification's value in this language, by the specification's English label. */
  specs?: Record<string, string>;
  /** The main image's alt text, counted missing only where the English one is written. */
  imageAlt?: string;
  /** A specification's label in this language, by its English label, for a label the shop does not know (`specLabelIsWords`). */
  specLabels?: Record<string, string>;
}
export type ProductTranslations = Partial<Record<TranslatedLanguage, ProductTranslation>>;

export interface TranslatableProduct {
  name?: string;
  description: string | null;
  applications: readonly string[];
  technicalSpecs?: Readonly<Record<string, string>>;
  /** Absent on the catalogue list (kept lean): the English texts are shown until the product's own answer arrives. */
  translations?: ProductTranslations | null;
}

export interface ProductText {
  description: string | null;
  applications: readonly string[];
}

/** The description and applications to show in `language`, part by part, English where no translation is written. */
export function productText(product: TranslatableProduct, language: Language | string): ProductText {
  return {
    description: localized(product.description, product.translations, 'description', language).value,
    applications: localized(product.applications, product.translations, 'applications', language).value,
  };
}

/** Each of a product's texts in `language` with the language it really is in, for pages that mark English `lang="en"`. */
export interface LocalizedProductText {
  name: Localized<string>;
  description: Localized<string | null>;
  applications: Localized<readonly string[]>;
}

export function localizedProductText(product: TranslatableProduct & { name: string }, language: Language | string): LocalizedProductText {
  return {
    name: localized(product.name, product.translations, 'name', language),
    description: localized(product.description, product.translations, 'description', language),
    applications: localized(product.applications, product.translations, 'applications', language),
  };
}

/** A specification's value in `language`: its written translation, else the English value as stored (a known text is translated by the page). */
export function specValueText(label: string, value: string, translations: ProductTranslations | null | undefined, language: Language | string): Localized<string> {
  if (language !== 'fr' && language !== 'es') return { value, language: 'en' };
  const translated = translations?.[language]?.specs?.[label];
  return typeof translated === 'string' && isWritten(translated) ? { value: translated, language } : { value, language: 'en' };
}

/** Whether a specification's label is words to write per language: any label but one the shop knows through `product.known` (GWP (AR4), Grade…). */
export function specLabelIsWords(label: string): boolean {
  return isWritten(label) && knownProductText(label) === null;
}

/** A specification's label in `language`: its written translation, else the English label as stored (a known label is translated by the page). */
export function specLabelText(label: string, translations: ProductTranslations | null | undefined, language: Language | string): Localized<string> {
  if (language !== 'fr' && language !== 'es') return { value: label, language: 'en' };
  const translated = translations?.[language]?.specLabels?.[label];
  return typeof translated === 'string' && isWritten(translated) ? { value: translated, language } : { value: label, language: 'en' };
}

/** Units and symbols a specification value may hold that read the same in French and Spanish. */
const UNIVERSAL_WORDS = new Set(['lb', 'lbs', 'kg', 'psi', 'psig', 'psia', 'kpa', 'mpa', 'bar', 'ppm', 'mm', 'cm', 'in', 'ft', 'btu', 'kwh']);

/**
 * Whether a specification value is words a buyer reads in their language ("Reclaimed", "R-410A (new equipment)"),
 * rather than figures, codes or units ("2088", "A2L", "25 lb", "R-404A, R-22"); a text the shop knows is translated
 * through `product.known` and needs nothing written.
 */
export function specValueIsWords(value: string): boolean {
  if (knownProductText(value) !== null) return false;
  return value
    .split(/[^\p{L}]+/u)
    .some((word) => word.length >= 3 && /\p{Ll}/u.test(word) && !UNIVERSAL_WORDS.has(word.toLowerCase()));
}

/**
 * The fields of a product with English and no translation, per language, for the editor's markers and the dashboard
 * (`specLabels.<label>` per label the shop does not know, `specs.<label>` per value that is words).
 */
export function missingProductTranslations(
  product: { description: string | null; applications: readonly string[]; technicalSpecs: Readonly<Record<string, string>>; imageAlt?: string | null },
  translations: ProductTranslations | null | undefined,
): Record<TranslatedLanguage, string[]> {
  const missing: Record<TranslatedLanguage, string[]> = { fr: [], es: [] };
  for (const language of ['fr', 'es'] as const) {
    const written = translations?.[language];
    if (isWritten(product.description) && !isWritten(written?.description)) missing[language].push('description');
    if (isWritten(product.applications) && !isWritten(written?.applications)) missing[language].push('applications');
    if (isWritten(product.imageAlt) && !isWritten(written?.imageAlt)) missing[language].push('imageAlt');
    for (const [label, value] of Object.entries(product.technicalSpecs)) {
      if (specLabelIsWords(label) && !isWritten(written?.specLabels?.[label])) missing[language].push(`specLabels.${label}`);
      if (specValueIsWords(value) && !isWritten(written?.specs?.[label])) missing[language].push(`specs.${label}`);
    }
  }
  return missing;
}

/**
 * The alt text of a product's main image in `language`: the written alt (its translation, else the English one, said
 * so, for `lang="en"`), or, where the product has no alt at all, its display name in that language as the page showed
 * before; a trade name reads the same in every language, so it is not said to be English (the page's title is not).
 */
export function productImageAlt(product: { name: string; imageAlt?: string | null; translations?: ProductTranslations | null }, language: Language | string): Localized<string> {
  if (isWritten(product.imageAlt)) return localized(product.imageAlt, product.translations, 'imageAlt', language);
  return { value: localized(product.name, product.translations, 'name', language).value, language: isLanguage(language) ? language : 'en' };
}

/** "30 lbs" reads "30 lb" in French and Spanish, where the symbol takes no plural. */
export function weightText(text: string, language: Language | string): string {
  return language === 'fr' || language === 'es' ? text.replace(/\blbs\b/g, 'lb') : text;
}

/**
 * English texts the demo catalogue and the back office store on products (technical-spec names and
 * values, certificate names and descriptions), mapped to their i18n key under `product.known`.
 * Anything else is shown as written: it is the shop's own text.
 */
export const KNOWN_PRODUCT_TEXTS = {
  'Net weight': 'netWeight',
  'ASHRAE safety class': 'ashraeClass',
  'GWP (AR4)': 'gwpAr4',
  GWP: 'gwp',
  ODP: 'odp',
  Replaces: 'replaces',
  Grade: 'grade',
  Reclaimed: 'reclaimed',
  'Reclaimed (AHRI 700)': 'reclaimedAhri700',
  'R-410A (new equipment)': 'replacesR410aNewEquipment',
  'R-404A (transport)': 'replacesR404aTransport',
  'Certificate of analysis': 'certificateOfAnalysis',
  'Certificate of analysis (AHRI 700)': 'certificateOfAnalysisAhri700',
  'Demo document: placeholder for the lot purity certificate.': 'demoLotCertificate',
} as const satisfies Record<string, string>;

export type KnownProductText = (typeof KNOWN_PRODUCT_TEXTS)[keyof typeof KNOWN_PRODUCT_TEXTS];

const BY_LOWER_CASE = new Map<string, KnownProductText>(
  Object.entries(KNOWN_PRODUCT_TEXTS).map(([text, key]) => [text.toLowerCase(), key]),
);

/** The i18n key of a stored English product text, or null for a text the shop does not know (shown as written). */
export function knownProductText(text: string): KnownProductText | null {
  return BY_LOWER_CASE.get(text.trim().toLowerCase()) ?? null;
}

/**
 * Translations as kept beside `specs`: a spec value's and a spec label's translation go with their specification when
 * that is removed or renamed.
 */
export function keptProductTranslations(translations: ProductTranslations, specs: Readonly<Record<string, string>>): ProductTranslations {
  const kept: ProductTranslations = {};
  const stillThere = (byLabel: Readonly<Record<string, string>> | undefined) => Object.entries(byLabel ?? {}).filter(([label]) => Object.hasOwn(specs, label));
  for (const language of ['fr', 'es'] as const) {
    const { specs: values, specLabels: labels, ...texts } = translations[language] ?? {};
    const written: ProductTranslation = { ...texts };
    const keptValues = stillThere(values);
    const keptLabels = stillThere(labels);
    if (keptValues.length > 0) written.specs = Object.fromEntries(keptValues);
    if (keptLabels.length > 0) written.specLabels = Object.fromEntries(keptLabels);
    if (Object.keys(written).length > 0) kept[language] = written;
  }
  return kept;
}

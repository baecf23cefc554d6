/**
 * A product's buyer-facing texts in the visitor's language. English is written on the product itself;
 * French and Spanish sit in `translations`, and any part a translation lacks falls back to English.
 */
import type { Language } from './languages';
import { localized } from './translations';

export interface ProductTranslation {
  description?: string;
  applications?: string[];
}
export type ProductTranslations = Partial<Record<Exclude<Language, 'en'>, ProductTranslation>>;

export interface TranslatableProduct {
  description: string | null;
  applications: readonly string[];
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

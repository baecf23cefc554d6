import type { DefaultValues, FieldErrors } from 'react-hook-form';
import { leadTimeOf, type LeadTimes, type LeadTimeUnit } from '@domain/lead-times';
import type { AdminProductDetail, ProductFormValues } from '@domain/schemas/admin-products';
import { PACKAGE_KEYS, parsePackaging, type PackageKey } from '@domain/pricing';
import type { ProductTranslation } from '@domain/product-text';

export type ProductFormDefaults = DefaultValues<ProductFormValues>;

/** The dialog's tabs (back-office spec §2), and the form fields each holds, so an error can lead to its tab. */
export const PRODUCT_TABS = {
  basic: ['name', 'sku', 'category', 'brand', 'price', 'stockQuantity', 'availability', 'condition', 'epaApproved', 'certificationRequired', 'description', 'applications', 'translations'],
  details: ['packagingOptions', 'palletPrice', 'container20ftPrice', 'container40ftPrice', 'discount20ft', 'discount40ft', 'leadTimes', 'shippingWeight', 'cylinderNetWeightLb', 'gtin', 'dimensions'],
  images: ['image', 'imageAlt', 'gallery', 'images', 'sdsUrl', 'certificateUrls'],
  specifications: ['chemicalFormula', 'casNumber', 'unNumber', 'hazardClass', 'technicalSpecs'],
} as const satisfies Record<string, readonly string[]>;
export type ProductTab = keyof typeof PRODUCT_TABS;
export const PRODUCT_TAB_KEYS = Object.keys(PRODUCT_TABS) as ProductTab[];

/** Fields the server may name in its answer (a SKU already used, a value refused), as the form calls them. */
export const SERVER_FIELDS = PRODUCT_TAB_KEYS.flatMap((tab) => PRODUCT_TABS[tab]).filter((field) => field !== 'images' && field !== 'gallery');

type LeadTimeRows = NonNullable<ProductFormValues['leadTimes']>;

/** The unit an empty row offers first: cylinders ship from stock within days, pallets and containers within weeks. */
const FIRST_UNIT: Readonly<Record<PackageKey, LeadTimeUnit>> = { cylinder: 'days', pallet: 'weeks', container_20ft: 'weeks', container_40ft: 'weeks' };

/** A lead time row for every package: the stored figures, or both empty (no lead time promised). */
export function leadTimeRowsOf(leadTimes: LeadTimes | undefined): LeadTimeRows {
  const rows: LeadTimeRows = {};
  for (const key of PACKAGE_KEYS) {
    const time = leadTimeOf(leadTimes, key);
    rows[key] = time ? { min: time.min, max: time.max, unit: time.unit } : { min: null, max: null, unit: FIRST_UNIT[key] };
  }
  return rows;
}

/** A new product as the Add dialog opens (the spec's defaults: brand FrigidFlow, HFC, in stock, new). */
export const NEW_PRODUCT: ProductFormDefaults = {
  name: '',
  sku: '',
  palletPrice: null,
  container20ftPrice: null,
  container40ftPrice: null,
  discount20ft: null,
  discount40ft: null,
  packagingOptions: '',
  category: 'HFC',
  description: '',
  availability: 'in_stock',
  condition: 'new',
  stockQuantity: 0,
  epaApproved: false,
  // HFC's default (domain/certification.ts); the form follows the category until the admin sets it.
  certificationRequired: true,
  brand: 'FrigidFlow',
  chemicalFormula: '',
  casNumber: '',
  unNumber: '',
  hazardClass: '',
  shippingWeight: '',
  cylinderNetWeightLb: null,
  gtin: '',
  dimensions: { length: '', width: '', height: '' },
  leadTimes: leadTimeRowsOf({}),
  applications: '',
  technicalSpecs: [],
  translations: { fr: { name: '', description: '', applications: '', imageAlt: '' }, es: { name: '', description: '', applications: '', imageAlt: '' } },
  image: '',
  imageAlt: '',
  gallery: [],
  sdsUrl: '',
  certificateUrls: [],
};

/**
 * A stored product as the Edit dialog shows it. Packages are written in the admin's language (`packageName`), which
 * the schema reads back; the main image is the stored thumbnail or the first image.
 */
export function formValuesOf(product: AdminProductDetail, packageName: (key: PackageKey) => string): ProductFormDefaults {
  const main = product.thumbnailUrl ?? product.images[0] ?? '';
  return {
    name: product.name,
    sku: product.sku ?? '',
    price: product.price,
    palletPrice: product.palletPrice,
    container20ftPrice: product.container20ftPrice,
    container40ftPrice: product.container40ftPrice,
    discount20ft: product.discount20ft,
    discount40ft: product.discount40ft,
    packagingOptions: product.packagingOptions
      .map((label) => {
        const key = parsePackaging(label);
        return key ? packageName(key) : label;
      })
      .join('\n'),
    category: product.category,
    description: product.description ?? '',
    availability: product.availability,
    condition: product.condition,
    stockQuantity: product.stockQuantity,
    epaApproved: product.epaApproved,
    certificationRequired: product.certificationRequired,
    brand: product.brand,
    chemicalFormula: product.chemicalFormula ?? '',
    casNumber: product.casNumber ?? '',
    unNumber: product.unNumber ?? '',
    hazardClass: product.hazardClass ?? '',
    shippingWeight: product.shippingWeight ?? '',
    cylinderNetWeightLb: product.cylinderNetWeightLb,
    gtin: product.gtin ?? '',
    dimensions: product.dimensions ?? { length: '', width: '', height: '' },
    leadTimes: leadTimeRowsOf(product.leadTimes),
    applications: product.applications.join('\n'),
    technicalSpecs: Object.entries(product.technicalSpecs).map(([name, value]) => ({
      name,
      value,
      fr: product.translations.fr?.specs?.[name] ?? '',
      es: product.translations.es?.specs?.[name] ?? '',
      frName: product.translations.fr?.specLabels?.[name] ?? '',
      esName: product.translations.es?.specLabels?.[name] ?? '',
    })),
    translations: {
      fr: textsOf(product.translations.fr),
      es: textsOf(product.translations.es),
    },
    image: main,
    imageAlt: product.imageAlt ?? '',
    gallery: product.images.filter((url) => url !== main).map((url) => ({ url })),
    sdsUrl: product.sdsUrl ?? '',
    certificateUrls: product.certificateUrls.map((certificate) => ({ ...certificate, description: certificate.description ?? '' })),
  };
}

/** One language's texts as the form edits them (applications one per line). */
function textsOf(texts: ProductTranslation | undefined) {
  return { name: texts?.name ?? '', description: texts?.description ?? '', applications: (texts?.applications ?? []).join('\n'), imageAlt: texts?.imageAlt ?? '' };
}

/** The first message at or under an error (a list's own error, or one of its rows'). */
export function firstMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const { message } = error as { message?: unknown };
  if (typeof message === 'string' && message) return message;
  for (const [key, value] of Object.entries(error)) {
    if (key === 'ref') continue;
    const found = firstMessage(value);
    if (found) return found;
  }
  return undefined;
}

/** The tab each translated text is written on: the French or Spanish alt text sits with the pictures. */
const TRANSLATED_FIELD_TABS: Readonly<Record<string, ProductTab>> = { name: 'basic', description: 'basic', applications: 'basic', imageAlt: 'images' };

/** How many of a tab's fields have an error; a translation's error counts on the tab of the text it translates. */
export function errorsOnTab(errors: FieldErrors<ProductFormValues>, tab: ProductTab): number {
  const { translations, ...rest } = errors as Record<string, unknown> & { translations?: Record<string, unknown> };
  const own = PRODUCT_TABS[tab].filter((field) => field !== 'translations' && firstMessage(rest[field]) !== undefined).length;
  const translated = Object.entries(translations ?? {}).flatMap(([language, texts]) =>
    language === 'message' || language === 'ref' || language === 'type' || !texts || typeof texts !== 'object'
      ? []
      : Object.entries(texts).filter(([field, error]) => (TRANSLATED_FIELD_TABS[field] ?? 'basic') === tab && firstMessage(error) !== undefined),
  ).length;
  // An error on the translations as a whole (the server naming `translations`) shows with the names.
  const whole = tab === 'basic' && typeof translations?.message === 'string' && translations.message ? 1 : 0;
  return own + translated + whole;
}

/** The first tab holding an error, for the dialog to show after a refused save. */
export function firstTabWithErrors(errors: FieldErrors<ProductFormValues>): ProductTab | undefined {
  return PRODUCT_TAB_KEYS.find((tab) => errorsOnTab(errors, tab) > 0);
}

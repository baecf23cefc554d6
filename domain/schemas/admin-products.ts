import { z } from 'zod';
import { PRODUCT_CATEGORIES } from '../catalog';
import { CERTIFICATE_TYPES, PRODUCT_AVAILABILITY, PRODUCT_CONDITIONS } from '../content';
import { LEAD_TIME_MAX, LEAD_TIME_UNITS, type LeadTimes } from '../lead-times';
import { MAX_AMOUNT_CENTS } from '../totals';
import { isWritten } from '../translations';
import type { ProductTranslation, ProductTranslations } from '../product-text';
import { PACKAGE_KEYS, packageLabel, parsePackaging } from '../pricing';
import { adminListQuery, pageOf, sortParam, textParam, versionField } from './admin';
import { leadTimesSchema, productCertificateSchema, productDimensionsSchema, productTranslationsSchema } from './product';
import { multiLineText, singleLineText } from './text';

/**
 * The product form of the back office (back-office spec §3 "Product (admin)", §5 "Product form") and the admin
 * product API. `productFields` is the API's shape; `productFormSchema` extends it for the form (applications and
 * packaging typed one per line, specifications as rows, the main image apart from the gallery) and turns the form's
 * values into that same shape, so the browser and the server apply one set of rules.
 */

export const DEFAULT_BRAND = 'FrigidFlow';

/** Bounds that fit the columns (RELIABILITY 32): money numeric(12,2), discounts numeric(5,4), stock int4, weight numeric(8,2). */
export const PRODUCT_LIMITS = {
  name: 150,
  sku: 64,
  description: 5000,
  shortText: 100,
  url: 2048,
  /** A cylinder's price: even a 40ft container of 2,280 cylinders stays within an order line's numeric(12,2). */
  unitPrice: 1_000_000,
  packagePrice: MAX_AMOUNT_CENTS / 100,
  stock: 100_000_000,
  cylinderNetWeightLb: 10_000,
  applications: 50,
  application: 200,
  images: 12,
  specs: 40,
  specName: 100,
  specValue: 500,
  certificates: 20,
  certificateName: 200,
  certificateDescription: 1000,
  dimension: 50,
  imageAlt: 300,
} as const;

/** The English texts the API and the form answer with; the admin screens translate them (useAdminMessage). */
export const PRODUCT_MESSAGES = {
  nameRequired: 'Product name is required.',
  nameTooLong: 'Product name must be at most 150 characters.',
  priceRequired: 'Price is required.',
  priceInvalid: 'Price must be an amount from 0 to 1,000,000 with at most 2 decimals.',
  amountInvalid: 'Enter an amount from 0 to 9,999,999,999.99 with at most 2 decimals, or leave it empty.',
  discountInvalid: 'A discount must be from 0% to 100% with at most 2 decimals, or left empty.',
  stockInvalid: 'Stock must be a whole number from 0 to 100,000,000.',
  weightInvalid: 'Cylinder net weight must be a number of pounds above 0 and at most 10,000, with at most 2 decimals.',
  skuTooLong: 'SKU must be at most 64 characters.',
  skuTaken: 'A product with this SKU already exists.',
  categoryInvalid: 'Please choose a category: HFC, HFO, Natural, HCFC or CFC.',
  availabilityInvalid: 'Please choose an availability.',
  conditionInvalid: 'Please choose a condition.',
  epaInvalid: 'EPA approval must be yes or no.',
  certificationRequiredInvalid: 'Certification required must be yes or no.',
  leadTimeInvalid: 'Enter a lead time as whole numbers, the shortest first (up to 365 days or 52 weeks), or leave both empty.',
  textTooLong: 'This field is too long.',
  descriptionTooLong: 'Description must be at most 5,000 characters.',
  urlInvalid: 'Please enter a link that starts with https://, http:// or /.',
  packagingInvalid: 'Packaging must be 1 Cylinder, 1 Pallet, 20ft Container or 40ft Container, one per line.',
  applicationTooLong: 'Each application must be at most 200 characters.',
  tooManyApplications: 'A product can list at most 50 applications.',
  tooManyImages: 'A product can have at most 12 images.',
  specNameRequired: 'Each specification needs a name.',
  specNameTooLong: 'A specification name must be at most 100 characters.',
  specValueTooLong: 'A specification value must be at most 500 characters.',
  specNameRepeated: 'Each specification name may appear only once.',
  tooManySpecs: 'A product can have at most 40 specifications.',
  certificateRequired: 'Name and PDF are required.',
  certificateTypeInvalid: 'Please choose a certificate type.',
  tooManyCertificates: 'A product can have at most 20 certificates.',
  notFound: 'Product not found.',
  notArchived: 'This product is not archived.',
  added: 'Product added successfully',
  updated: 'Product updated successfully',
  deleted: 'Product deleted successfully',
  archived: 'Product archived: it has been ordered, so order history keeps it.',
  restored: 'Product restored',
  addFailed: 'Failed to add product to database',
  updateFailed: 'Failed to update product',
  deleteFailed: 'Failed to delete product',
  restoreFailed: 'Failed to restore product',
  loadFailed: 'Failed to load products from database',
} as const;

// ---------------------------------------------------------------------------------------------- field rules

/** At most two decimals, measured in cents so 0.1 + 0.2 style floats pass. */
const hasCents = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;
const hasBasisPoints = (value: number) => Math.abs(Math.round(value * 10_000) - value * 10_000) < 1e-6;

/** One line of text, trimmed; '' and null clear the value (stored as null). */
const optionalText = (max: number, message: string = PRODUCT_MESSAGES.textTooLong) =>
  singleLineText({ error: message })
    .trim()
    .max(max, message)
    .nullable()
    .transform((value) => value || null);

const amount = (max: number, message: string) =>
  z
    .number({ error: message })
    .min(0, message)
    .max(max, message)
    .refine(hasCents, message);

/** An explicit package price in dollars; null when the computed price of domain/pricing.ts applies. */
const packagePrice = amount(PRODUCT_LIMITS.packagePrice, PRODUCT_MESSAGES.amountInvalid).nullable();

/** A container discount as a fraction (0.30 = 30 % off); null means the default of domain/pricing.ts. */
const discount = z
  .number({ error: PRODUCT_MESSAGES.discountInvalid })
  .min(0, PRODUCT_MESSAGES.discountInvalid)
  .max(1, PRODUCT_MESSAGES.discountInvalid)
  .refine(hasBasisPoints, PRODUCT_MESSAGES.discountInvalid)
  .nullable();

/** A stored file or picture: an uploaded path (/uploads/…) or a web address; never javascript: or data: links. */
const LINK = /^(?:\/(?!\/)|https?:\/\/)\S*$/i;
const link = singleLineText({ error: PRODUCT_MESSAGES.urlInvalid })
  .trim()
  .max(PRODUCT_LIMITS.url, PRODUCT_MESSAGES.urlInvalid)
  .regex(LINK, PRODUCT_MESSAGES.urlInvalid);
const optionalLink = singleLineText({ error: PRODUCT_MESSAGES.urlInvalid })
  .trim()
  .max(PRODUCT_LIMITS.url, PRODUCT_MESSAGES.urlInvalid)
  .refine((value) => value === '' || LINK.test(value), PRODUCT_MESSAGES.urlInvalid)
  .nullable()
  .transform((value) => value || null);

/** A package as typed ("pallet", "1 Pallet", "20ft container"), stored under its label ("1 Pallet"). */
const packagingLine = singleLineText({ error: PRODUCT_MESSAGES.packagingInvalid })
  .max(PRODUCT_LIMITS.shortText, PRODUCT_MESSAGES.packagingInvalid)
  .refine((line) => parsePackaging(line) !== null, PRODUCT_MESSAGES.packagingInvalid);

/** The labels of the packages offered, smallest first, each once; empty means every package (domain/catalog.ts). */
export function packagingLabels(lines: readonly string[]): string[] {
  const keys = new Set(lines.map(parsePackaging));
  return PACKAGE_KEYS.filter((key) => keys.has(key)).map(packageLabel);
}

const packagingOptions = z
  .array(packagingLine, { error: PRODUCT_MESSAGES.packagingInvalid })
  .max(PACKAGE_KEYS.length * 4, PRODUCT_MESSAGES.packagingInvalid)
  .transform(packagingLabels);

const application = singleLineText({ error: PRODUCT_MESSAGES.applicationTooLong }).trim().max(PRODUCT_LIMITS.application, PRODUCT_MESSAGES.applicationTooLong);
/** Blank entries are dropped. */
const applications = z
  .array(application, { error: PRODUCT_MESSAGES.tooManyApplications })
  .transform((items) => items.filter(Boolean))
  .pipe(z.array(z.string()).max(PRODUCT_LIMITS.applications, PRODUCT_MESSAGES.tooManyApplications));

const specName = singleLineText({ error: PRODUCT_MESSAGES.specNameRequired })
  .trim()
  .min(1, PRODUCT_MESSAGES.specNameRequired)
  .max(PRODUCT_LIMITS.specName, PRODUCT_MESSAGES.specNameTooLong);
const specValue = singleLineText({ error: PRODUCT_MESSAGES.specValueTooLong }).trim().max(PRODUCT_LIMITS.specValue, PRODUCT_MESSAGES.specValueTooLong);
/** Names a plain object cannot hold as its own data. */
const RESERVED_NAMES = new Set(['__proto__', 'constructor', 'prototype']);

const technicalSpecs = z
  .record(z.string().refine((name) => !RESERVED_NAMES.has(name.trim()), PRODUCT_MESSAGES.specNameRequired), specValue, { error: PRODUCT_MESSAGES.specNameRequired })
  .superRefine((specs, context) => {
    const names = Object.keys(specs);
    if (names.length > PRODUCT_LIMITS.specs) context.addIssue({ code: 'custom', message: PRODUCT_MESSAGES.tooManySpecs });
    for (const name of names) {
      const checked = specName.safeParse(name);
      if (!checked.success) context.addIssue({ code: 'custom', message: checked.error.issues[0]?.message ?? PRODUCT_MESSAGES.specNameRequired });
    }
  })
  .transform((specs) => Object.fromEntries(Object.entries(specs).map(([name, value]) => [name.trim(), value])));

const images = z
  .array(link, { error: PRODUCT_MESSAGES.urlInvalid })
  .max(PRODUCT_LIMITS.images, PRODUCT_MESSAGES.tooManyImages)
  .transform((urls) => [...new Set(urls)]);

/** The main image first, then the gallery without it; blanks dropped (back-office spec §5). */
export function mainImageFirst(main: string | null | undefined, gallery: readonly string[]): string[] {
  const urls = [main ?? '', ...gallery].map((url) => url.trim()).filter(Boolean);
  return [...new Set(urls)];
}

export const certificateInput = z.strictObject({
  name: singleLineText({ error: PRODUCT_MESSAGES.certificateRequired })
    .trim()
    .min(1, PRODUCT_MESSAGES.certificateRequired)
    .max(PRODUCT_LIMITS.certificateName, PRODUCT_MESSAGES.textTooLong),
  description: multiLineText({ error: PRODUCT_MESSAGES.textTooLong })
    .trim()
    .max(PRODUCT_LIMITS.certificateDescription, PRODUCT_MESSAGES.textTooLong)
    .nullish()
    .transform((value) => value || null),
  type: z.enum(CERTIFICATE_TYPES, { error: PRODUCT_MESSAGES.certificateTypeInvalid }),
  pdfUrl: singleLineText({ error: PRODUCT_MESSAGES.certificateRequired })
    .trim()
    .min(1, PRODUCT_MESSAGES.certificateRequired)
    .max(PRODUCT_LIMITS.url, PRODUCT_MESSAGES.urlInvalid)
    .regex(LINK, PRODUCT_MESSAGES.urlInvalid),
});

const dimension = singleLineText({ error: PRODUCT_MESSAGES.textTooLong }).trim().max(PRODUCT_LIMITS.dimension, PRODUCT_MESSAGES.textTooLong);
/** Length, width and height as text ("10 in"); all three empty is no dimensions at all. */
const dimensions = z
  .strictObject({ length: dimension, width: dimension, height: dimension })
  .nullable()
  .transform((value) => (value && (value.length || value.width || value.height) ? value : null));

/** A whole number typed in a lead time field; null when empty. */
const leadTimeFigure = z.number({ error: PRODUCT_MESSAGES.leadTimeInvalid }).int(PRODUCT_MESSAGES.leadTimeInvalid).min(0, PRODUCT_MESSAGES.leadTimeInvalid).max(365, PRODUCT_MESSAGES.leadTimeInvalid).nullable();

/** One package's lead time ("2 to 4 weeks"); both figures empty is none. Errors name the package's `max` (or `min`). */
const leadTimeInput = z
  .strictObject({ min: leadTimeFigure, max: leadTimeFigure, unit: z.enum(LEAD_TIME_UNITS, { error: PRODUCT_MESSAGES.leadTimeInvalid }) })
  .nullable()
  .superRefine((value, context) => {
    if (!value || (value.min === null && value.max === null)) return;
    if (value.min === null) return context.addIssue({ code: 'custom', path: ['min'], message: PRODUCT_MESSAGES.leadTimeInvalid });
    if (value.max === null || value.max < value.min || value.max === 0 || value.max > LEAD_TIME_MAX[value.unit]) {
      context.addIssue({ code: 'custom', path: ['max'], message: PRODUCT_MESSAGES.leadTimeInvalid });
    }
  });

/** Lead times by package (domain/lead-times.ts); a package left empty promises no time. */
const leadTimes = z
  .strictObject(Object.fromEntries(PACKAGE_KEYS.map((key) => [key, leadTimeInput.optional()])) as Record<(typeof PACKAGE_KEYS)[number], z.ZodOptional<typeof leadTimeInput>>)
  .transform((value): LeadTimes => {
    const kept: LeadTimes = {};
    for (const key of PACKAGE_KEYS) {
      const time = value[key];
      if (time && time.min !== null && time.max !== null) kept[key] = { min: time.min, max: time.max, unit: time.unit };
    }
    return kept;
  });

/** The main image's alt text: one line, as long as a hero image's. */
const imageAltText = () => singleLineText({ error: PRODUCT_MESSAGES.textTooLong }).trim().max(PRODUCT_LIMITS.imageAlt, PRODUCT_MESSAGES.textTooLong);
const productName = () => singleLineText({ error: PRODUCT_MESSAGES.nameRequired }).trim().max(PRODUCT_LIMITS.name, PRODUCT_MESSAGES.nameTooLong);
const productDescription = () => multiLineText({ error: PRODUCT_MESSAGES.descriptionTooLong }).trim().max(PRODUCT_LIMITS.description, PRODUCT_MESSAGES.descriptionTooLong);

/** Translated specification values by English label, under the English value's limit. */
const specTranslations = z
  .record(z.string().max(PRODUCT_LIMITS.specName, PRODUCT_MESSAGES.specNameTooLong).refine((name) => !RESERVED_NAMES.has(name.trim()), PRODUCT_MESSAGES.specNameRequired), specValue, { error: PRODUCT_MESSAGES.specNameRequired })
  .refine((specs) => Object.keys(specs).length <= PRODUCT_LIMITS.specs, PRODUCT_MESSAGES.tooManySpecs);

/** A specification name as a label's translation: one line, at most the English name's length (blank is not written). */
const specLabel = singleLineText({ error: PRODUCT_MESSAGES.specNameTooLong }).trim().max(PRODUCT_LIMITS.specName, PRODUCT_MESSAGES.specNameTooLong);

/** Translated specification labels by English label, under the English label's limit. */
const specLabelTranslations = z
  .record(z.string().max(PRODUCT_LIMITS.specName, PRODUCT_MESSAGES.specNameTooLong).refine((name) => !RESERVED_NAMES.has(name.trim()), PRODUCT_MESSAGES.specNameRequired), specLabel, { error: PRODUCT_MESSAGES.specNameRequired })
  .refine((labels) => Object.keys(labels).length <= PRODUCT_LIMITS.specs, PRODUCT_MESSAGES.tooManySpecs);

const productLanguage = z.strictObject({
  /** A display name, only where it differs from the trade name (docs/decisions/038). */
  name: productName().optional(),
  description: productDescription().optional(),
  applications: applications.optional(),
  specs: specTranslations.optional(),
  imageAlt: imageAltText().optional(),
  specLabels: specLabelTranslations.optional(),
});

/** One language's texts as kept: blank texts, empty lists and blank spec values dropped, so they count as missing. */
function writtenTexts(texts: z.output<typeof productLanguage>): ProductTranslation | undefined {
  const kept: ProductTranslation = {};
  if (isWritten(texts.name)) kept.name = texts.name;
  if (isWritten(texts.description)) kept.description = texts.description;
  if (isWritten(texts.applications)) kept.applications = texts.applications;
  if (isWritten(texts.imageAlt)) kept.imageAlt = texts.imageAlt;
  const specs = Object.entries(texts.specs ?? {}).filter(([, value]) => isWritten(value));
  if (specs.length > 0) kept.specs = Object.fromEntries(specs.map(([label, value]) => [label.trim(), value]));
  const labels = Object.entries(texts.specLabels ?? {}).filter(([, label]) => isWritten(label));
  if (labels.length > 0) kept.specLabels = Object.fromEntries(labels.map(([label, translated]) => [label.trim(), translated]));
  return Object.keys(kept).length > 0 ? kept : undefined;
}

/**
 * The French and Spanish texts of a product (docs/decisions/038), each under its English field's limits; absent keeps
 * what is stored (the API's edit is a PATCH), `{}` clears them.
 */
export const productTranslationsInput = z
  .strictObject({ fr: productLanguage.optional(), es: productLanguage.optional() }, { error: PRODUCT_MESSAGES.textTooLong })
  .transform((value): ProductTranslations => {
    const kept: ProductTranslations = {};
    for (const language of ['fr', 'es'] as const) {
      const texts = value[language] && writtenTexts(value[language]);
      if (texts) kept[language] = texts;
    }
    return kept;
  });

/** Every field of the product form, as the API takes it. */
export const productFields = z.strictObject({
  name: productName().min(1, PRODUCT_MESSAGES.nameRequired),
  sku: optionalText(PRODUCT_LIMITS.sku, PRODUCT_MESSAGES.skuTooLong),
  /** One cylinder, in dollars. */
  price: z
    .number({ error: (issue) => (issue.input === undefined || issue.input === null ? PRODUCT_MESSAGES.priceRequired : PRODUCT_MESSAGES.priceInvalid) })
    .min(0, PRODUCT_MESSAGES.priceInvalid)
    .max(PRODUCT_LIMITS.unitPrice, PRODUCT_MESSAGES.priceInvalid)
    .refine(hasCents, PRODUCT_MESSAGES.priceInvalid),
  palletPrice: packagePrice,
  container20ftPrice: packagePrice,
  container40ftPrice: packagePrice,
  discount20ft: discount,
  discount40ft: discount,
  packagingOptions,
  category: z.enum(PRODUCT_CATEGORIES, { error: PRODUCT_MESSAGES.categoryInvalid }),
  description: productDescription()
    .nullable()
    .transform((value) => value || null),
  availability: z.enum(PRODUCT_AVAILABILITY, { error: PRODUCT_MESSAGES.availabilityInvalid }),
  condition: z.enum(PRODUCT_CONDITIONS, { error: PRODUCT_MESSAGES.conditionInvalid }),
  stockQuantity: z
    .number({ error: PRODUCT_MESSAGES.stockInvalid })
    .int(PRODUCT_MESSAGES.stockInvalid)
    .min(0, PRODUCT_MESSAGES.stockInvalid)
    .max(PRODUCT_LIMITS.stock, PRODUCT_MESSAGES.stockInvalid),
  epaApproved: z.boolean({ error: PRODUCT_MESSAGES.epaInvalid }),
  /** Sold only to a buyer with a verified certification (docs/decisions/022); a new product takes its category's default. */
  certificationRequired: z.boolean({ error: PRODUCT_MESSAGES.certificationRequiredInvalid }),
  /** Empty means the spec's default brand. */
  brand: optionalText(PRODUCT_LIMITS.shortText).transform((value) => value ?? DEFAULT_BRAND),
  chemicalFormula: optionalText(PRODUCT_LIMITS.shortText),
  casNumber: optionalText(PRODUCT_LIMITS.shortText),
  unNumber: optionalText(PRODUCT_LIMITS.shortText),
  hazardClass: optionalText(PRODUCT_LIMITS.shortText),
  /** Free text such as "30 lbs". */
  shippingWeight: optionalText(PRODUCT_LIMITS.shortText),
  cylinderNetWeightLb: z
    .number({ error: PRODUCT_MESSAGES.weightInvalid })
    .gt(0, PRODUCT_MESSAGES.weightInvalid)
    .max(PRODUCT_LIMITS.cylinderNetWeightLb, PRODUCT_MESSAGES.weightInvalid)
    .refine(hasCents, PRODUCT_MESSAGES.weightInvalid)
    .nullable(),
  gtin: optionalText(PRODUCT_LIMITS.shortText),
  dimensions,
  /** Absent keeps the stored lead times (an older form, a script). */
  leadTimes: leadTimes.optional(),
  applications,
  technicalSpecs,
  /** The main image first (the storefront's card picture), then the gallery. */
  images,
  /** The main image's alt text in English, optional: without it the product page reads the display name. */
  imageAlt: imageAltText()
    .nullish()
    .transform((value) => (value === undefined ? undefined : value || null)),
  sdsUrl: optionalLink,
  certificateUrls: z.array(certificateInput, { error: PRODUCT_MESSAGES.certificateRequired }).max(PRODUCT_LIMITS.certificates, PRODUCT_MESSAGES.tooManyCertificates),
  /** French and Spanish display name, description, applications and specification values (docs/decisions/038). */
  translations: productTranslationsInput,
});

/** POST /api/admin/products: Product Name and Price required (spec §5); every other field has the spec's default. */
export const productCreateRequest = productFields.partial().extend({ name: productFields.shape.name, price: productFields.shape.price });
export type ProductCreateRequest = z.input<typeof productCreateRequest>;
export type ProductCreateInput = z.output<typeof productCreateRequest>;

/** PATCH /api/admin/products/{id}: the fields that change, and the version (updatedAt) the edit started from. */
export const productUpdateRequest = productFields.partial().extend({ version: versionField });
export type ProductUpdateRequest = z.input<typeof productUpdateRequest>;
export type ProductUpdateInput = z.output<typeof productUpdateRequest>;

// ---------------------------------------------------------------------------------------------- the form

/**
 * A number as typed in a form field: '' is no value (null); a decimal comma and spaces between thousands are read
 * ("1 234,50" → 1234.5), as French and Spanish admins write them; anything else is NaN, which the schema refuses.
 */
export function parseDecimalInput(text: unknown): number | null {
  // A form library may hand back the number (or null) it was given as the field's starting value.
  if (typeof text === 'number') return text;
  if (typeof text !== 'string') return null;
  const compact = text.replace(/[\s\u00a0\u202f]/g, '');
  if (compact === '') return null;
  const normalized = compact.includes(',') && !compact.includes('.') ? compact.replace(',', '.') : compact.replace(/,/g, '');
  return /^[+-]?(\d+\.?\d*|\.\d+)$/.test(normalized) ? Number(normalized) : Number.NaN;
}

/** A stored discount fraction as the percentage the form shows (0.3 → "30", 0.125 → "12.5"). */
export function percentText(fraction: number | null | undefined): string {
  return fraction === null || fraction === undefined ? '' : String(Number((fraction * 100).toFixed(2)));
}

/** The percentage typed back into a fraction (rounded to the column's 4 decimals); null when empty. */
export function fractionOfPercent(text: string): number | null {
  const percent = parseDecimalInput(text);
  return percent === null || Number.isNaN(percent) ? percent : Math.round(percent * 100) / 10_000;
}

/** The non-blank lines of a text area. */
export function linesOf(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/** A text area read one entry per line (blank lines dropped), then checked by the API's rule for the list. */
const lines = <Out>(list: z.ZodType<Out, string[]>) => z.string().transform(linesOf).pipe(list);

/**
 * A specification row: its English name and value, the value's French and Spanish when they are words (`fr`, `es`),
 * and the name's when the shop does not know it (`frName`, `esName`).
 */
const specRow = z.object({ name: z.string(), value: z.string(), fr: z.string().optional(), es: z.string().optional(), frName: z.string().optional(), esName: z.string().optional() });
type SpecRow = z.output<typeof specRow>;

/** Specification rows as the form edits them; a row with neither name nor value is dropped. */
const specRows = z
  .array(specRow)
  .superRefine((rows, context) => {
    const seen = new Set<string>();
    let kept = 0;
    rows.forEach((row, index) => {
      const name = row.name.trim();
      if (!name && !row.value.trim()) return;
      kept += 1;
      const checkedName = specName.safeParse(row.name);
      if (!checkedName.success || RESERVED_NAMES.has(name)) {
        context.addIssue({ code: 'custom', path: [index, 'name'], message: checkedName.error?.issues[0]?.message ?? PRODUCT_MESSAGES.specNameRequired });
      } else if (seen.has(name.toLowerCase())) {
        context.addIssue({ code: 'custom', path: [index, 'name'], message: PRODUCT_MESSAGES.specNameRepeated });
      }
      seen.add(name.toLowerCase());
      for (const field of ['value', 'fr', 'es'] as const) {
        if (!specValue.safeParse(row[field] ?? '').success) context.addIssue({ code: 'custom', path: [index, field], message: PRODUCT_MESSAGES.specValueTooLong });
      }
      for (const field of ['frName', 'esName'] as const) {
        if (!specLabel.safeParse(row[field] ?? '').success) context.addIssue({ code: 'custom', path: [index, field], message: PRODUCT_MESSAGES.specNameTooLong });
      }
    });
    if (kept > PRODUCT_LIMITS.specs) context.addIssue({ code: 'custom', message: PRODUCT_MESSAGES.tooManySpecs });
  })
  .transform((rows) =>
    rows
      .filter((row) => row.name.trim())
      .map((row): SpecRow => ({ name: row.name.trim(), value: row.value.trim(), fr: row.fr?.trim(), es: row.es?.trim(), frName: row.frName?.trim(), esName: row.esName?.trim() })),
  );

/** One language's texts as the form edits them: applications one per line; spec values sit on the specification rows. */
const formLanguage = z.object({
  name: productName().optional(),
  description: productDescription().optional(),
  applications: lines(applications).optional(),
  imageAlt: imageAltText().optional(),
});

/** The form's translations and specification rows (values' and names' translations) as the API's `translations` (blanks dropped). */
function translationsOfForm(texts: { fr?: z.output<typeof formLanguage>; es?: z.output<typeof formLanguage> }, rows: readonly SpecRow[]): ProductTranslations {
  const kept: ProductTranslations = {};
  for (const language of ['fr', 'es'] as const) {
    const specs = Object.fromEntries(rows.map((row) => [row.name, row[language] ?? '']));
    const specLabels = Object.fromEntries(rows.map((row) => [row.name, row[`${language}Name`] ?? '']));
    const written = writtenTexts({ ...texts[language], specs, specLabels });
    if (written) kept[language] = written;
  }
  return kept;
}

/**
 * The Add/Edit dialog's values: applications and packaging as text one per line, specifications as rows (with their
 * values' translations), the main image and the gallery apart. Its output is the API's body (main image first in `images`).
 */
export const productFormSchema = productFields
  .omit({ images: true })
  .extend({
    applications: lines(applications),
    packagingOptions: lines(packagingOptions),
    technicalSpecs: specRows,
    translations: z.object({ fr: formLanguage.optional(), es: formLanguage.optional() }).default({}),
    image: optionalLink,
    gallery: z.array(z.object({ url: link })).max(PRODUCT_LIMITS.images, PRODUCT_MESSAGES.tooManyImages),
  })
  .transform(({ image, gallery, technicalSpecs, translations, ...fields }) => ({
    ...fields,
    technicalSpecs: Object.fromEntries(technicalSpecs.map((row) => [row.name, row.value])),
    translations: translationsOfForm(translations, technicalSpecs),
    images: mainImageFirst(image, gallery.map((item) => item.url)),
  }));
export type ProductFormValues = z.input<typeof productFormSchema>;
export type ProductFormOutput = z.output<typeof productFormSchema>;

// ---------------------------------------------------------------------------------------------- answers

export const ARCHIVE_FILTERS = ['active', 'archived', 'all'] as const;
export type ArchiveFilter = (typeof ARCHIVE_FILTERS)[number];

export const PRODUCT_SORT_COLUMNS = ['name', 'sku', 'price', 'stock', 'createdAt', 'updatedAt'] as const;
export type ProductSortColumn = (typeof PRODUCT_SORT_COLUMNS)[number];
export const DEFAULT_PRODUCT_SORT = '-createdAt' satisfies `-${ProductSortColumn}`;

/** GET /api/admin/products: search by name or SKU, filters, sort; active products unless told otherwise. */
export const adminProductListQuery = adminListQuery.extend({
  sort: sortParam<ProductSortColumn>(PRODUCT_SORT_COLUMNS, DEFAULT_PRODUCT_SORT),
  category: textParam(z.enum(PRODUCT_CATEGORIES, { error: PRODUCT_MESSAGES.categoryInvalid })).optional(),
  /** The availability a buyer is told (domain/catalog.ts stockStatus): in stock means marked so and with stock left. */
  availability: textParam(z.enum(PRODUCT_AVAILABILITY, { error: PRODUCT_MESSAGES.availabilityInvalid })).optional(),
  archived: singleLineText().default('active').pipe(z.enum(ARCHIVE_FILTERS, { error: 'Archived must be active, archived or all.' })),
});
export type AdminProductListQuery = z.output<typeof adminProductListQuery>;

/** One row of the product list: what a card or a table row shows. */
export const adminProductRow = z.object({
  id: z.string(),
  name: z.string(),
  sku: z.string().nullable(),
  slug: z.string(),
  price: z.number(),
  category: z.enum(PRODUCT_CATEGORIES),
  availability: z.enum(PRODUCT_AVAILABILITY),
  stockQuantity: z.number().int(),
  epaApproved: z.boolean(),
  /** The card picture: the main image (or the stored thumbnail), null when there is none. */
  image: z.string().nullable(),
  archivedAt: z.string().nullable(),
  /** The languages in which a text of the product (description, applications, a spec value that is words) is not written. */
  missingLanguages: z.array(z.enum(['fr', 'es'])),
  updatedAt: z.string(),
});
export type AdminProductRow = z.infer<typeof adminProductRow>;

export const adminProductListResponse = pageOf(adminProductRow);
export type AdminProductListResponse = z.infer<typeof adminProductListResponse>;

/** GET /api/admin/products/{id}: every field of the form, with `updatedAt` as the version an edit sends back. */
export const adminProductDetail = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  sku: z.string().nullable(),
  price: z.number(),
  palletPrice: z.number().nullable(),
  container20ftPrice: z.number().nullable(),
  container40ftPrice: z.number().nullable(),
  discount20ft: z.number().nullable(),
  discount40ft: z.number().nullable(),
  packagingOptions: z.array(z.string()),
  category: z.enum(PRODUCT_CATEGORIES),
  description: z.string().nullable(),
  availability: z.enum(PRODUCT_AVAILABILITY),
  condition: z.enum(PRODUCT_CONDITIONS),
  stockQuantity: z.number().int(),
  epaApproved: z.boolean(),
  certificationRequired: z.boolean(),
  brand: z.string(),
  chemicalFormula: z.string().nullable(),
  casNumber: z.string().nullable(),
  unNumber: z.string().nullable(),
  hazardClass: z.string().nullable(),
  shippingWeight: z.string().nullable(),
  cylinderNetWeightLb: z.number().nullable(),
  leadTimes: leadTimesSchema,
  gtin: z.string().nullable(),
  dimensions: productDimensionsSchema.nullable(),
  applications: z.array(z.string()),
  technicalSpecs: z.record(z.string(), z.string()),
  /** The main image first. */
  images: z.array(z.string()),
  imageAlt: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
  sdsUrl: z.string().nullable(),
  certificateUrls: z.array(productCertificateSchema),
  translations: productTranslationsSchema,
  /** Whether an order or quote names it: deleting it then archives it instead. */
  ordered: z.boolean(),
  archivedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminProductDetail = z.infer<typeof adminProductDetail>;

export const adminProductAnswer = z.object({ product: adminProductDetail });
export type AdminProductAnswer = z.infer<typeof adminProductAnswer>;

/** DELETE /api/admin/products/{id}: deleted for good, or archived because an order or quote names it. */
export const productDeleteResponse = z.discriminatedUnion('result', [
  z.object({ result: z.literal('deleted'), id: z.string() }),
  z.object({ result: z.literal('archived'), product: adminProductDetail }),
]);
export type ProductDeleteResponse = z.infer<typeof productDeleteResponse>;

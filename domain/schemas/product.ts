import { z } from 'zod';
import { CERTIFICATE_TYPES, PRODUCT_AVAILABILITY, PRODUCT_CONDITIONS } from '../content';

const optionalText = z.string().nullable();
/** Money in dollars as a JSON number (numeric(12,2) converted by the server); null when not set. */
const optionalAmount = z.number().nonnegative().nullable();
/** A container discount as a fraction between 0 and 1 (0.30 = 30 % off); null means the default. */
const optionalFraction = z.number().min(0).max(1).nullable();

export const productDimensionsSchema = z.object({
  length: z.string(),
  width: z.string(),
  height: z.string(),
});

export const productCertificateSchema = z.object({
  name: z.string(),
  description: optionalText,
  type: z.enum(CERTIFICATE_TYPES),
  pdfUrl: z.string(),
});

/** One package's lead time (domain/lead-times.ts). */
export const leadTimeSchema = z.object({ min: z.number().int().nonnegative(), max: z.number().int().positive(), unit: z.enum(['days', 'weeks']) });
/** Lead times by package, as the admin set them; a package missing promises no time. */
export const leadTimesSchema = z.object({
  cylinder: leadTimeSchema.optional(),
  pallet: leadTimeSchema.optional(),
  container_20ft: leadTimeSchema.optional(),
  container_40ft: leadTimeSchema.optional(),
});

/** A product as the public catalogue API returns it (storefront spec §3), in camelCase. */
export const publicProductSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  price: z.number().nonnegative(),
  palletPrice: optionalAmount,
  container20ftPrice: optionalAmount,
  container40ftPrice: optionalAmount,
  discount20ft: optionalFraction,
  discount40ft: optionalFraction,
  packagingOptions: z.array(z.string()),
  images: z.array(z.string()),
  thumbnailUrl: optionalText,
  sku: optionalText,
  epaApproved: z.boolean(),
  /** Sold only to certified buyers (docs/decisions/022); the product page says so. */
  certificationRequired: z.boolean().optional(),
  category: z.string(),
  description: optionalText,
  stockQuantity: z.number().int(),
  applications: z.array(z.string()),
  sdsUrl: optionalText,
  gtin: optionalText,
  brand: optionalText,
  condition: z.enum(PRODUCT_CONDITIONS),
  availability: z.enum(PRODUCT_AVAILABILITY),
  shippingWeight: optionalText,
  /** Pounds of refrigerant in one cylinder (explains what each package holds); null when not known. */
  cylinderNetWeightLb: z.number().positive().nullable(),
  /** Lead time per package (issue 23); pallets and containers also say their freight is quoted before shipping. */
  leadTimes: leadTimesSchema,
  dimensions: productDimensionsSchema.nullable(),
  chemicalFormula: optionalText,
  casNumber: optionalText,
  unNumber: optionalText,
  hazardClass: optionalText,
  technicalSpecs: z.record(z.string(), z.string()),
  certificateUrls: z.array(productCertificateSchema),
  createdAt: z.iso.datetime({ offset: true }),
});

export type PublicProduct = z.infer<typeof publicProductSchema>;

const productTranslationSchema = z.object({
  name: z.string().optional(),
  description: z.string().optional(),
  applications: z.array(z.string()).optional(),
  specs: z.record(z.string(), z.string()).optional(),
  imageAlt: z.string().optional(),
  specLabels: z.record(z.string(), z.string()).optional(),
});

/** A product's display name, description, applications, spec values and spec labels in French and Spanish; a missing part falls back to English. */
export const productTranslationsSchema = z.object({
  fr: productTranslationSchema.optional(),
  es: productTranslationSchema.optional(),
});

/** GET /api/products/{slug}: the product page's answer also carries the translations (the list stays lean). */
export const productDetailSchema = publicProductSchema.extend({
  /** The main image's alt text in English, or null (the page then reads the display name); French and Spanish under translations.<lang>.imageAlt. */
  imageAlt: z.string().nullable(),
  translations: productTranslationsSchema,
});

export type ProductDetail = z.infer<typeof productDetailSchema>;
export type ProductCertificate = z.infer<typeof productCertificateSchema>;

/** GET /api/products: one page of the catalogue, with the number of products matching in all. */
export const productListResponse = z.object({
  products: z.array(publicProductSchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
});

/** GET /api/catalogue/summary: what the wholesale page states about the whole catalogue. */
export const catalogueSummaryResponse = z.object({
  total: z.number().int().nonnegative(),
  largestSavingPercent: z.number().nonnegative(),
});

export type CatalogueSummary = z.infer<typeof catalogueSummaryResponse>;

export type ProductListResponse = z.infer<typeof productListResponse>;

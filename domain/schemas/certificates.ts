import { z } from 'zod';
import { CERTIFICATE_TYPES, type CertificateTranslatedField } from '../content';
import { versionField } from './admin';
import { productCertificateSchema } from './product';
import { optionalImageLink } from './team';
import { multiLineText, singleLineText } from './text';
import { translationsInput, translationsSchema } from './translations';

/** Certificates (back-office spec §3, §5): Certification Management writes them; /certifications, /about show the active ones. */
export const CERTIFICATE_MESSAGES = {
  required: 'Name and PDF are required.',
  typeInvalid: 'Choose EPA, Distributor, Quality or Safety.',
  tooLong: 'This text is too long.',
  linkInvalid: 'Please upload a file or enter a link that starts with https://, http:// or /.',
  orderInvalid: 'Please enter a whole number of 0 or more.',
  loadFailed: 'Failed to load certificates.',
  saveFailed: 'Failed to save certificate.',
  deleteFailed: 'Failed to delete certificate.',
  notFound: 'Certificate not found',
} as const;

/** The admin form's types (spec §9); the public grouping also knows iso (and product, from products' documents). */
export const ADMIN_CERTIFICATE_TYPES = ['epa', 'distributor', 'quality', 'safety'] as const;
/** Display order of the certifications page's groups. */
export const CERTIFICATE_GROUP_ORDER = ['epa', 'iso', 'distributor', 'quality', 'safety'] as const satisfies readonly (typeof CERTIFICATE_TYPES)[number][];

export const CERTIFICATE_LIMITS = { name: 200, description: 2000, url: 2000, count: 500 } as const;
const M = CERTIFICATE_MESSAGES;
const LINK = /^(?:\/(?!\/)|https?:\/\/)\S*$/i;

const certificateName = () => singleLineText({ error: M.required }).trim().max(CERTIFICATE_LIMITS.name, M.tooLong);
const certificateDescription = () => multiLineText({ error: M.tooLong }).trim().max(CERTIFICATE_LIMITS.description, M.tooLong);

export const certificateInput = z.strictObject({
  name: certificateName().min(1, M.required),
  type: z.enum(ADMIN_CERTIFICATE_TYPES, { error: M.typeInvalid }).default('epa'),
  description: certificateDescription()
    .nullish()
    .transform((value) => value || null),
  /** French and Spanish name and description, each optional, under the English limits (docs/decisions/038). */
  translations: translationsInput({ name: certificateName(), description: certificateDescription() }),
  pdfUrl: singleLineText({ error: M.required })
    .trim()
    .min(1, M.required)
    .max(CERTIFICATE_LIMITS.url, M.linkInvalid)
    .regex(LINK, M.linkInvalid),
  imageUrl: optionalImageLink(M.linkInvalid, CERTIFICATE_LIMITS.url),
  isActive: z.boolean({ error: M.typeInvalid }).default(true),
  /** Absent (or 0) on a new certificate: the current count. Absent on an edit: kept. */
  orderIndex: z.number({ error: M.orderInvalid }).int(M.orderInvalid).min(0, M.orderInvalid).max(1_000_000, M.orderInvalid).optional(),
});
export type CertificateInput = z.input<typeof certificateInput>;
export type CertificateValues = z.output<typeof certificateInput>;

export const certificateUpdateInput = certificateInput.extend({ version: versionField });

export const adminCertificateSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  type: z.enum(CERTIFICATE_TYPES),
  pdfUrl: z.string(),
  imageUrl: z.string().nullable(),
  isActive: z.boolean(),
  orderIndex: z.number().int(),
  /** A sample from the demo seed, shown as such until an admin edits it. */
  isDemo: z.boolean(),
  translations: translationsSchema<CertificateTranslatedField>(),
  updatedAt: z.string(),
});
export type AdminCertificate = z.infer<typeof adminCertificateSchema>;
export const adminCertificateListResponse = z.object({ items: z.array(adminCertificateSchema) });

export const publicCertificateSchema = adminCertificateSchema.omit({ isActive: true, updatedAt: true });
export type PublicCertificate = z.infer<typeof publicCertificateSchema>;

export const productCertificatesSchema = z.object({
  productName: z.string(),
  slug: z.string(),
  sku: z.string().nullable(),
  certificates: z.array(productCertificateSchema),
});
export type ProductCertificates = z.infer<typeof productCertificatesSchema>;

/** GET /api/content/certificates: active certificates (by type, then order) and the products' own documents. */
export const publicCertificatesResponse = z.object({
  certificates: z.array(publicCertificateSchema),
  products: z.array(productCertificatesSchema),
});
export type PublicCertificatesResponse = z.infer<typeof publicCertificatesResponse>;

/** The certifications page's groups in display order, empty groups left out; unknown types come last under their own name. */
export function groupCertificates<T extends { type: string }>(certificates: readonly T[]): { type: string; items: T[] }[] {
  const order: readonly string[] = CERTIFICATE_GROUP_ORDER;
  const types = [...new Set(certificates.map((c) => c.type))].sort((a, b) => rank(order, a) - rank(order, b));
  return types.map((type) => ({ type, items: certificates.filter((c) => c.type === type) }));
}

function rank(order: readonly string[], type: string): number {
  const index = order.indexOf(type);
  return index === -1 ? order.length : index;
}

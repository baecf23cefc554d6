import { z } from 'zod';
import { FEATURED_SECTIONS } from '../content';
import { adminListQuery, pageOf, versionField } from './admin';
import { singleLineText } from './text';

/** Back-office spec §8 (Featured) and the checks of the featured-products admin API. */
export const FEATURED_MESSAGES = {
  loadFailed: 'Failed to load featured products data',
  duplicate: 'This product is already featured in this section',
  addFailed: 'Failed to add featured product',
  removeFailed: 'Failed to remove featured product',
  updateFailed: 'Failed to update featured product',
  productRequired: 'Please choose a product.',
  productNotFound: 'This product no longer exists.',
  sectionInvalid: 'Please choose a section: featured, homepage_inventory, recommended or trending.',
  entryNotFound: 'This featured product no longer exists.',
  orderChanged: 'The entries of this section changed since you opened it. Reload it, then try again.',
} as const;

/** Most entries a section's reorder carries (a section is a short curated list). */
export const FEATURED_REORDER_MAX = 500;

const sectionName = z.enum(FEATURED_SECTIONS, { error: FEATURED_MESSAGES.sectionInvalid });

/** The product an entry links to, as the section card shows it. */
export const featuredEntryProductSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  sku: z.string().nullable(),
  /** Price of one cylinder, in dollars. */
  price: z.number(),
  category: z.string(),
  epaApproved: z.boolean(),
  /** Archived products stay in their sections but the storefront hides them. */
  archived: z.boolean(),
});

export const featuredEntrySchema = z.object({
  id: z.string(),
  sectionName,
  orderIndex: z.number().int(),
  isActive: z.boolean(),
  /** The version an edit starts from (ISO 8601). */
  updatedAt: z.string(),
  product: featuredEntryProductSchema,
});
export type FeaturedEntry = z.infer<typeof featuredEntrySchema>;

/** GET /api/admin/featured-products: every section (in FEATURED_SECTIONS order) with its entries in display order. */
export const featuredSectionsResponse = z.object({
  sections: z.array(z.object({ sectionName, entries: z.array(featuredEntrySchema) })),
});
export type FeaturedSectionsResponse = z.infer<typeof featuredSectionsResponse>;

/** POST /api/admin/featured-products: the new entry goes last in its section, active (back-office spec §9). */
export const createFeaturedRequest = z.strictObject({
  productId: z.uuid({ error: FEATURED_MESSAGES.productRequired }),
  sectionName,
});
export type CreateFeaturedRequest = z.input<typeof createFeaturedRequest>;

/** PATCH /api/admin/featured-products/:id: activate or deactivate. */
export const updateFeaturedRequest = z.strictObject({
  isActive: z.boolean(),
  version: versionField,
});
export type UpdateFeaturedRequest = z.input<typeof updateFeaturedRequest>;

/** PUT /api/admin/featured-products/order: every entry of one section, in the new order, each with its version. */
export const reorderFeaturedRequest = z.strictObject({
  sectionName,
  entries: z
    .array(z.strictObject({ id: z.uuid({ error: FEATURED_MESSAGES.entryNotFound }), version: versionField }))
    .min(1)
    .max(FEATURED_REORDER_MAX),
});
export type ReorderFeaturedRequest = z.input<typeof reorderFeaturedRequest>;

export const featuredEntryResponse = z.object({ entry: featuredEntrySchema });
export type FeaturedEntryResponse = z.infer<typeof featuredEntryResponse>;

/** GET /api/admin/featured-products/candidates: the catalogue (archived products left out) searched by name or SKU. */
export const featuredCandidatesQuery = adminListQuery.extend({
  // Read as text first, so a control character is named as such (RELIABILITY 32) rather than as an unknown section.
  sectionName: singleLineText({ error: FEATURED_MESSAGES.sectionInvalid }).pipe(sectionName),
});
export type FeaturedCandidatesQuery = z.infer<typeof featuredCandidatesQuery>;

export const featuredCandidateSchema = z.object({
  id: z.string(),
  name: z.string(),
  sku: z.string().nullable(),
  price: z.number(),
  category: z.string(),
  epaApproved: z.boolean(),
  /** Already an entry of the section asked about: the picker shows it without an Add button. */
  inSection: z.boolean(),
});
export type FeaturedCandidate = z.infer<typeof featuredCandidateSchema>;
export const featuredCandidatesResponse = pageOf(featuredCandidateSchema);
export type FeaturedCandidatesResponse = z.infer<typeof featuredCandidatesResponse>;

import { LANGUAGES } from '../languages';
import { z } from 'zod';
import { ADVERT_TYPES, STOREFRONT_SECTIONS, type AdvertTranslatedField } from '../content';
import { publicHeroImageSchema } from './hero-images';
import { singleLineText } from './text';
import { translationsSchema } from './translations';

const isoDate = z.iso.datetime({ offset: true });

/** An approved testimonial as the home page shows it; content is HTML sanitised by the server. */
export const publicTestimonialSchema = z.object({
  id: z.string(),
  name: z.string(),
  position: z.string().nullable(),
  company: z.string().nullable(),
  content: z.string(),
  rating: z.number().int().min(1).max(5),
  imageUrl: z.string().nullable(),
  /** The language it is written in: shown as written, labelled with it (issue 24). */
  language: z.enum(LANGUAGES),
  createdAt: isoDate,
});

/**
 * An active advert. content is HTML sanitised by the server with '$500' already replaced by the
 * configured free-shipping threshold (in each language's format, translations too); the browser checks the dates with
 * advertIsVisible and picks the visitor's language with `localized`, so one answer serves every language.
 */
export const publicAdvertSchema = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  type: z.enum(ADVERT_TYPES),
  isActive: z.boolean(),
  dismissible: z.boolean(),
  startDate: isoDate.nullable(),
  endDate: isoDate.nullable(),
  translations: translationsSchema<AdvertTranslatedField>(),
});

/** A product card of the home page's featured block. */
export const featuredProductSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  /** Price of one cylinder, in dollars. */
  price: z.number().nonnegative(),
  category: z.string(),
  epaApproved: z.boolean(),
  image: z.string().nullable(),
});

/** A name linked from the home page's inventory list (featured section homepage_inventory). */
export const inventoryLinkSchema = z.object({ name: z.string(), slug: z.string() });

/** GET /api/content/adverts */
export const advertsResponse = z.object({ adverts: z.array(publicAdvertSchema) });

/** GET /api/content/home */
export const homeContentResponse = z.object({
  /** The active homepage-hero image (Website Image Management), or null for the plain brand gradient. */
  hero: publicHeroImageSchema.nullable(),
  testimonials: z.array(publicTestimonialSchema),
  featuredProducts: z.array(featuredProductSchema),
  inventory: z.array(inventoryLinkSchema),
});

export type PublicTestimonial = z.infer<typeof publicTestimonialSchema>;
export type PublicAdvert = z.infer<typeof publicAdvertSchema>;
export type FeaturedProduct = z.infer<typeof featuredProductSchema>;
export type InventoryLink = z.infer<typeof inventoryLinkSchema>;
export type AdvertsResponse = z.infer<typeof advertsResponse>;
export type HomeContentResponse = z.infer<typeof homeContentResponse>;

/** Storefront spec §9. */
export const HOME_TESTIMONIAL_LIMIT = 6;
export const HOME_FEATURED_LIMIT = 3;

export const STOREFRONT_SECTION_MESSAGE = 'Please choose a section: recommended or trending.';
/** GET /api/content/featured/:section (a control character is named as such, as in every other parameter). */
export const storefrontSectionParams = z.object({ section: singleLineText().pipe(z.enum(STOREFRONT_SECTIONS, { error: STOREFRONT_SECTION_MESSAGE })) });
/**
 * The section's active products in display order, archived ones left out: one more than a page shows, so a product
 * page can leave out the product being viewed and still show four.
 */
export const storefrontSectionResponse = z.object({ products: z.array(featuredProductSchema) });
export type StorefrontSectionResponse = z.infer<typeof storefrontSectionResponse>;

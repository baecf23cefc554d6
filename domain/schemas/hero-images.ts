import { z } from 'zod';
import { HERO_LOCATIONS, type HeroImageTranslatedField } from '../content';
import { versionField } from './admin';
import { singleLineText, SINGLE_LINE, CONTROL_CHARACTERS_MESSAGE } from './text';
import { translationsInput, translationsSchema } from './translations';

/** Website Image Management (back-office spec §2, §3, §5): one image per location, active or not. */
export const HERO_IMAGE_MESSAGES = {
  required: 'Please select a location and upload an image',
  tooLong: 'This text is too long.',
  linkInvalid: 'Please upload an image or enter a link that starts with https://, http:// or /.',
  fetchFailed: 'Failed to fetch hero images',
  saveFailed: 'Failed to save image',
  updateFailed: 'Failed to update image',
  deleteFailed: 'Failed to delete image',
  notFound: 'Image not found',
} as const;

const M = HERO_IMAGE_MESSAGES;
const LINK = /^(?:\/(?!\/)|https?:\/\/)\S*$/i;
export const HERO_ALT_MAX = 300;

const location = z.enum(HERO_LOCATIONS, {
  error: (issue) => (typeof issue.input === 'string' && !SINGLE_LINE.test(issue.input) ? CONTROL_CHARACTERS_MESSAGE : M.required),
});

const altText = () => singleLineText({ error: M.tooLong }).trim().max(HERO_ALT_MAX, M.tooLong);

/** PUT /api/admin/hero-images: the image of a location (an upsert on the location, as the spec's add form). */
export const heroImageInput = z.strictObject({
  pageName: location,
  imageUrl: singleLineText({ error: M.required }).trim().min(1, M.required).max(2000, M.linkInvalid).regex(LINK, M.linkInvalid),
  altText: altText()
    .nullish()
    .transform((value) => value || null),
  /** French and Spanish alt text (docs/decisions/038); the upsert replaces the location's. */
  translations: translationsInput({ altText: altText() }),
  isActive: z.boolean().default(true),
});
export type HeroImageInput = z.input<typeof heroImageInput>;
export type HeroImageValues = z.output<typeof heroImageInput>;

/** PATCH /api/admin/hero-images/:id: the eye button. */
export const heroImageToggleInput = z.strictObject({ isActive: z.boolean(), version: versionField });

export const heroImageSchema = z.object({
  id: z.string(),
  pageName: z.enum(HERO_LOCATIONS),
  imageUrl: z.string(),
  altText: z.string().nullable(),
  translations: translationsSchema<HeroImageTranslatedField>(),
  isActive: z.boolean(),
  updatedAt: z.string(),
});
export type HeroImage = z.infer<typeof heroImageSchema>;
export const heroImageListResponse = z.object({ items: z.array(heroImageSchema) });

/** GET /api/content/hero-images?location=… : the active image of a location, or null. */
export const heroImageQuery = z.object({ location: singleLineText().pipe(location) });
/** The alt text in English with its French and Spanish: the page picks its language's (`localized`), `lang="en"` on a fallback. */
export const publicHeroImageSchema = z.object({ imageUrl: z.string(), altText: z.string().nullable(), translations: translationsSchema<HeroImageTranslatedField>() });
export type PublicHeroImage = z.infer<typeof publicHeroImageSchema>;
export const heroImageResponse = z.object({ image: publicHeroImageSchema.nullable() });

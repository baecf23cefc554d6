import { z } from 'zod';
import { ADVERT_TYPES, type AdvertTranslatedField } from '../content';
import { pageOf, versionField } from './admin';
import { multiLineText, singleLineText } from './text';
import { translationsInput, translationsSchema } from './translations';

/** Advert Management's texts (back-office spec §5, §8) in English; the back office shows them in the admin's language. */
export const ADVERT_MESSAGES = {
  titleAndContentRequired: 'Title and content are required',
  titleTooLong: 'Title must be at most 200 characters',
  contentTooLong: 'Content must be at most 10000 characters',
  typeInvalid: 'Choose one of the advert types',
  dateInvalid: 'Please enter a valid date',
  endBeforeStart: 'End date must be after the start date',
  orderInvalid: 'Please enter a whole number',
  notFound: 'Advert not found',
  fetchFailed: 'Failed to fetch adverts',
  saveFailed: 'Failed to save advert',
  deleteFailed: 'Failed to delete advert',
  created: 'Advert created successfully!',
  updated: 'Advert updated successfully!',
  deleted: 'Advert deleted successfully!',
  deleteConfirm: 'Are you sure you want to delete this advert?',
} as const;

const M = ADVERT_MESSAGES;
export const ADVERT_TITLE_MAX = 200;
export const ADVERT_CONTENT_MAX = 10_000;

/** A date and time as the form's datetime-local input gives it, or an ISO timestamp; empty or null for none. */
const optionalInstant = z
  .union([singleLineText().max(64, M.dateInvalid), z.null()], { error: M.dateInvalid })
  .optional()
  .transform((value, ctx): string | null => {
    if (value === null || value === undefined || value.trim() === '') return null;
    const time = Date.parse(value);
    const year = new Date(time).getUTCFullYear();
    if (Number.isNaN(time) || year < 2000 || year > 2200) {
      ctx.addIssue({ code: 'custom', message: M.dateInvalid });
      return z.NEVER;
    }
    return new Date(time).toISOString();
  });

const advertTitle = () => singleLineText({ error: M.titleAndContentRequired }).trim().max(ADVERT_TITLE_MAX, M.titleTooLong);
const advertContent = () => multiLineText({ error: M.titleAndContentRequired }).trim().max(ADVERT_CONTENT_MAX, M.contentTooLong);

/** The advert form (POST and PUT /api/admin/adverts). */
const advertObject = z.strictObject({
    title: advertTitle().min(1, M.titleAndContentRequired),
    content: advertContent().min(1, M.titleAndContentRequired),
    /** French and Spanish title and content, each optional, under the English limits (docs/decisions/038). */
    translations: translationsInput({ title: advertTitle(), content: advertContent() }),
    type: z.enum(ADVERT_TYPES, { error: M.typeInvalid }).default('info'),
    isActive: z.boolean({ error: M.typeInvalid }).default(true),
    dismissible: z.boolean({ error: M.typeInvalid }).default(true),
    startDate: optionalInstant,
    endDate: optionalInstant,
    /** Left out on create: the advert goes last (order index = the number of adverts, §9). */
    orderIndex: z.number({ error: M.orderInvalid }).int(M.orderInvalid).min(0, M.orderInvalid).max(1_000_000, M.orderInvalid).optional(),
});

function endAfterStart(value: { startDate: string | null; endDate: string | null }, ctx: z.RefinementCtx) {
  if (value.startDate && value.endDate && value.endDate <= value.startDate) {
    ctx.addIssue({ code: 'custom', message: M.endBeforeStart, path: ['endDate'] });
  }
}

export const advertFields = advertObject.superRefine(endAfterStart);
export type AdvertValues = z.output<typeof advertFields>;
export type AdvertForm = z.input<typeof advertFields>;

export const advertCreateInput = advertFields;
export const advertUpdateInput = advertObject.extend({ version: versionField }).superRefine(endAfterStart);

export const adminAdvertSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** Sanitised HTML as stored. */
  content: z.string(),
  type: z.enum(ADVERT_TYPES),
  isActive: z.boolean(),
  dismissible: z.boolean(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  orderIndex: z.number().int(),
  translations: translationsSchema<AdvertTranslatedField>(),
  createdAt: z.string(),
  /** The version an edit sends back. */
  updatedAt: z.string(),
});
export type AdminAdvert = z.infer<typeof adminAdvertSchema>;

/** GET /api/admin/adverts: by order index (the storefront's order); a page of at most 100. */
export const advertListResponse = pageOf(adminAdvertSchema);
export type AdvertListResponse = z.infer<typeof advertListResponse>;

/** POST /api/admin/adverts/preview: the HTML as the server's allow-list leaves it, for the form's live preview. */
export const advertPreviewInput = z.strictObject({ content: multiLineText().max(ADVERT_CONTENT_MAX, M.contentTooLong) });
export const advertPreviewResponse = z.object({ html: z.string() });

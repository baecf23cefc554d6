import { z } from 'zod';
import { LANGUAGES } from '../languages';
import { adminListQuery, pageOf, queryEnum, queryInteger, versionField } from './admin';
import { publicTestimonialSchema } from './content';
import { multiLineText, singleLineText } from './text';

/**
 * Testimonials (back-office spec §3, §4, §5, §8): the public review form, the approved list of /testimonials and the
 * back office's Testimonial Management. A submitted testimonial starts unapproved and shows nowhere until approved.
 */
export const TESTIMONIAL_MESSAGES = {
  submitted: 'Thank you! Your testimonial has been submitted for review.',
  submitFailed: 'Failed to submit testimonial. Please try again.',
  nameRequired: 'Please enter your name.',
  contentRequired: 'Please write your review.',
  ratingInvalid: 'Please choose a rating from 1 to 5 stars.',
  tooLong: 'This text is too long.',
  rateLimited: 'Too many testimonials from this address. Please try again later.',
  notFound: 'Testimonial not found',
  orderInvalid: 'Please enter a whole number of 0 or more.',
  languageInvalid: 'Please choose English, French or Spanish.',
} as const;

export const TESTIMONIAL_LIMITS = { name: 100, company: 150, position: 100, content: 2000 } as const;
/** Spec §9: the default limiter, 5 attempts per 15 minutes (per client address). */
export const TESTIMONIAL_RATE_LIMIT = { max: 5, windowMinutes: 15 } as const;
export const TESTIMONIAL_RATINGS = [1, 2, 3, 4, 5] as const;
export const TESTIMONIAL_DEFAULT_RATING = 5;

const M = TESTIMONIAL_MESSAGES;

const optionalLine = (max: number) =>
  singleLineText({ error: M.tooLong })
    .trim()
    .max(max, M.tooLong)
    .nullish()
    .transform((value) => value || null);

/** POST /api/testimonials: name and content required; company and position optional; rating 1-5 (5 when absent). */
export const submitTestimonialRequest = z.strictObject({
  name: singleLineText({ error: M.nameRequired }).trim().min(1, M.nameRequired).max(TESTIMONIAL_LIMITS.name, M.tooLong),
  company: optionalLine(TESTIMONIAL_LIMITS.company),
  position: optionalLine(TESTIMONIAL_LIMITS.position),
  content: multiLineText({ error: M.contentRequired }).trim().min(1, M.contentRequired).max(TESTIMONIAL_LIMITS.content, M.tooLong),
  rating: z.number({ error: M.ratingInvalid }).int(M.ratingInvalid).min(1, M.ratingInvalid).max(5, M.ratingInvalid).default(TESTIMONIAL_DEFAULT_RATING),
});
export type SubmitTestimonialRequest = z.input<typeof submitTestimonialRequest>;
export type SubmitTestimonialInput = z.output<typeof submitTestimonialRequest>;

export const submitTestimonialResponse = z.object({ submitted: z.literal(true), message: z.string() });

/** The public form: the same rules, the rating always chosen (the stars start at 5). */
export const testimonialFormSchema = submitTestimonialRequest.extend({
  company: z.string().trim().max(TESTIMONIAL_LIMITS.company, M.tooLong),
  position: z.string().trim().max(TESTIMONIAL_LIMITS.position, M.tooLong),
  rating: z.number({ error: M.ratingInvalid }).int().min(1, M.ratingInvalid).max(5, M.ratingInvalid),
});
export type TestimonialFormValues = z.input<typeof testimonialFormSchema>;

export const PUBLIC_TESTIMONIALS_PAGE_SIZE = 12;

/** GET /api/testimonials */
export const publicTestimonialsQuery = z.object({
  page: queryInteger(1, 100_000, 1),
  pageSize: queryInteger(1, 50, PUBLIC_TESTIMONIALS_PAGE_SIZE),
});

export const publicTestimonialsResponse = pageOf(publicTestimonialSchema).extend({
  /** Mean rating of every approved testimonial, one decimal; null when none is approved. */
  averageRating: z.number().nullable(),
});
export type PublicTestimonialsResponse = z.infer<typeof publicTestimonialsResponse>;

/** Mean of the ratings rounded to one decimal (4.75 → 4.8), or null for none. */
export function averageRating(sum: number, count: number): number | null {
  if (count <= 0) return null;
  return Math.round((sum / count) * 10) / 10;
}

// ---------------------------------------------------------------------------------------------- admin

export const TESTIMONIAL_FILTERS = ['pending', 'approved'] as const;
export type TestimonialFilter = (typeof TESTIMONIAL_FILTERS)[number];

export const adminTestimonialSchema = z.object({
  id: z.string(),
  name: z.string(),
  position: z.string().nullable(),
  company: z.string().nullable(),
  /** Sanitised HTML. */
  content: z.string(),
  rating: z.number().int(),
  /** The language it is written in (issue 24): the storefront labels it on a page of another language. */
  language: z.enum(LANGUAGES),
  approved: z.boolean(),
  orderIndex: z.number().int(),
  isDemo: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminTestimonial = z.infer<typeof adminTestimonialSchema>;

/** Approved first by display order under All; pending ones newest first; `language` keeps those written in it. */
export const adminTestimonialListQuery = adminListQuery.extend({ status: queryEnum(TESTIMONIAL_FILTERS), language: queryEnum(LANGUAGES) });
export type AdminTestimonialListQuery = z.infer<typeof adminTestimonialListQuery>;

export const adminTestimonialListResponse = pageOf(adminTestimonialSchema).extend({
  counts: z.object({ all: z.number().int(), pending: z.number().int(), approved: z.number().int() }),
});
export type AdminTestimonialListResponse = z.infer<typeof adminTestimonialListResponse>;

export const TESTIMONIAL_MAX_ORDER = 1_000_000;

/** PATCH /api/admin/testimonials/:id: approve, reject (back to pending), move or say its language, from the version the screen loaded. */
export const updateTestimonialRequest = z.strictObject({
  approved: z.boolean().optional(),
  language: z.enum(LANGUAGES, { error: M.languageInvalid }).optional(),
  orderIndex: z.number({ error: M.orderInvalid }).int(M.orderInvalid).min(0, M.orderInvalid).max(TESTIMONIAL_MAX_ORDER, M.orderInvalid).optional(),
  version: versionField,
});
export type UpdateTestimonialRequest = z.infer<typeof updateTestimonialRequest>;

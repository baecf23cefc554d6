import { z } from 'zod';
import { SUBSCRIBER_STATUSES } from '../newsletter';
import { adminListQuery, pageOf, sortParam } from './admin';
import { emailSchema } from './auth';
import { singleLineText } from './text';

/** The English texts the API answers with. */
export const NEWSLETTER_MESSAGES = {
  unknownToken: 'This unsubscribe link is invalid or has expired.',
  unknownConfirmation: 'This confirmation link is invalid or has expired.',
  rateLimited: 'Too many subscription attempts. Please try again later.',
} as const;

/** The forms a visitor subscribes through, kept with the proof of consent. */
export const NEWSLETTER_FORMS = ['footer'] as const;

export const NEWSLETTER_NAME_MAX_LENGTH = 100;

/**
 * POST /api/newsletter: e-mail trimmed and lower-cased (spec §5), name optional; the form and the page it was on go
 * with the proof of consent (docs/decisions/031).
 */
export const newsletterSubscribeInput = z.object({
  email: emailSchema,
  name: singleLineText()
    .trim()
    .max(NEWSLETTER_NAME_MAX_LENGTH)
    .nullish()
    .transform((name) => name || undefined),
  form: singleLineText().pipe(z.enum(NEWSLETTER_FORMS)).default('footer'),
  page: singleLineText()
    .trim()
    .max(300)
    .nullish()
    .transform((page) => page || undefined),
});

export type NewsletterSubscribeInput = z.input<typeof newsletterSubscribeInput>;
export type NewsletterSubscribeValues = z.output<typeof newsletterSubscribeInput>;

/** The same answer whether the address is new, pending, subscribed or unsubscribed: it reveals nothing. */
export const newsletterSubscribeResponse = z.object({ received: z.literal(true) });

/** POST /api/newsletter/confirm, from the page the confirmation e-mail links to. */
export const newsletterConfirmInput = z.object({ token: singleLineText().trim().min(1).max(128) });

/** `already_confirmed` when the link was used before: a second click is friendly, and changes nothing. */
export const newsletterConfirmResponse = z.object({ status: z.enum(['confirmed', 'already_confirmed']) });
export type NewsletterConfirmResponse = z.infer<typeof newsletterConfirmResponse>;

/** The token of an unsubscribe link (32 hex characters when the server made it). */
export const unsubscribeTokenSchema = singleLineText().trim().min(1).max(128);

export const newsletterUnsubscribeInput = z.object({ token: unsubscribeTokenSchema });

export const newsletterUnsubscribeResponse = z.object({ unsubscribed: z.literal(true) });

// ---------------------------------------------------------------------------------------------
// Admin: /api/admin/newsletter (back-office spec §2 Newsletter Management)

export const NEWSLETTER_ADMIN_MESSAGES = {
  notFound: 'Subscriber not found',
  statusRequired: 'Choose whether the subscriber is active',
  notConfirmed: 'This subscriber has not confirmed the subscription yet.',
} as const;

export { SUBSCRIBER_STATUSES };

/** The filters the list and the CSV export share: search on e-mail or name, and the status. */
export const subscriberFilters = z.object({
  q: adminListQuery.shape.q,
  // Read as text first, so a control character gets the common message (RELIABILITY 32).
  status: singleLineText().pipe(z.enum(SUBSCRIBER_STATUSES)).optional(),
});

/** GET /api/admin/newsletter/subscribers: newest first unless sorted oldest first. */
export const subscriberListQuery = adminListQuery.extend({
  status: subscriberFilters.shape.status,
  sort: sortParam(['subscribedAt'], '-subscribedAt'),
});
export type SubscriberListQuery = z.infer<typeof subscriberListQuery>;

/** GET /api/admin/newsletter/export.csv */
export const subscriberExportQuery = subscriberFilters;
export type SubscriberExportQuery = z.infer<typeof subscriberExportQuery>;

export const adminSubscriberSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  source: z.string(),
  isActive: z.boolean(),
  status: z.enum(SUBSCRIBER_STATUSES),
  /** When the address last confirmed its subscription; null while pending. */
  confirmedAt: z.string().nullable(),
  subscribedAt: z.string(),
  updatedAt: z.string(),
});
export type AdminSubscriber = z.infer<typeof adminSubscriberSchema>;

export const subscriberListResponse = pageOf(adminSubscriberSchema);
export type SubscriberListResponse = z.infer<typeof subscriberListResponse>;

/** The three stat cards; pending subscribers count in the total, not as active. */
export const subscriberStatsResponse = z.object({
  total: z.number().int(),
  active: z.number().int(),
  /** Percent of all subscribers who are active, rounded (domain/newsletter.ts). */
  growthRate: z.number().int(),
});
export type SubscriberStatsResponse = z.infer<typeof subscriberStatsResponse>;

/**
 * PATCH /api/admin/newsletter/subscribers/:id: sets the state the admin's button names (Activate / Deactivate);
 * sending it twice, or after another admin did the same, changes nothing and is not an error.
 */
export const subscriberStatusInput = z.strictObject({
  isActive: z.boolean({ error: NEWSLETTER_ADMIN_MESSAGES.statusRequired }),
});
export type SubscriberStatusInput = z.infer<typeof subscriberStatusInput>;

import { z } from 'zod';
import { emailSchema } from './auth';
import { singleLineText } from './text';

/** Storefront spec §8, newsletter row; the English texts the API answers with. */
export const NEWSLETTER_MESSAGES = {
  alreadySubscribed: 'This email is already subscribed to our newsletter.',
  unknownToken: 'This unsubscribe link is invalid or has expired.',
} as const;

export const NEWSLETTER_NAME_MAX_LENGTH = 100;

/** POST /api/newsletter: e-mail trimmed and lower-cased (spec §5), name optional. */
export const newsletterSubscribeInput = z.object({
  email: emailSchema,
  name: singleLineText()
    .trim()
    .max(NEWSLETTER_NAME_MAX_LENGTH)
    .nullish()
    .transform((name) => name || undefined),
});

export type NewsletterSubscribeInput = z.input<typeof newsletterSubscribeInput>;

export const newsletterSubscribeResponse = z.object({ subscribed: z.literal(true) });

/** The token of an unsubscribe link (32 hex characters when the server made it). */
export const unsubscribeTokenSchema = singleLineText().trim().min(1).max(128);

export const newsletterUnsubscribeInput = z.object({ token: unsubscribeTokenSchema });

export const newsletterUnsubscribeResponse = z.object({ unsubscribed: z.literal(true) });

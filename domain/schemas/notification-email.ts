import { z } from 'zod';
import { versionField } from './admin';
import { singleLineText } from './text';

/** Back-office spec §5 (admin settings: notificationEmail valid, max 255) and §8 (Contact management). */
export const NOTIFICATION_EMAIL_MESSAGES = {
  invalid: 'Please enter a valid email address.',
  tooLong: 'Email must be less than 255 characters.',
  updated: 'Notification email updated successfully.',
  updateFailed: 'Failed to update settings.',
} as const;

export const NOTIFICATION_EMAIL_MAX_LENGTH = 255;

/**
 * Where the shop's notifications (new orders, quote requests) go: the address an admin saved, else the ADMIN_EMAIL
 * the server was started with, else nowhere.
 */
export const NOTIFICATION_EMAIL_SOURCES = ['saved', 'admin_email', 'none'] as const;
export type NotificationEmailSource = (typeof NOTIFICATION_EMAIL_SOURCES)[number];

/** GET /api/admin/settings/notification-email */
export const notificationEmailResponse = z.object({
  /** The address notifications go to now; null when there is none. */
  email: z.string().nullable(),
  source: z.enum(NOTIFICATION_EMAIL_SOURCES),
  /** The saved setting's version (ISO 8601); null while none was saved. */
  version: z.string().nullable(),
});
export type NotificationEmailResponse = z.infer<typeof notificationEmailResponse>;

/** PUT /api/admin/settings/notification-email: `version` is the one loaded, left out when nothing was saved yet. */
export const notificationEmailRequest = z.strictObject({
  email: singleLineText({ error: NOTIFICATION_EMAIL_MESSAGES.invalid })
    .trim()
    .toLowerCase()
    .max(NOTIFICATION_EMAIL_MAX_LENGTH, NOTIFICATION_EMAIL_MESSAGES.tooLong)
    .regex(z.regexes.email, NOTIFICATION_EMAIL_MESSAGES.invalid),
  version: versionField.optional(),
});
export type NotificationEmailRequest = z.input<typeof notificationEmailRequest>;

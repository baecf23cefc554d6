import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { NOTIFICATION_EMAIL_MAX_LENGTH, type NotificationEmailSource } from '@domain/schemas/notification-email';
import { notificationSettings } from '../../db/schema';
import type { Db } from '../../db/types';

export const NOTIFICATION_EMAIL_KEY = 'notification_email';

export interface NotificationEmail {
  /** The address (or comma-separated addresses) notifications go to; null when none. */
  value: string | null;
  source: NotificationEmailSource;
  /** The saved row's updated_at; null while nothing was saved. */
  savedAt: Date | null;
}

/**
 * The notification_email setting, read when a notification is sent: what an admin saved, else the ADMIN_EMAIL the
 * server runs with. Read at that moment rather than copied at start, so a changed ADMIN_EMAIL is followed and a
 * default is never mistaken for an admin's choice.
 */
export async function readNotificationEmail(db: Db, fallback: string | null): Promise<NotificationEmail> {
  const [row] = await db
    .select({ value: notificationSettings.settingValue, updatedAt: notificationSettings.updatedAt })
    .from(notificationSettings)
    .where(eq(notificationSettings.settingKey, NOTIFICATION_EMAIL_KEY));
  const saved = row?.value.trim();
  if (saved) return { value: saved, source: 'saved', savedAt: row?.updatedAt ?? null };
  return { value: fallback, source: fallback ? 'admin_email' : 'none', savedAt: row?.updatedAt ?? null };
}

/** The shop's addresses for new orders and quotes (comma-separated in the setting, at most 5), none when unset. */
export async function shopNotificationAddresses(db: Db, fallback: string | null): Promise<string[]> {
  const { value } = await readNotificationEmail(db, fallback);
  return (value ?? '')
    .split(/[,;\s]+/)
    .map((address) => address.trim())
    .filter((address) => address.length > 0 && address.length <= NOTIFICATION_EMAIL_MAX_LENGTH && z.regexes.email.test(address))
    .slice(0, 5);
}

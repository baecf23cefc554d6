import { eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { NOTIFICATION_EMAIL_MAX_LENGTH, type NotificationEmailSource } from '@domain/schemas/notification-email';
import { notificationSettings } from '../../db/schema';
import type { Db } from '../../db/types';

/** The address an admin chose (back-office spec §3 "Notification setting"). */
export const NOTIFICATION_EMAIL_KEY = 'notification_email';
/** ADMIN_EMAIL of the running server, rewritten at every start; never an admin's choice. */
export const ADMIN_EMAIL_DEFAULT_KEY = 'notification_email_default';

export interface NotificationEmail {
  /** The address (or comma-separated addresses) notifications go to; null when none. */
  value: string | null;
  source: NotificationEmailSource;
  /** The saved row's updated_at; null while nothing was saved. */
  savedAt: Date | null;
}

/**
 * Keeps the default in step with the configuration the server starts with: ADMIN_EMAIL is written under its own key
 * at every start (removed when unset), so it is as current as the running process and the admin's own choice under
 * notification_email is never overwritten, nor mistaken for a default.
 */
export async function rememberAdminEmailDefault(db: Db, adminEmail: string | null | undefined): Promise<void> {
  if (!adminEmail) {
    await db.delete(notificationSettings).where(eq(notificationSettings.settingKey, ADMIN_EMAIL_DEFAULT_KEY));
    return;
  }
  const row = { settingKey: ADMIN_EMAIL_DEFAULT_KEY, settingValue: adminEmail, description: 'ADMIN_EMAIL of the running server (rewritten at every start), used while notification_email is empty' };
  await db
    .insert(notificationSettings)
    .values(row)
    .onConflictDoUpdate({ target: notificationSettings.settingKey, set: { settingValue: adminEmail, updatedAt: new Date() } });
}

/** Where shop notifications go, read when one is sent: the saved address, else the ADMIN_EMAIL default, else nowhere. */
export async function readNotificationEmail(db: Db): Promise<NotificationEmail> {
  const rows = await db
    .select({ key: notificationSettings.settingKey, value: notificationSettings.settingValue, updatedAt: notificationSettings.updatedAt })
    .from(notificationSettings)
    .where(inArray(notificationSettings.settingKey, [NOTIFICATION_EMAIL_KEY, ADMIN_EMAIL_DEFAULT_KEY]));
  const saved = rows.find((row) => row.key === NOTIFICATION_EMAIL_KEY);
  const savedAt = saved?.updatedAt ?? null;
  if (saved?.value.trim()) return { value: saved.value.trim(), source: 'saved', savedAt };
  const fallback = rows.find((row) => row.key === ADMIN_EMAIL_DEFAULT_KEY)?.value.trim();
  return fallback ? { value: fallback, source: 'admin_email', savedAt } : { value: null, source: 'none', savedAt };
}

/** The shop's addresses for new orders and quotes (comma-separated in the setting, at most 5), none when unset. */
export async function shopNotificationAddresses(db: Db): Promise<string[]> {
  const { value } = await readNotificationEmail(db);
  return (value ?? '')
    .split(/[,;\s]+/)
    .map((address) => address.trim())
    .filter((address) => address.length > 0 && address.length <= NOTIFICATION_EMAIL_MAX_LENGTH && z.regexes.email.test(address))
    .slice(0, 5);
}

/**
 * The Reply-To of a customer e-mail that invites an answer ("reply to this e-mail", acknowledgements, an admin's reply):
 * the shop's notification addresses, so the customer's answer reaches the shop rather than the no-reply sender.
 * Undefined while no address is known (the answer then goes to the sender, as before).
 */
export async function shopReplyTo(db: Db): Promise<string | undefined> {
  const addresses = await shopNotificationAddresses(db);
  return addresses.length > 0 ? addresses.join(', ') : undefined;
}

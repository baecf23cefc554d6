import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { notificationSettings } from '../../db/schema';
import type { Db } from '../../db/types';

/** The shop's addresses for new orders and quotes: the notification_email setting (comma-separated), none when unset. */
export async function shopNotificationAddresses(db: Db): Promise<string[]> {
  const [row] = await db
    .select({ value: notificationSettings.settingValue })
    .from(notificationSettings)
    .where(eq(notificationSettings.settingKey, 'notification_email'));
  return (row?.value ?? '')
    .split(/[,;\s]+/)
    .map((address) => address.trim())
    .filter((address) => address.length > 0 && address.length <= 254 && z.regexes.email.test(address))
    .slice(0, 5);
}

import { eq } from 'drizzle-orm';
import { ADMIN_MESSAGES } from '@domain/schemas/admin';
import type { NotificationEmailResponse } from '@domain/schemas/notification-email';
import { notificationSettings } from '../../db/schema';
import type { Db } from '../../db/types';
import { AppError } from '../../errors';
import { assertSameVersion, type AdminActor } from '../audit/admin-actor';
import { recordAudit } from '../audit/audit.service';
import { NOTIFICATION_EMAIL_KEY, readNotificationEmail } from '../orders/notification-recipients';

const DESCRIPTION = 'Where new orders and quote requests are announced';

/** The shop's notification address (back-office spec §3 "Notification setting"), ADMIN_EMAIL until an admin saves one. */
export class NotificationEmailService {
  constructor(private readonly db: Db) {}

  async read(): Promise<NotificationEmailResponse> {
    const current = await readNotificationEmail(this.db);
    return { email: current.value, source: current.source, version: current.savedAt?.toISOString() ?? null };
  }

  /**
   * Saves the address. `version` is the saved row's version the admin loaded, absent when none was saved then: a
   * row saved meanwhile by someone else, or changed since, is a stale edit (409).
   */
  async update(actor: AdminActor, { email, version }: { email: string; version?: string | undefined }): Promise<NotificationEmailResponse> {
    await this.db.transaction(async (tx) => {
      const [row] = await tx.select().from(notificationSettings).where(eq(notificationSettings.settingKey, NOTIFICATION_EMAIL_KEY)).for('update');
      const before = await readNotificationEmail(tx);
      if (row) {
        if (!version) throw new AppError('conflict', ADMIN_MESSAGES.staleEdit);
        assertSameVersion(row.updatedAt, version);
        await tx.update(notificationSettings).set({ settingValue: email, updatedAt: new Date() }).where(eq(notificationSettings.settingKey, NOTIFICATION_EMAIL_KEY));
      } else {
        if (version) throw new AppError('conflict', ADMIN_MESSAGES.staleEdit);
        const inserted = await tx
          .insert(notificationSettings)
          .values({ settingKey: NOTIFICATION_EMAIL_KEY, settingValue: email, description: DESCRIPTION })
          .onConflictDoNothing({ target: notificationSettings.settingKey })
          .returning({ key: notificationSettings.settingKey });
        // Another admin saved the first address at the same moment.
        if (inserted.length === 0) throw new AppError('conflict', ADMIN_MESSAGES.staleEdit);
      }
      await recordAudit(tx, actor, {
        action: 'notification_email.update',
        entityType: 'notification_setting',
        entityId: NOTIFICATION_EMAIL_KEY,
        before: { email: before.value, source: before.source },
        after: { email },
      });
    });
    return this.read();
  }
}

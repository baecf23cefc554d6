import { and, eq } from 'drizzle-orm';
import { NEWSLETTER_MESSAGES } from '@domain/schemas/newsletter';
import { AppError } from '../../errors';
import { newsletterSubscribers } from '../../db/schema';
import { isUniqueViolation } from '../../db/sql-text';
import type { Db } from '../../db/types';

export class NewsletterService {
  constructor(private readonly db: Db) {}

  /**
   * Adds a subscriber (the e-mail arrives trimmed and lower-cased). An active subscriber is a
   * conflict; one who unsubscribed earlier is simply active again.
   */
  async subscribe({ email, name }: { email: string; name?: string }): Promise<void> {
    const reactivated = await this.db
      .update(newsletterSubscribers)
      .set({ isActive: true, ...(name ? { name } : {}) })
      .where(and(eq(newsletterSubscribers.email, email), eq(newsletterSubscribers.isActive, false)))
      .returning({ id: newsletterSubscribers.id });
    if (reactivated.length > 0) return;

    try {
      await this.db.insert(newsletterSubscribers).values({ email, name: name ?? null, source: 'website' });
    } catch (err) {
      if (isUniqueViolation(err)) throw new AppError('conflict', NEWSLETTER_MESSAGES.alreadySubscribed, { email: NEWSLETTER_MESSAGES.alreadySubscribed });
      throw err;
    }
  }

  /** Marks the token's subscriber inactive; using a link twice is fine, an unknown token is not. */
  async unsubscribe(token: string): Promise<void> {
    const rows = await this.db
      .update(newsletterSubscribers)
      .set({ isActive: false })
      .where(eq(newsletterSubscribers.unsubscribeToken, token))
      .returning({ id: newsletterSubscribers.id });
    if (rows.length === 0) throw new AppError('not_found', NEWSLETTER_MESSAGES.unknownToken);
  }
}

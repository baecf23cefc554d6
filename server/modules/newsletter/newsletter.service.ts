import { createHash, randomBytes } from 'node:crypto';
import { and, count, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { Language } from '@domain/languages';
import { NEWSLETTER_CONFIRMATION, newsletterConfirmationPath } from '@domain/newsletter';
import { NEWSLETTER_MESSAGES, type NewsletterConfirmResponse, type NewsletterSubscribeValues } from '@domain/schemas/newsletter';
import { AppError } from '../../errors';
import { newsletterConfirmations, newsletterSubscribers } from '../../db/schema';
import type { Db } from '../../db/types';
import { readMailBrand } from '../../mail/brand';
import { enqueueEmail } from '../../mail/outbox';
import { newsletterConfirmationEmail } from '../../mail/templates/newsletter-emails';

const HOUR_MS = 60 * 60_000;
const c = newsletterConfirmations;
const s = newsletterSubscribers;

/** Who asked, as the proof of consent keeps it. */
export interface ConsentRequest {
  /** The client address as the server sees it (request.ip: TRUST_PROXY honoured). */
  ip: string;
  language: Language;
}

/** The stored form of a link's token: its SHA-256, so the table alone opens no link. */
export const hashConfirmationToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Newsletter double opt-in (docs/decisions/031): a request to subscribe only sends a link; the address is subscribed
 * when the link is used. Every answer to a request is the same, whatever the address's state.
 */
export class NewsletterService {
  constructor(
    private readonly db: Db,
    private readonly publicUrl: string,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * Records the request and e-mails a confirmation link, unless the address is already subscribed or a limit is
   * reached (one mail per address per hour, a few per client address, a bound for everybody): then nothing happens,
   * and the caller cannot tell. A new address is kept as pending; an existing subscriber's row is left untouched.
   */
  async subscribe({ email, name, form, page }: NewsletterSubscribeValues, { ip, language }: ConsentRequest): Promise<void> {
    await this.db.transaction(async (tx) => {
      // Two requests for one address, on any instance, take turns here, so the hourly limit holds under a race.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`newsletter:${email}`}))`);
      const now = this.now();
      const [subscriber] = await tx.select({ isActive: s.isActive }).from(s).where(eq(s.email, email)).for('update');
      if (subscriber?.isActive) return;
      if (!(await this.mayMail(tx, email, ip, new Date(now.getTime() - HOUR_MS)))) return;

      if (!subscriber) await tx.insert(s).values({ email, name: name ?? null, source: 'website', isActive: false }).onConflictDoNothing();
      const token = randomBytes(32).toString('base64url');
      const [confirmation] = await tx
        .insert(c)
        .values({
          email,
          name: name ?? null,
          tokenHash: hashConfirmationToken(token),
          language,
          requestedAt: now,
          requestedIp: ip,
          form,
          page: page ?? null,
          expiresAt: new Date(now.getTime() + NEWSLETTER_CONFIRMATION.linkValidHours * HOUR_MS),
        })
        .returning({ id: c.id });
      if (!confirmation) throw new Error('newsletter confirmation insert returned no row');
      const brand = await readMailBrand(tx, this.publicUrl);
      const link = `${this.publicUrl}${newsletterConfirmationPath(token, language)}`;
      await enqueueEmail(tx, {
        to: email,
        ...newsletterConfirmationEmail({ link, hours: NEWSLETTER_CONFIRMATION.linkValidHours, brand, language }),
        dedupeKey: `newsletter-confirmation:${confirmation.id}`,
      });
    });
  }

  /** Whether one more confirmation e-mail may leave now: for this address, from this client, and overall. */
  private async mayMail(tx: Db, email: string, ip: string, since: Date): Promise<boolean> {
    const recent = (where: SQL | undefined) =>
      tx
        .select({ n: count() })
        .from(c)
        .where(and(gt(c.requestedAt, since), where))
        .then(([row]) => row?.n ?? 0);
    const limits = NEWSLETTER_CONFIRMATION;
    return (
      (await recent(eq(c.email, email))) < limits.mailsPerAddressPerHour &&
      (await recent(eq(c.requestedIp, ip))) < limits.mailsPerClientPerHour &&
      (await recent(undefined)) < limits.mailsPerHour
    );
  }

  /**
   * Uses a confirmation link: once, before it expires. The subscriber becomes active with this confirmation's time;
   * the name typed with the request never replaces the name of a subscriber confirmed before. A link used before answers
   * `already_confirmed` and changes nothing, so it cannot undo a later unsubscribe.
   */
  async confirm(token: string, ip: string): Promise<NewsletterConfirmResponse> {
    return this.db.transaction(async (tx) => {
      const now = this.now();
      const [request] = await tx.select().from(c).where(eq(c.tokenHash, hashConfirmationToken(token))).for('update');
      if (!request) throw new AppError('not_found', NEWSLETTER_MESSAGES.unknownConfirmation);
      if (request.confirmedAt) return { status: 'already_confirmed' };
      if (request.expiresAt <= now) throw new AppError('not_found', NEWSLETTER_MESSAGES.unknownConfirmation);

      await tx.update(c).set({ confirmedAt: now, confirmedIp: ip }).where(eq(c.id, request.id));
      await tx
        .insert(s)
        .values({ email: request.email, name: request.name, source: 'website', isActive: true, confirmedAt: now })
        .onConflictDoUpdate({
          target: s.email,
          // A pending row's name came from an unconfirmed request: the confirmed one's wins. A confirmed name stays.
          set: { isActive: true, confirmedAt: now, name: sql`case when ${s.confirmedAt} is null then excluded.name else coalesce(${s.name}, excluded.name) end` },
        });
      return { status: 'confirmed' };
    });
  }

  /** Marks the token's subscriber inactive; using a link twice is fine, an unknown token is not. */
  async unsubscribe(token: string): Promise<void> {
    const rows = await this.db
      .update(s)
      .set({ isActive: false })
      .where(eq(s.unsubscribeToken, token))
      .returning({ id: s.id });
    if (rows.length === 0) throw new AppError('not_found', NEWSLETTER_MESSAGES.unknownToken);
  }
}

import { asc, count, eq, gt } from 'drizzle-orm';
import { adminContactsPath } from '@domain/admin-links';
import type { Language } from '@domain/languages';
import type { ContactFormValues, PublicContactInfoResponse, SupportTicketValues } from '@domain/schemas/contact';
import { contactInfo, contactSubmissions, supportTickets } from '../../db/schema';
import type { Db } from '../../db/types';
import { readBrandAndPromises } from '../../mail/shop-promises';
import { enqueueEmail } from '../../mail/outbox';
import { contactNotificationEmail, contactReceivedEmail, ticketNotificationEmail, ticketReceivedEmail } from '../../mail/templates/contact-emails';
import { shopNotificationAddresses, shopReplyTo } from '../orders/notification-recipients';

/**
 * Acknowledgements go to whatever address a visitor types, so besides the limit per client (the routes) there is one
 * for everybody (RELIABILITY 31): past it a message or ticket is still stored and the shop still told, but no
 * acknowledgement leaves until the hour has passed.
 */
export const ACKNOWLEDGEMENTS_PER_HOUR = 200;
const HOUR_MS = 60 * 60_000;

/** The contact form, support tickets and the public contact details (back-office spec §2 /contact, /support). */
export class ContactService {
  constructor(
    private readonly db: Db,
    private readonly publicUrl: string,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Stores the message with the sender's language, tells the shop and acknowledges it, in one transaction. */
  async submitMessage(values: ContactFormValues, language: Language): Promise<void> {
    await this.db.transaction(async (tx) => {
      const since = new Date(this.now().getTime() - HOUR_MS);
      const [recent] = await tx.select({ n: count() }).from(contactSubmissions).where(gt(contactSubmissions.createdAt, since));
      const [row] = await tx.insert(contactSubmissions).values({ ...values, language }).returning({ id: contactSubmissions.id });
      if (!row) throw new Error('contact submission insert returned no row');
      const link = `${this.publicUrl}${adminContactsPath()}`;
      const { brand, promises } = await readBrandAndPromises(tx, this.publicUrl);
      for (const address of await shopNotificationAddresses(tx)) {
        await enqueueEmail(tx, { to: address, ...contactNotificationEmail(values, link, brand), dedupeKey: `contact-notification:${row.id}:${address}` });
      }
      if ((recent?.n ?? 0) < ACKNOWLEDGEMENTS_PER_HOUR) {
        const ack = contactReceivedEmail(values, brand, language, promises);
        await enqueueEmail(tx, { to: values.email, replyTo: await shopReplyTo(tx), ...ack, dedupeKey: `contact-received:${row.id}` });
      }
    });
  }

  /** Stores the ticket (its number made by the database, random), acknowledges it and tells the shop. */
  async submitTicket(values: SupportTicketValues, language: Language): Promise<{ ticketNumber: string }> {
    return this.db.transaction(async (tx) => {
      const since = new Date(this.now().getTime() - HOUR_MS);
      const [recent] = await tx.select({ n: count() }).from(supportTickets).where(gt(supportTickets.createdAt, since));
      const [ticket] = await tx.insert(supportTickets).values({ ...values, language }).returning();
      if (!ticket) throw new Error('support ticket insert returned no row');
      const facts = { ...values, ticketNumber: ticket.ticketNumber };
      const { brand, promises } = await readBrandAndPromises(tx, this.publicUrl);
      if ((recent?.n ?? 0) < ACKNOWLEDGEMENTS_PER_HOUR) {
        const ack = ticketReceivedEmail(facts, brand, language, promises);
        await enqueueEmail(tx, { to: ticket.email, replyTo: await shopReplyTo(tx), ...ack, dedupeKey: `ticket-received:${ticket.id}` });
      }
      const link = `${this.publicUrl}${adminContactsPath('tickets')}`;
      for (const address of await shopNotificationAddresses(tx)) {
        await enqueueEmail(tx, { to: address, ...ticketNotificationEmail(facts, link, brand), dedupeKey: `ticket-notification:${ticket.id}:${address}` });
      }
      return { ticketNumber: ticket.ticketNumber };
    });
  }

  /** Active contact details, by category then order (back-office spec §7). */
  async publicContactInfo(): Promise<PublicContactInfoResponse> {
    const rows = await this.db
      .select({ id: contactInfo.id, category: contactInfo.category, contactType: contactInfo.contactType, label: contactInfo.label, value: contactInfo.value, description: contactInfo.description, translations: contactInfo.translations })
      .from(contactInfo)
      .where(eq(contactInfo.isActive, true))
      .orderBy(asc(contactInfo.category), asc(contactInfo.orderIndex), asc(contactInfo.createdAt));
    return { items: rows };
  }
}

import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { CONTACT_SUBJECTS, keptContactTranslations, type ContactSubject } from '@domain/content';
import { isLanguage } from '@domain/languages';
import {
  CONTACT_ADMIN_MESSAGES,
  CONTACT_INFO_MESSAGES,
  type AdminContactSubmission,
  type AdminSupportTicket,
  type ContactInfoEntry,
  type ContactInfoListResponse,
  type ContactInfoValues,
  type ContactSubmissionListQuery,
  type ContactSubmissionListResponse,
  type ContactSubmissionStatusInput,
  type SupportTicketListQuery,
  type SupportTicketListResponse,
  type SupportTicketStatusInput,
  type ThreadMessage,
  type ThreadReplyInput,
  type ThreadResponse,
} from '@domain/schemas/contact';
import { contactInfo, contactSubmissions, contactThreadMessages, supportTickets, users, type ContactInfo, type ContactSubmission, type ContactThreadMessage, type SupportTicket } from '../../db/schema';
import { containsPattern } from '../../db/sql-text';
import type { Db } from '../../db/types';
import { AppError } from '../../errors';
import { assertSameVersion, type AdminActor } from '../audit/admin-actor';
import { recordAudit } from '../audit/audit.service';
import { readMailBrand } from '../../mail/brand';
import { enqueueEmail } from '../../mail/outbox';
import { threadReplyEmail, type RepliedTo } from '../../mail/templates/contact-emails';
import { shopReplyTo } from '../orders/notification-recipients';

function submissionView(row: ContactSubmission): AdminContactSubmission {
  return { ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

function ticketView(row: SupportTicket): AdminSupportTicket {
  return { ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

function contactInfoView(row: ContactInfo): ContactInfoEntry {
  return { ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

/** What the audit log keeps of a contact detail: the fields of the form. */
function contactInfoRecord(row: ContactInfo) {
  const { id: _id, createdAt: _created, updatedAt: _updated, ...fields } = row;
  return fields;
}

function messageView(row: ContactThreadMessage): ThreadMessage {
  return { id: row.id, authorType: row.authorType, authorName: row.authorName, body: row.body, createdAt: row.createdAt.toISOString() };
}

/** The customer's first message, as the thread's first entry (it stays on its submission or ticket row). */
function firstMessage(row: { id: string; name: string; message: string; createdAt: Date }): ThreadMessage {
  return { id: `${row.id}:original`, authorType: 'customer', authorName: row.name, body: row.message, createdAt: row.createdAt.toISOString() };
}

const contactSubjectOf = (subject: string | null): ContactSubject | null => ((CONTACT_SUBJECTS as readonly string[]).includes(subject ?? '') ? (subject as ContactSubject) : null);

const order = (direction: 'asc' | 'desc', ...columns: Parameters<typeof asc>[0][]) => columns.map((column) => (direction === 'desc' ? desc(column) : asc(column)));

/** Contact Management (submissions and tickets) and Contact Information Management; every write audited. */
export class ContactAdminService {
  constructor(
    private readonly db: Db,
    private readonly publicUrl: string,
  ) {}

  /** Newest first; search on name, e-mail, subject or message; filter by status. */
  async listSubmissions({ page, pageSize, q, status, sort }: ContactSubmissionListQuery): Promise<ContactSubmissionListResponse> {
    const filters: SQL[] = [];
    if (status) filters.push(eq(contactSubmissions.status, status));
    if (q) {
      const pattern = containsPattern(q);
      filters.push(or(ilike(contactSubmissions.name, pattern), ilike(contactSubmissions.email, pattern), ilike(contactSubmissions.subject, pattern), ilike(contactSubmissions.message, pattern)) as SQL);
    }
    const where = filters.length > 0 ? and(...filters) : undefined;
    const [rows, totals] = await Promise.all([
      this.db
        .select()
        .from(contactSubmissions)
        .where(where)
        .orderBy(...order(sort.direction, contactSubmissions.createdAt, contactSubmissions.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      this.db.select({ n: count() }).from(contactSubmissions).where(where),
    ]);
    return { items: rows.map(submissionView), total: totals[0]?.n ?? 0, page, pageSize };
  }

  async setSubmissionStatus(actor: AdminActor, id: string, { status, version }: ContactSubmissionStatusInput): Promise<AdminContactSubmission> {
    return this.db.transaction(async (tx) => {
      const [current] = await tx.select().from(contactSubmissions).where(eq(contactSubmissions.id, id)).for('update');
      if (!current) throw new AppError('not_found', CONTACT_ADMIN_MESSAGES.submissionNotFound);
      assertSameVersion(current.updatedAt, version);
      const [updated] = await tx.update(contactSubmissions).set({ status, updatedAt: new Date() }).where(eq(contactSubmissions.id, id)).returning();
      if (!updated) throw new AppError('not_found', CONTACT_ADMIN_MESSAGES.submissionNotFound);
      await recordAudit(tx, actor, { action: 'contact_submission.status', entityType: 'contact_submission', entityId: id, before: { status: current.status }, after: { status } });
      return submissionView(updated);
    });
  }

  /** Newest first; search on ticket number, name, e-mail, order number, subject or message; filter by status. */
  async listTickets({ page, pageSize, q, status, sort }: SupportTicketListQuery): Promise<SupportTicketListResponse> {
    const filters: SQL[] = [];
    if (status) filters.push(eq(supportTickets.status, status));
    if (q) {
      const pattern = containsPattern(q);
      filters.push(
        or(
          ilike(supportTickets.ticketNumber, pattern),
          ilike(supportTickets.name, pattern),
          ilike(supportTickets.email, pattern),
          ilike(supportTickets.orderNumber, pattern),
          ilike(supportTickets.subject, pattern),
          ilike(supportTickets.message, pattern),
        ) as SQL,
      );
    }
    const where = filters.length > 0 ? and(...filters) : undefined;
    const [rows, totals] = await Promise.all([
      this.db
        .select()
        .from(supportTickets)
        .where(where)
        .orderBy(...order(sort.direction, supportTickets.createdAt, supportTickets.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      this.db.select({ n: count() }).from(supportTickets).where(where),
    ]);
    return { items: rows.map(ticketView), total: totals[0]?.n ?? 0, page, pageSize };
  }

  async setTicketStatus(actor: AdminActor, id: string, { status, version }: SupportTicketStatusInput): Promise<AdminSupportTicket> {
    return this.db.transaction(async (tx) => {
      const [current] = await tx.select().from(supportTickets).where(eq(supportTickets.id, id)).for('update');
      if (!current) throw new AppError('not_found', CONTACT_ADMIN_MESSAGES.ticketNotFound);
      assertSameVersion(current.updatedAt, version);
      const [updated] = await tx.update(supportTickets).set({ status, updatedAt: new Date() }).where(eq(supportTickets.id, id)).returning();
      if (!updated) throw new AppError('not_found', CONTACT_ADMIN_MESSAGES.ticketNotFound);
      await recordAudit(tx, actor, { action: 'support_ticket.status', entityType: 'support_ticket', entityId: id, before: { status: current.status }, after: { status } });
      return ticketView(updated);
    });
  }

  /** A submission's thread: the customer's message, then replies and follow-ups, oldest first. */
  async submissionThread(id: string): Promise<ThreadResponse> {
    const [row] = await this.db.select().from(contactSubmissions).where(eq(contactSubmissions.id, id));
    if (!row) throw new AppError('not_found', CONTACT_ADMIN_MESSAGES.submissionNotFound);
    const replies = await this.db.select().from(contactThreadMessages).where(eq(contactThreadMessages.contactSubmissionId, id)).orderBy(asc(contactThreadMessages.createdAt), asc(contactThreadMessages.id));
    return { messages: [firstMessage(row), ...replies.map(messageView)] };
  }

  /** A ticket's thread, as a submission's. */
  async ticketThread(id: string): Promise<ThreadResponse> {
    const [row] = await this.db.select().from(supportTickets).where(eq(supportTickets.id, id));
    if (!row) throw new AppError('not_found', CONTACT_ADMIN_MESSAGES.ticketNotFound);
    const replies = await this.db.select().from(contactThreadMessages).where(eq(contactThreadMessages.supportTicketId, id)).orderBy(asc(contactThreadMessages.createdAt), asc(contactThreadMessages.id));
    return { messages: [firstMessage(row), ...replies.map(messageView)] };
  }

  /**
   * An admin's reply to a contact message: kept in the thread, the submission answered, audited, and e-mailed to the
   * sender in the language they wrote in with Reply-To the shop, all in one transaction (docs/decisions/036).
   */
  async replyToSubmission(actor: AdminActor, id: string, { message, version }: ThreadReplyInput): Promise<AdminContactSubmission> {
    return this.db.transaction(async (tx) => {
      const [current] = await tx.select().from(contactSubmissions).where(eq(contactSubmissions.id, id)).for('update');
      if (!current) throw new AppError('not_found', CONTACT_ADMIN_MESSAGES.submissionNotFound);
      assertSameVersion(current.updatedAt, version);
      const reply = await this.storeReply(tx, actor, { contactSubmissionId: id }, message);
      const [updated] = await tx.update(contactSubmissions).set({ status: 'answered', updatedAt: new Date() }).where(eq(contactSubmissions.id, id)).returning();
      if (!updated) throw new AppError('not_found', CONTACT_ADMIN_MESSAGES.submissionNotFound);
      await recordAudit(tx, actor, { action: 'contact_submission.reply', entityType: 'contact_submission', entityId: id, before: { status: current.status }, after: { status: updated.status, replyId: reply.id, reply: message } });
      await this.mailReply(tx, current, reply.id, message, { kind: 'contact', subject: contactSubjectOf(current.subject) });
      return submissionView(updated);
    });
  }

  /** An admin's reply to a support ticket, as to a contact message. */
  async replyToTicket(actor: AdminActor, id: string, { message, version }: ThreadReplyInput): Promise<AdminSupportTicket> {
    return this.db.transaction(async (tx) => {
      const [current] = await tx.select().from(supportTickets).where(eq(supportTickets.id, id)).for('update');
      if (!current) throw new AppError('not_found', CONTACT_ADMIN_MESSAGES.ticketNotFound);
      assertSameVersion(current.updatedAt, version);
      const reply = await this.storeReply(tx, actor, { supportTicketId: id }, message);
      const [updated] = await tx.update(supportTickets).set({ status: 'answered', updatedAt: new Date() }).where(eq(supportTickets.id, id)).returning();
      if (!updated) throw new AppError('not_found', CONTACT_ADMIN_MESSAGES.ticketNotFound);
      await recordAudit(tx, actor, { action: 'support_ticket.reply', entityType: 'support_ticket', entityId: id, before: { status: current.status }, after: { status: updated.status, replyId: reply.id, reply: message } });
      await this.mailReply(tx, current, reply.id, message, { kind: 'ticket', ticketNumber: current.ticketNumber, subject: current.subject });
      return ticketView(updated);
    });
  }

  private async storeReply(tx: Db, actor: AdminActor, parent: { contactSubmissionId: string } | { supportTicketId: string }, body: string): Promise<ContactThreadMessage> {
    const [author] = await tx.select({ name: users.name }).from(users).where(eq(users.id, actor.id));
    const [reply] = await tx
      .insert(contactThreadMessages)
      .values({ ...parent, authorType: 'admin', authorId: actor.id, authorName: author?.name.trim() || actor.email, body })
      .returning();
    if (!reply) throw new Error('thread message insert returned no row');
    return reply;
  }

  private async mailReply(tx: Db, to: { name: string; email: string; message: string; language: string }, replyId: string, reply: string, repliedTo: RepliedTo): Promise<void> {
    const language = isLanguage(to.language) ? to.language : 'en';
    const content = threadReplyEmail({ name: to.name, reply, original: to.message, repliedTo }, await readMailBrand(tx, this.publicUrl), language);
    await enqueueEmail(tx, { to: to.email, replyTo: await shopReplyTo(tx), ...content, dedupeKey: `thread-reply:${replyId}` });
  }

  /** Every entry, active or not, by category then order (§7). */
  async listContactInfo(): Promise<ContactInfoListResponse> {
    const rows = await this.db.select().from(contactInfo).orderBy(asc(contactInfo.category), asc(contactInfo.orderIndex), asc(contactInfo.createdAt));
    return { items: rows.map(contactInfoView) };
  }

  async createContactInfo(actor: AdminActor, values: ContactInfoValues): Promise<ContactInfoEntry> {
    return this.db.transaction(async (tx) => {
      const [created] = await tx.insert(contactInfo).values({ ...values, translations: keptContactTranslations(values.contactType, values.translations) }).returning();
      if (!created) throw new Error('contact info insert returned no row');
      await recordAudit(tx, actor, { action: 'contact_info.create', entityType: 'contact_info', entityId: created.id, after: contactInfoRecord(created) });
      return contactInfoView(created);
    });
  }

  async updateContactInfo(actor: AdminActor, id: string, { version, ...values }: ContactInfoValues & { version: string }): Promise<ContactInfoEntry> {
    return this.db.transaction(async (tx) => {
      const [current] = await tx.select().from(contactInfo).where(eq(contactInfo.id, id)).for('update');
      if (!current) throw new AppError('not_found', CONTACT_INFO_MESSAGES.notFound);
      assertSameVersion(current.updatedAt, version);
      const [updated] = await tx.update(contactInfo).set({ ...values, translations: keptContactTranslations(values.contactType, values.translations), updatedAt: new Date() }).where(eq(contactInfo.id, id)).returning();
      if (!updated) throw new AppError('not_found', CONTACT_INFO_MESSAGES.notFound);
      await recordAudit(tx, actor, { action: 'contact_info.update', entityType: 'contact_info', entityId: id, before: contactInfoRecord(current), after: contactInfoRecord(updated) });
      return contactInfoView(updated);
    });
  }

  async removeContactInfo(actor: AdminActor, id: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [current] = await tx.select().from(contactInfo).where(eq(contactInfo.id, id)).for('update');
      if (!current) throw new AppError('not_found', CONTACT_INFO_MESSAGES.notFound);
      await tx.delete(contactInfo).where(eq(contactInfo.id, id));
      await recordAudit(tx, actor, { action: 'contact_info.delete', entityType: 'contact_info', entityId: id, before: contactInfoRecord(current) });
    });
  }
}

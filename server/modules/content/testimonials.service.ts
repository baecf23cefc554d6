import type { Language } from '@domain/languages';
import { and, asc, count, desc, eq, ilike, or, sum, type SQL } from 'drizzle-orm';
import type { PublicTestimonial } from '@domain/schemas/content';
import {
  averageRating,
  PUBLIC_TESTIMONIALS_PAGE_SIZE,
  TESTIMONIAL_MESSAGES,
  type AdminTestimonial,
  type AdminTestimonialListQuery,
  type AdminTestimonialListResponse,
  type PublicTestimonialsResponse,
  type SubmitTestimonialInput,
  type UpdateTestimonialRequest,
} from '@domain/schemas/testimonials';
import { CachedJson } from '../../lib/cached-json';
import { escapeHtml } from '../../lib/escape-html';
import { sanitizeHtml } from '../../lib/sanitize-html';
import { testimonials } from '../../db/schema';
import { containsPattern } from '../../db/sql-text';
import type { Db } from '../../db/types';
import { AppError } from '../../errors';
import { assertSameVersion, type AdminActor } from '../audit/admin-actor';
import { recordAudit } from '../audit/audit.service';

type Row = typeof testimonials.$inferSelect;
const ENTITY = 'testimonial';

/** A visitor's plain text as the HTML every testimonial is stored in: escaped, paragraphs and line breaks kept. */
export function plainTextToHtml(text: string): string {
  return text
    .replace(/\r\n/g, '\n')
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

function toPublic(row: Row): PublicTestimonial {
  return {
    id: row.id,
    name: row.name,
    position: row.position,
    company: row.company,
    // Sanitised on the way out too: a row written before the sanitiser existed stays harmless.
    content: sanitizeHtml(row.content),
    rating: row.rating,
    imageUrl: row.imageUrl,
    language: row.language,
    createdAt: row.createdAt.toISOString(),
  };
}

function toAdmin(row: Row): AdminTestimonial {
  return { ...toPublic(row), approved: row.approved, orderIndex: row.orderIndex, isDemo: row.isDemo, updatedAt: row.updatedAt.toISOString() };
}

/** What the audit log keeps of a testimonial. */
function record(row: Row) {
  return { name: row.name, company: row.company, position: row.position, rating: row.rating, language: row.language, approved: row.approved, orderIndex: row.orderIndex, updatedAt: row.updatedAt };
}

const notFound = () => new AppError('not_found', TESTIMONIAL_MESSAGES.notFound);
/** Spec §4: the public list in order_index ascending, then newest first. */
const publicOrder = [asc(testimonials.orderIndex), desc(testimonials.createdAt), asc(testimonials.id)];

/**
 * Testimonials: the public form and list, and Testimonial Management. Every admin write runs with its audit entry in
 * one transaction, then calls `onChange` so the home page's cached testimonials follow at once.
 */
export class TestimonialService {
  /** The first page of /testimonials, which the server renders: served from memory until a write. */
  private readonly firstPage: CachedJson<PublicTestimonialsResponse>;

  constructor(
    private readonly db: Db,
    private readonly onChange: () => void,
  ) {
    this.firstPage = new CachedJson(() => this.readApproved(1, PUBLIC_TESTIMONIALS_PAGE_SIZE));
  }

  /** Drops the kept first page (a write here, or one made through another instance). */
  invalidate(): void {
    this.firstPage.invalidate();
  }

  private changed(): void {
    this.invalidate();
    this.onChange();
  }

  /** Stores a visitor's testimonial unapproved (spec §4): nothing shows before an admin approves it. */
  async submit(input: SubmitTestimonialInput, language: Language): Promise<void> {
    await this.db.insert(testimonials).values({
      name: input.name,
      company: input.company,
      position: input.position,
      content: plainTextToHtml(input.content),
      rating: input.rating,
      // The page's language it was written on: shown as written, labelled with it.
      language,
      approved: false,
    });
    // Nothing public changes until it is approved; the admin list is read fresh.
  }

  /** The first page's snapshot (what the server renders), or null for any other page (read from the database). */
  cachedFirstPage(page: number, pageSize: number) {
    if (page === 1 && pageSize === PUBLIC_TESTIMONIALS_PAGE_SIZE) return this.firstPage.get();
    return null;
  }

  async readApproved(page: number, pageSize: number): Promise<PublicTestimonialsResponse> {
    const approved = eq(testimonials.approved, true);
    const [rows, totals] = await Promise.all([
      this.db
        .select()
        .from(testimonials)
        .where(approved)
        .orderBy(...publicOrder)
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      this.db.select({ n: count(), ratings: sum(testimonials.rating) }).from(testimonials).where(approved),
    ]);
    const total = totals[0]?.n ?? 0;
    return { items: rows.map(toPublic), total, page, pageSize, averageRating: averageRating(Number(totals[0]?.ratings ?? 0), total) };
  }

  /** Testimonial Management: All, Pending or Approved with the three counts; search on name, company or content; one language. */
  async list({ page, pageSize, q, status, language }: AdminTestimonialListQuery): Promise<AdminTestimonialListResponse> {
    const filters: SQL[] = [];
    if (q) {
      const pattern = containsPattern(q);
      filters.push(or(ilike(testimonials.name, pattern), ilike(testimonials.company, pattern), ilike(testimonials.content, pattern)) as SQL);
    }
    // The counts follow the search and the language; the status buttons are what they count.
    if (language) filters.push(eq(testimonials.language, language));
    const searched = filters.length ? and(...filters) : undefined;
    if (status) filters.push(eq(testimonials.approved, status === 'approved'));
    const where = filters.length ? and(...filters) : undefined;
    // Pending ones newest first (the ones to review); approved ones in their display order.
    const order = status === 'pending' ? [desc(testimonials.createdAt), asc(testimonials.id)] : [asc(testimonials.approved), ...publicOrder];
    const [rows, counts] = await Promise.all([
      this.db
        .select()
        .from(testimonials)
        .where(where)
        .orderBy(...order)
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      this.db.select({ approved: testimonials.approved, n: count() }).from(testimonials).where(searched).groupBy(testimonials.approved),
    ]);
    const approvedCount = counts.find((c) => c.approved)?.n ?? 0;
    const pendingCount = counts.find((c) => !c.approved)?.n ?? 0;
    const total = status === 'approved' ? approvedCount : status === 'pending' ? pendingCount : approvedCount + pendingCount;
    return { items: rows.map(toAdmin), total, page, pageSize, counts: { all: approvedCount + pendingCount, pending: pendingCount, approved: approvedCount } };
  }

  /** Approve, reject (back to pending), move or set the language of a testimonial, from the version the admin saw. */
  async update(actor: AdminActor, id: string, { version, approved, orderIndex, language }: UpdateTestimonialRequest): Promise<AdminTestimonial> {
    const row = await this.db.transaction(async (tx) => {
      const [before] = await tx.select().from(testimonials).where(eq(testimonials.id, id)).for('update');
      if (!before) throw notFound();
      assertSameVersion(before.updatedAt, version);
      const [after] = await tx
        .update(testimonials)
        .set({ approved: approved ?? before.approved, orderIndex: orderIndex ?? before.orderIndex, language: language ?? before.language, updatedAt: new Date() })
        .where(eq(testimonials.id, id))
        .returning();
      if (!after) throw notFound();
      const action = approved === undefined || approved === before.approved ? 'testimonial.update' : approved ? 'testimonial.approve' : 'testimonial.reject';
      await recordAudit(tx, actor, { action, entityType: ENTITY, entityId: id, before: record(before), after: record(after) });
      return after;
    });
    this.changed();
    return toAdmin(row);
  }

  /** Deletes a testimonial (the screen asks first, spec §5). */
  async remove(actor: AdminActor, id: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [before] = await tx.select().from(testimonials).where(eq(testimonials.id, id)).for('update');
      if (!before) throw notFound();
      await tx.delete(testimonials).where(eq(testimonials.id, id));
      await recordAudit(tx, actor, { action: 'testimonial.delete', entityType: ENTITY, entityId: id, before: { ...record(before), content: before.content } });
    });
    this.changed();
  }
}

import { and, asc, count, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { subscriberGrowthRate, subscriberStatus, type ExportedSubscriber, type SubscriberStatus } from '@domain/newsletter';
import {
  NEWSLETTER_ADMIN_MESSAGES,
  type AdminSubscriber,
  type SubscriberExportQuery,
  type SubscriberListQuery,
  type SubscriberListResponse,
  type SubscriberStatsResponse,
} from '@domain/schemas/newsletter';
import { newsletterSubscribers, type NewsletterSubscriber } from '../../db/schema';
import { containsPattern } from '../../db/sql-text';
import type { Db } from '../../db/types';
import { AppError } from '../../errors';
import type { AdminActor } from '../audit/admin-actor';
import { recordAudit } from '../audit/audit.service';

const ENTITY = 'newsletter_subscriber';
/** Rows read per query while exporting: the export's memory stays this size whatever the list's length. */
export const EXPORT_BATCH_SIZE = 500;

const s = newsletterSubscribers;

function view(row: NewsletterSubscriber): AdminSubscriber {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    source: row.source,
    isActive: row.isActive,
    status: subscriberStatus(row),
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
    subscribedAt: row.subscribedAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Each status as a condition: pending is "never confirmed", whatever else the row says. */
const STATUS_FILTERS: Record<SubscriberStatus, SQL> = {
  active: eq(s.isActive, true),
  inactive: and(eq(s.isActive, false), isNotNull(s.confirmedAt)) as SQL,
  pending: isNull(s.confirmedAt),
};

/** What the audit log keeps of a subscriber (never the unsubscribe token). */
function record(row: NewsletterSubscriber) {
  return { email: row.email, name: row.name, source: row.source, isActive: row.isActive, status: subscriberStatus(row), subscribedAt: row.subscribedAt.toISOString() };
}

/** The list's and the export's filters: e-mail or name containing the search (any case), and the status. */
function filtersOf({ q, status }: SubscriberExportQuery): SQL | undefined {
  const filters: SQL[] = [];
  if (q) filters.push(or(ilike(s.email, containsPattern(q)), ilike(s.name, containsPattern(q))) as SQL);
  if (status) filters.push(STATUS_FILTERS[status]);
  return filters.length > 0 ? and(...filters) : undefined;
}

const notFound = () => new AppError('not_found', NEWSLETTER_ADMIN_MESSAGES.notFound);

/** /api/admin/newsletter: stats, the list, status changes, deletion and the CSV export. */
export class NewsletterAdminService {
  constructor(private readonly db: Db) {}

  async stats(): Promise<SubscriberStatsResponse> {
    const [row] = await this.db.select({ total: count(), active: count(sql`case when ${s.isActive} then 1 end`) }).from(s);
    const total = row?.total ?? 0;
    const active = row?.active ?? 0;
    return { total, active, growthRate: subscriberGrowthRate(total, active) };
  }

  async list({ page, pageSize, q, status, sort }: SubscriberListQuery): Promise<SubscriberListResponse> {
    const where = filtersOf({ q, status });
    const order = sort.direction === 'desc' ? desc : asc;
    const [rows, totals] = await Promise.all([
      this.db
        .select()
        .from(s)
        .where(where)
        .orderBy(order(s.subscribedAt), order(s.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      this.db.select({ n: count() }).from(s).where(where),
    ]);
    return { items: rows.map(view), total: totals[0]?.n ?? 0, page, pageSize };
  }

  /**
   * Sets the state the admin asked for (Activate / Deactivate). Asking for the state the subscriber is already in
   * writes nothing and records nothing, so a double click or two admins doing the same thing is harmless. A pending
   * subscriber cannot be activated: only the address's own confirmation proves consent (docs/decisions/031).
   */
  async setActive(actor: AdminActor, id: string, isActive: boolean): Promise<AdminSubscriber> {
    return this.db.transaction(async (tx) => {
      const [current] = await tx.select().from(s).where(eq(s.id, id)).for('update');
      if (!current) throw notFound();
      if (current.isActive === isActive) return view(current);
      if (isActive && current.confirmedAt === null) throw new AppError('conflict', NEWSLETTER_ADMIN_MESSAGES.notConfirmed);
      const [updated] = await tx.update(s).set({ isActive }).where(eq(s.id, id)).returning();
      if (!updated) throw notFound();
      await recordAudit(tx, actor, {
        action: isActive ? 'newsletter_subscriber.activate' : 'newsletter_subscriber.deactivate',
        entityType: ENTITY,
        entityId: id,
        before: record(current),
        after: record(updated),
      });
      return view(updated);
    });
  }

  async remove(actor: AdminActor, id: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [deleted] = await tx.delete(s).where(eq(s.id, id)).returning();
      if (!deleted) throw notFound();
      await recordAudit(tx, actor, { action: 'newsletter_subscriber.delete', entityType: ENTITY, entityId: id, before: record(deleted) });
    });
  }

  /**
   * The filtered list, newest first, read in batches with a keyset (subscribed_at, id) so each query is an index
   * range and the export never holds more than one batch. The cursor is the timestamp as text: a JS Date would drop
   * PostgreSQL's microseconds and skip or repeat rows subscribed within one millisecond.
   */
  async *exportBatches(filters: SubscriberExportQuery, batchSize = EXPORT_BATCH_SIZE): AsyncGenerator<ExportedSubscriber[]> {
    let cursor: { at: string; id: string } | undefined;
    for (;;) {
      const after = cursor ? sql`(${s.subscribedAt}, ${s.id}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)` : undefined;
      const rows = await this.db
        .select({
          email: s.email,
          name: s.name,
          subscribedAt: s.subscribedAt,
          isActive: s.isActive,
          confirmedAt: s.confirmedAt,
          source: s.source,
          id: s.id,
          at: sql<string>`${s.subscribedAt}::text`,
        })
        .from(s)
        .where(and(filtersOf(filters), after))
        .orderBy(desc(s.subscribedAt), desc(s.id))
        .limit(batchSize);
      if (rows.length > 0) yield rows.map(({ email, name, subscribedAt, isActive, confirmedAt, source }) => ({ email, name, subscribedAt, isActive, confirmedAt, source }));
      const last = rows.at(-1);
      if (!last || rows.length < batchSize) return;
      cursor = { at: last.at, id: last.id };
    }
  }
}

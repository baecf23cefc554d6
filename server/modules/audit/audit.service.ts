import { and, asc, count, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { AUDIT_AREAS } from '@domain/audit';
import { addDays, startOfUtcDay } from '@domain/dates';
import type { AuditActorsResponse, AuditEntry, AuditListQuery, AuditListResponse } from '@domain/schemas/admin';
import { LAST_QUERY_DAY } from '@domain/schemas/date-query';
import { auditLog } from '../../db/schema';
import type { Db } from '../../db/types';
import type { AdminActor } from './admin-actor';

/** What one admin write changed: `before` null for a creation, `after` null for a deletion. */
export interface AuditChange {
  /** `<entity>.<verb>`, e.g. 'product.update', 'order.status', 'coupon.delete'. */
  action: string;
  entityType: string;
  entityId: string;
  before?: object | null;
  after?: object | null;
}

/** A row as JSON: dates as ISO strings, nothing else changed (the stored snapshot is what the API showed). */
function snapshot(value: object | null | undefined): Record<string, unknown> | null {
  if (!value) return null;
  return JSON.parse(JSON.stringify(value)) as Record<string, unknown>;
}

/**
 * What an edit changed, for its audit entry: the fields whose values differ (compared as JSON; `skip` left out), before
 * and after, and the `named` fields on both sides, changed or not, so the log can say which record it was
 * (docs/decisions/035). A field an edit leaves alone is not written again: a record's French and Spanish texts appear
 * only in the entry of an edit that changed them, and the log's sentence names them without printing them (ADR 038).
 */
export function changedValues<T extends object>(before: T, after: T, { named = [], skip = [] }: { named?: readonly (keyof T)[]; skip?: readonly (keyof T)[] } = {}): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const was: Record<string, unknown> = {};
  const is: Record<string, unknown> = {};
  for (const key of named) {
    was[key as string] = before[key];
    is[key as string] = after[key];
  }
  for (const key of Object.keys(after) as (keyof T)[]) {
    if (skip.includes(key) || named.includes(key)) continue;
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) {
      was[key as string] = before[key];
      is[key as string] = after[key];
    }
  }
  return { before: was, after: is };
}

/**
 * Records an admin write. Call it with the transaction's `tx` that made the change, so the change and its record
 * commit or roll back together (DESIGN.md "admin API").
 */
/** The admin making a write, or (id null) the payment provider's own changes (docs/decisions/040). */
export async function recordAudit(tx: Db, actor: AdminActor | { id: null; email: string }, change: AuditChange): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: actor.id,
    actorEmail: actor.email,
    action: change.action,
    entityType: change.entityType,
    entityId: change.entityId,
    before: snapshot(change.before),
    after: snapshot(change.after),
  });
}

function toEntry(row: typeof auditLog.$inferSelect): AuditEntry {
  return {
    id: row.id,
    actorEmail: row.actorEmail,
    action: row.action,
    entityType: row.entityType,
    entityId: row.entityId,
    before: row.before ?? null,
    after: row.after ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export type AuditQuery = Pick<AuditListQuery, 'page' | 'pageSize'> & Partial<Omit<AuditListQuery, 'page' | 'pageSize'>>;

/** A LIKE pattern that finds the text anywhere, its own % and _ taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/** The list's filters; each one an index serves (docs/decisions/035): actor and area with created_at, days on created_at. */
function filtersOf({ entityType, entityId, actor, area, from, to, q }: Omit<AuditQuery, 'page' | 'pageSize'>): SQL | undefined {
  const filters: SQL[] = [];
  if (entityType) filters.push(eq(auditLog.entityType, entityType));
  if (entityId) filters.push(eq(auditLog.entityId, entityId));
  if (actor) filters.push(eq(auditLog.actorEmail, actor));
  if (area) filters.push(inArray(auditLog.entityType, [...AUDIT_AREAS[area]]));
  if (from) filters.push(gte(auditLog.createdAt, new Date(startOfUtcDay(from))));
  // The day after `to` as the bound, unless `to` is the last day a query may name (its next day has a five-digit year).
  if (to && to < LAST_QUERY_DAY) filters.push(lt(auditLog.createdAt, addDays(new Date(startOfUtcDay(to)), 1)));
  if (q) {
    const pattern = containing(q);
    // The stored values as text: a search for "R-410A" or "239" finds the entries that named it.
    filters.push(
      or(
        ilike(auditLog.actorEmail, pattern),
        ilike(auditLog.action, pattern),
        ilike(auditLog.entityId, pattern),
        ilike(sql`coalesce(${auditLog.before}::text, '')`, pattern),
        ilike(sql`coalesce(${auditLog.after}::text, '')`, pattern),
      ) as SQL,
    );
  }
  return filters.length > 0 ? and(...filters) : undefined;
}

export class AuditService {
  constructor(private readonly db: Db) {}

  /** Newest first (or oldest first), optionally one record's history or the screen's filters, a page at a time. */
  async list({ page, pageSize, sort, ...filters }: AuditQuery): Promise<AuditListResponse> {
    const where = filtersOf(filters);
    const order = sort?.direction === 'asc' ? [asc(auditLog.createdAt), asc(auditLog.id)] : [desc(auditLog.createdAt), desc(auditLog.id)];
    const [rows, totals] = await Promise.all([
      this.db
        .select()
        .from(auditLog)
        .where(where)
        .orderBy(...order)
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      this.db.select({ n: count() }).from(auditLog).where(where),
    ]);
    return { items: rows.map(toEntry), total: totals[0]?.n ?? 0, page, pageSize };
  }

  /** Every e-mail that made a change, for the person filter (served by the actor index). */
  async actors(): Promise<AuditActorsResponse> {
    const rows = await this.db.selectDistinct({ email: auditLog.actorEmail }).from(auditLog).orderBy(asc(auditLog.actorEmail)).limit(500);
    return { items: rows.map((row) => row.email) };
  }
}

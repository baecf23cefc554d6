import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { AuditEntry, AuditListResponse } from '@domain/schemas/admin';
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
 * Records an admin write. Call it with the transaction's `tx` that made the change, so the change and its record
 * commit or roll back together (DESIGN.md "admin API").
 */
export async function recordAudit(tx: Db, actor: AdminActor, change: AuditChange): Promise<void> {
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

export interface AuditQuery {
  page: number;
  pageSize: number;
  entityType?: string | undefined;
  entityId?: string | undefined;
}

export class AuditService {
  constructor(private readonly db: Db) {}

  /** Newest first, optionally one record's history (entityType + entityId). */
  async list({ page, pageSize, entityType, entityId }: AuditQuery): Promise<AuditListResponse> {
    const filters: SQL[] = [];
    if (entityType) filters.push(eq(auditLog.entityType, entityType));
    if (entityId) filters.push(eq(auditLog.entityId, entityId));
    const where = filters.length > 0 ? and(...filters) : undefined;
    const [rows, totals] = await Promise.all([
      this.db
        .select()
        .from(auditLog)
        .where(where)
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      this.db.select({ n: count() }).from(auditLog).where(where),
    ]);
    return { items: rows.map(toEntry), total: totals[0]?.n ?? 0, page, pageSize };
  }
}

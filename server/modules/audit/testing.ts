import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { and, desc, eq } from 'drizzle-orm';
import { auditLog } from '../../db/schema';
import type { Db } from '../../db/types';
import { ensureAdminAccount } from '../auth/admin-account';
import { signIn } from '../auth/testing';

/** Test helpers for admin routes (imported by *.test.ts only). */

/** A fresh admin account signed in: its e-mail and session cookie. */
export async function signInNewAdmin(app: FastifyInstance, db: Db): Promise<{ email: string; cookie: string }> {
  const email = `admin.${randomUUID().slice(0, 8)}@example.com`;
  const password = 'admin-pass-1';
  await ensureAdminAccount(db, { email, password });
  return { email, cookie: await signIn(app, email, password) };
}

/** The audit entries of one record, newest first. */
export function auditEntriesOf(db: Db, entityType: string, entityId: string) {
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, entityId)))
    .orderBy(desc(auditLog.createdAt));
}

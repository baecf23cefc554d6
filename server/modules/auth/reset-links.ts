import { createHash } from 'node:crypto';
import { and, eq, like, lt, ne } from 'drizzle-orm';
import { verifications } from '../../db/schema';
import type { Db } from '../../db/types';

export const RESET_PREFIX = 'reset-password:';

/** A reset row's identifier: the prefix kept (to find an account's links), the token only as its SHA-256. */
export function hashedResetIdentifier(identifier: string): string {
  return `${RESET_PREFIX}${createHash('sha256').update(identifier.slice(RESET_PREFIX.length)).digest('base64url')}`;
}

/**
 * The account's pending reset links (the row's value is the user id), all or those older than `before`. Every
 * password change calls it (account settings, a completed reset, create-admin and ADMIN_PASSWORD): a link asked
 * for before the change never sets a password after it (RELIABILITY 39).
 */
export function deleteResetLinks(db: Db, userId: string, before?: { id: string; createdAt: Date }) {
  const older = before ? [ne(verifications.id, before.id), lt(verifications.createdAt, before.createdAt)] : [];
  return db.delete(verifications).where(and(eq(verifications.value, userId), like(verifications.identifier, `${RESET_PREFIX}%`), ...older));
}

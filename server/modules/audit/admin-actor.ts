import type { FastifyRequest } from 'fastify';
import { ADMIN_MESSAGES } from '@domain/schemas/admin';
import { AppError } from '../../errors';

/** The administrator making a write, as the audit log records them. */
export interface AdminActor {
  id: string;
  email: string;
}

/** The signed-in admin of a request under /api/admin/ (the admin guard has already refused anyone else). */
export async function adminActor(request: FastifyRequest): Promise<AdminActor> {
  const session = await request.currentSession();
  if (!session || session.user.role !== 'admin') throw new AppError('forbidden', 'Administrator access is required.');
  return { id: session.user.id, email: session.user.email };
}

/**
 * Refuses an edit that started from an older version of the record (DESIGN.md "admin API"): `version` is the
 * `updatedAt` the admin's screen loaded, `current` the stored one read FOR UPDATE in the same transaction.
 */
export function assertSameVersion(current: Date, version: string): void {
  if (current.getTime() !== new Date(version).getTime()) throw new AppError('conflict', ADMIN_MESSAGES.staleEdit);
}

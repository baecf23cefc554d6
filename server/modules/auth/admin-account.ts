import { randomUUID } from 'node:crypto';
import { hashPassword } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import { accounts, profiles, users } from '../../db/schema';
import type { Db } from '../../db/types';
import { deleteResetLinks } from './reset-links';

export interface AdminCredentials {
  email: string;
  password: string;
  name?: string;
}

/** The only way to become admin: this account gets role admin and the given password, created if missing. */
export async function ensureAdminAccount(db: Db, { email, password, name = 'Administrator' }: AdminCredentials): Promise<'created' | 'updated'> {
  const normalized = email.trim().toLowerCase();
  const hash = await hashPassword(password);
  const now = new Date();
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, normalized));
    if (existing) {
      await tx.update(users).set({ role: 'admin', updatedAt: now }).where(eq(users.id, existing.id));
      const [credential] = await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.userId, existing.id));
      if (credential) {
        await tx.update(accounts).set({ password: hash, updatedAt: now }).where(eq(accounts.id, credential.id));
      } else {
        await tx.insert(accounts).values({ id: randomUUID(), accountId: existing.id, providerId: 'credential', userId: existing.id, password: hash, createdAt: now, updatedAt: now });
      }
      // A new password: reset links asked for before it die with the old one.
      await deleteResetLinks(tx, existing.id);
      return 'updated' as const;
    }
    const id = randomUUID();
    await tx.insert(users).values({ id, name, email: normalized, emailVerified: true, role: 'admin', createdAt: now, updatedAt: now });
    await tx.insert(accounts).values({ id: randomUUID(), accountId: id, providerId: 'credential', userId: id, password: hash, createdAt: now, updatedAt: now });
    await tx.insert(profiles).values({ userId: id, fullName: name }).onConflictDoNothing();
    return 'created' as const;
  });
}

import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { and, eq, lt } from 'drizzle-orm';
import { ACCOUNT_BACKOFF, claimAttempt, type BackoffPolicy } from '@domain/attempt-backoff';
import { authThrottles, usedSecondFactorCodes } from '../../db/schema';
import type { Db } from '../../db/types';
import { AppError } from '../../errors';

/** A 429 that knows how long to wait; the route puts it in Retry-After. */
export class RetryLaterError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super('rate_limited', message);
  }
}

/** Runs a route's work; a RetryLaterError it throws leaves with its Retry-After header. */
export async function withRetryAfter<T>(reply: FastifyReply, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof RetryLaterError) reply.header('retry-after', String(err.retryAfterSeconds));
    throw err;
  }
}

const digest = (text: string) => createHash('sha256').update(text).digest('base64url');

/** The sign-in key of an e-mail as typed (known or not, so a limit never tells which): its hash, never the address. */
export const signInKey = (email: string) => `sign-in:${digest(email.trim().toLowerCase())}`;
export const secondFactorKey = (userId: string) => `second-factor:${userId}`;

/**
 * Per-account attempt counters in the database, shared by every instance (ADR 030): `claim` counts an attempt
 * before it is checked and refuses while a back-off runs; `clear` forgets the key after a success.
 */
export class AttemptLimits {
  constructor(
    private readonly db: Db,
    private readonly policy: BackoffPolicy = ACCOUNT_BACKOFF,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Counts one attempt on `key`, or answers how many seconds to wait first. */
  async claim(key: string): Promise<{ allowed: true } | { allowed: false; retryAfterSeconds: number }> {
    const now = this.now();
    const decision = await this.db.transaction(async (tx) => {
      await tx.insert(authThrottles).values({ key, attempts: 0, lastAttemptAt: now }).onConflictDoNothing();
      const [row] = await tx.select().from(authThrottles).where(eq(authThrottles.key, key)).for('update');
      const state = row && row.attempts > 0 ? { attempts: row.attempts, lockedUntil: row.lockedUntil, lastAttemptAt: row.lastAttemptAt } : null;
      const outcome = claimAttempt(state, now, this.policy);
      if (outcome.allowed) {
        const { attempts, lockedUntil, lastAttemptAt } = outcome.next;
        await tx.update(authThrottles).set({ attempts, lockedUntil, lastAttemptAt: lastAttemptAt ?? now }).where(eq(authThrottles.key, key));
      }
      return outcome;
    });
    // Keys of e-mails nobody tried for a day go (an attacker typing random addresses leaves nothing lasting).
    await this.db.delete(authThrottles).where(lt(authThrottles.lastAttemptAt, new Date(now.getTime() - this.policy.forgetAfterSeconds * 1000)));
    return decision.allowed ? { allowed: true } : { allowed: false, retryAfterSeconds: decision.retryAfterSeconds };
  }

  /** Throws a RetryLaterError with `message(seconds)` while `key` must wait. */
  async claimOrRefuse(key: string, message: (retryAfterSeconds: number) => string): Promise<void> {
    const outcome = await this.claim(key);
    if (!outcome.allowed) throw new RetryLaterError(message(outcome.retryAfterSeconds), outcome.retryAfterSeconds);
  }

  async clear(key: string): Promise<void> {
    await this.db.delete(authThrottles).where(eq(authThrottles.key, key));
  }
}

/** A TOTP code is accepted at most 90 s (its period and each neighbour): kept longer than that, it can never be taken twice. */
const USED_CODE_KEPT_MS = 3 * 60_000;

/**
 * Marks a second-factor code of this account as used; false when it already was (RFC 6238 §5.2: a code is accepted
 * once). The primary key decides between two requests carrying the same code at once.
 */
export async function claimSecondFactorCode(db: Db, userId: string, code: string, now = new Date()): Promise<boolean> {
  await db.delete(usedSecondFactorCodes).where(and(eq(usedSecondFactorCodes.userId, userId), lt(usedSecondFactorCodes.expiresAt, now)));
  const inserted = await db
    .insert(usedSecondFactorCodes)
    .values({ userId, codeHash: digest(`${userId}:${code}`), expiresAt: new Date(now.getTime() + USED_CODE_KEPT_MS) })
    .onConflictDoNothing()
    .returning({ userId: usedSecondFactorCodes.userId });
  return inserted.length > 0;
}

/** Gives a code back when the check it was claimed for refused it (a wrong code must not block a later right one). */
export async function releaseSecondFactorCode(db: Db, userId: string, code: string): Promise<void> {
  await db.delete(usedSecondFactorCodes).where(and(eq(usedSecondFactorCodes.userId, userId), eq(usedSecondFactorCodes.codeHash, digest(`${userId}:${code}`))));
}

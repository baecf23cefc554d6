import { and, asc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import { emailOutbox } from '../db/schema';
import type { Db } from '../db/types';
import { outboxSignal } from '../mail/outbox';
import type { Mailer } from '../mail/transport';

type OutboxRow = typeof emailOutbox.$inferSelect;

/** The row as this worker claimed it: still sending, and not claimed again since (attempts unchanged). */
const claimOf = (message: OutboxRow) =>
  and(eq(emailOutbox.id, message.id), eq(emailOutbox.status, 'sending'), eq(emailOutbox.attempts, message.attempts));

interface WorkerLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface OutboxWorkerOptions {
  db: Db;
  mailer: Mailer;
  log?: WorkerLog;
  pollMs?: number;
  /** After failed runs (the database away), the wait before the next one doubles from pollMs up to this. */
  maxFailureWaitMs?: number;
  batchSize?: number;
  /** After this many failed attempts a message is marked failed and left for an operator. */
  maxAttempts?: number;
  /** Wait before attempt n + 1 after n failures. */
  retryDelayMs?: (attempts: number) => number;
  /**
   * A claimed message is the worker's for this long; it is renewed while the message is being sent, so only a
   * message whose worker died (process killed mid-send) is taken again, this long after its last renewal.
   */
  leaseMs?: number;
  /** How often a claim is renewed during a send (a third of the lease by default). */
  renewEveryMs?: number;
  now?: () => Date;
}

/** 30 s, 1 min, 2 min… up to one hour. */
export const exponentialBackoff = (attempts: number) => Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 60 * 60_000);

/** Short, so a message left by a killed process waits well under a minute; renewed while a send runs. */
export const LEASE_MS = 30_000;

const silentLog: WorkerLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

/**
 * Sends what the outbox holds: claims due rows (FOR UPDATE SKIP LOCKED, so several instances never
 * take the same one), sends each through the mailer, marks it sent, and schedules failures again
 * with exponential backoff. Delivery is at least once (docs/decisions/009): a message whose worker died
 * between the SMTP server's acceptance and the "sent" mark is sent again, with the same Message-ID.
 */
export class OutboxWorker {
  private readonly opts: Required<OutboxWorkerOptions>;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;
  private stopped = true;
  private failedRuns = 0;
  private readonly nudge = () => this.schedule(20);

  constructor(options: OutboxWorkerOptions) {
    this.opts = {
      log: silentLog,
      pollMs: 1000,
      maxFailureWaitMs: 30_000,
      batchSize: 10,
      maxAttempts: 8,
      retryDelayMs: exponentialBackoff,
      leaseMs: LEASE_MS,
      renewEveryMs: (options.leaseMs ?? LEASE_MS) / 3,
      now: () => new Date(),
      ...options,
    };
  }

  start(): this {
    if (!this.stopped) return this;
    this.stopped = false;
    outboxSignal.on('queued', this.nudge);
    this.schedule(0);
    return this;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    outboxSignal.off('queued', this.nudge);
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running?.catch(() => undefined);
  }

  /** Sends every due message once; returns how many were sent. */
  async runOnce(): Promise<number> {
    if (this.running) return this.running;
    this.running = this.drain().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.tick();
    }, delayMs);
    this.timer.unref();
  }

  private async tick(): Promise<void> {
    const { log, pollMs, maxFailureWaitMs } = this.opts;
    try {
      await this.runOnce();
      if (this.failedRuns > 0) log.info({ failedRuns: this.failedRuns }, 'outbox worker running again');
      this.failedRuns = 0;
    } catch (err) {
      this.failedRuns += 1;
      log.error({ err, failedRuns: this.failedRuns }, 'outbox worker failed');
    }
    // A database that went away is tried less and less often (not a log line a second); new mail still nudges the worker.
    this.schedule(this.failedRuns === 0 ? pollMs : Math.min(pollMs * 2 ** this.failedRuns, maxFailureWaitMs));
  }


  private async drain(): Promise<number> {
    let sent = 0;
    for (;;) {
      const batch = await this.claim();
      for (const message of batch) {
        if (await this.deliver(message)) sent += 1;
      }
      if (batch.length < this.opts.batchSize || this.stopped) return sent;
    }
  }

  private async claim() {
    const { db, now, leaseMs, batchSize } = this.opts;
    const at = now();
    return db.transaction(async (tx) => {
      const due = tx
        .select({ id: emailOutbox.id })
        .from(emailOutbox)
        .where(and(or(eq(emailOutbox.status, 'pending'), eq(emailOutbox.status, 'sending')), lte(emailOutbox.nextAttemptAt, at)))
        .orderBy(asc(emailOutbox.nextAttemptAt))
        .limit(batchSize)
        .for('update', { skipLocked: true });
      return tx
        .update(emailOutbox)
        .set({ status: 'sending', attempts: sql`${emailOutbox.attempts} + 1`, nextAttemptAt: new Date(at.getTime() + leaseMs) })
        .where(inArray(emailOutbox.id, due))
        .returning();
    });
  }

  /** Pushes the claim's lease forward every renewEveryMs until the returned function is called. */
  private holdClaim(message: OutboxRow) {
    const { db, now, leaseMs, renewEveryMs, log } = this.opts;
    let renewal: Promise<unknown> = Promise.resolve();
    const timer = setInterval(() => {
      renewal = db
        .update(emailOutbox)
        .set({ nextAttemptAt: new Date(now().getTime() + leaseMs) })
        .where(claimOf(message))
        .returning({ id: emailOutbox.id })
        .then((rows) => {
          if (rows.length === 0) log.warn({ outboxId: message.id }, 'e-mail claim lost while sending');
        })
        .catch((err: unknown) => log.warn({ err, outboxId: message.id }, 'e-mail claim not renewed'));
    }, renewEveryMs);
    timer.unref();
    return async () => {
      clearInterval(timer);
      await renewal;
    };
  }

  private async deliver(message: OutboxRow): Promise<boolean> {
    const { db, mailer, now, maxAttempts, retryDelayMs, log } = this.opts;
    const mine = claimOf(message);
    const release = this.holdClaim(message);
    try {
      await mailer.send({ id: message.id, to: message.toAddress, replyTo: message.replyTo, subject: message.subject, html: message.html, text: message.text });
    } catch (err) {
      await release();
      const failed = message.attempts >= maxAttempts;
      const lastError = (err instanceof Error ? err.message : String(err)).slice(0, 1000);
      await db
        .update(emailOutbox)
        .set({ status: failed ? 'failed' : 'pending', lastError, nextAttemptAt: new Date(now().getTime() + retryDelayMs(message.attempts)) })
        .where(mine);
      log.warn({ outboxId: message.id, attempts: message.attempts, failed, lastError }, 'e-mail not sent');
      return false;
    }
    await release();
    await db.update(emailOutbox).set({ status: 'sent', sentAt: now(), lastError: null }).where(mine);
    log.info({ outboxId: message.id }, 'e-mail sent');
    return true;
  }
}

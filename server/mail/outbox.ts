import { EventEmitter } from 'node:events';
import { emailOutbox } from '../db/schema';
import type { Db } from '../db/types';
import { headerSafe } from './escape';

export interface EmailContent {
  subject: string;
  html: string;
  text: string;
}

export interface OutgoingEmail extends EmailContent {
  to: string;
  /** The shop's address(es) on a customer e-mail that invites a reply (`shopReplyTo`), so the answer reaches the shop. */
  replyTo?: string | null;
  /** One fact, one mail: a second message with the same key is dropped. */
  dedupeKey?: string;
}

/** Wakes the outbox worker right after a message is queued instead of at its next poll. */
export const outboxSignal = new EventEmitter();

/**
 * Queues an e-mail inside the caller's transaction (or on the db handle for a single write): it is
 * sent by the outbox worker only once that transaction commits.
 */
export async function enqueueEmail(tx: Db, message: OutgoingEmail): Promise<void> {
  await enqueueEmails(tx, [message]);
}

/**
 * Queues several e-mails in one statement (an order's confirmation and the shop's notifications). Returns the dedupe
 * keys of the messages queued now (a key already queued is left out: its message was dropped).
 */
export async function enqueueEmails(tx: Db, messages: readonly OutgoingEmail[]): Promise<string[]> {
  if (messages.length === 0) return [];
  // The worker's clock, not the database's now(): a microsecond database time is later than the
  // millisecond Date the worker compares with, so a message queued in the same millisecond would
  // wait for the next poll.
  const nextAttemptAt = new Date();
  const queued = await tx
    .insert(emailOutbox)
    .values(
      messages.map((message) => ({
        toAddress: headerSafe(message.to),
        replyTo: message.replyTo ? headerSafe(message.replyTo) : null,
        subject: headerSafe(message.subject),
        html: message.html,
        text: message.text,
        dedupeKey: message.dedupeKey,
        nextAttemptAt,
      })),
    )
    .onConflictDoNothing({ target: emailOutbox.dedupeKey })
    .returning({ dedupeKey: emailOutbox.dedupeKey });
  outboxSignal.emit('queued');
  return queued.flatMap((row) => (row.dedupeKey ? [row.dedupeKey] : []));
}

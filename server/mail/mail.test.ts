import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../db/schema';
import { OutboxWorker, exponentialBackoff } from '../jobs/outbox-worker';
import { createTestDatabase } from '../testing/test-database';
import type { Database } from '../db/client';
import { escapeHtml } from '../lib/escape-html';
import { headerSafe } from './escape';
import { enqueueEmail } from './outbox';
import { passwordResetEmail } from './templates/password-reset';
import { createMailer } from './transport';

interface Received {
  to: string[];
  subject: string;
  html: string;
  text: string;
  raw: string;
}

/** A real SMTP server in this process; parses what arrives with postal-mime. */
async function startSmtp(port = 0) {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        PostalMime.parse(raw)
          .then((mail) => {
            received.push({ to: (mail.to ?? []).map((a) => a.address ?? ''), subject: mail.subject ?? '', html: mail.html ?? '', text: mail.text ?? '', raw });
            callback();
          })
          .catch(callback);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address() as AddressInfo;
  return { received, port: address.port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

async function freePort(): Promise<number> {
  const probe = await startSmtp();
  await probe.close();
  return probe.port;
}

let database: Database;
const workers: OutboxWorker[] = [];
beforeAll(async () => {
  database = await createTestDatabase();
});
afterEach(async () => {
  await Promise.all(workers.splice(0).map((w) => w.stop()));
});
afterAll(async () => {
  await database.close();
});

function worker(smtpPort: number, options: Partial<ConstructorParameters<typeof OutboxWorker>[0]> = {}) {
  const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${smtpPort}`, mailDir: '', from: 'FrigidFlow <no-reply@localhost>' });
  const w = new OutboxWorker({ db: database.db, mailer, ...options });
  workers.push(w);
  return w;
}

async function rowOf(dedupeKey: string) {
  const [row] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.dedupeKey, dedupeKey));
  return row;
}

describe('templates', () => {
  it('escape every interpolated value and keep line breaks out of headers (RELIABILITY 28)', () => {
    expect(escapeHtml(`<script>alert("x")</script>&'`)).toBe('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;&#39;');
    expect(headerSafe('Hi\r\nBcc: victim@example.com')).toBe('Hi Bcc: victim@example.com');
    const mail = passwordResetEmail({ name: '<script>alert(1)</script>\r\nBcc: x@y.z', link: 'http://localhost:3000/reset-password?token=a&b' });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; Bcc: x@y.z');
    expect(mail.html).toContain('href="http://localhost:3000/reset-password?token=a&amp;b"');
    expect(mail.subject).not.toMatch(/[\r\n]/);
  });
});

describe('outbox worker over real SMTP', () => {
  it('delivers a queued message once and marks it sent', async () => {
    const smtp = await startSmtp();
    try {
      await database.db.transaction(async (tx) => {
        await enqueueEmail(tx, { to: 'buyer@example.com', subject: 'Order received', html: '<p>Thanks</p>', text: 'Thanks', dedupeKey: 'delivery-1' });
      });
      const w = worker(smtp.port);
      expect(await w.runOnce()).toBe(1);
      expect(await w.runOnce()).toBe(0);
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]).toMatchObject({ to: ['buyer@example.com'], subject: 'Order received', text: expect.stringContaining('Thanks') });
      expect(await rowOf('delivery-1')).toMatchObject({ status: 'sent', attempts: 1, lastError: null, sentAt: expect.any(Date) });
    } finally {
      await smtp.close();
    }
  });

  it('drops a second message with the same dedupe key', async () => {
    await enqueueEmail(database.db, { to: 'a@example.com', subject: 'One', html: '', text: 'x', dedupeKey: 'dedupe-1' });
    await enqueueEmail(database.db, { to: 'a@example.com', subject: 'Two', html: '', text: 'x', dedupeKey: 'dedupe-1' });
    const rows = await database.db.select().from(emailOutbox).where(eq(emailOutbox.dedupeKey, 'dedupe-1'));
    expect(rows.map((r) => r.subject)).toEqual(['One']);
    await database.db.delete(emailOutbox).where(eq(emailOutbox.dedupeKey, 'dedupe-1'));
  });

  it('keeps the message while the SMTP server is down, retries with backoff, and sends it once when it is back (RELIABILITY 13)', async () => {
    const port = await freePort();
    let now = new Date('2026-05-01T10:00:00Z');
    await enqueueEmail(database.db, { to: 'later@example.com', subject: 'Retry me', html: '<p>x</p>', text: 'x', dedupeKey: 'retry-1' });
    await database.db.update(emailOutbox).set({ nextAttemptAt: now }).where(eq(emailOutbox.dedupeKey, 'retry-1'));
    const w = worker(port, { now: () => now });

    expect(await w.runOnce()).toBe(0);
    const failed = await rowOf('retry-1');
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, lastError: expect.stringMatching(/ECONNREFUSED|connect/i) });
    expect(failed?.nextAttemptAt.getTime()).toBe(now.getTime() + exponentialBackoff(1));

    const smtp = await startSmtp(port);
    try {
      expect(await w.runOnce()).toBe(0); // not due yet
      now = new Date(now.getTime() + exponentialBackoff(1));
      expect(await w.runOnce()).toBe(1);
      expect(await w.runOnce()).toBe(0);
      now = new Date(now.getTime() + 24 * 60 * 60_000);
      expect(await w.runOnce()).toBe(0);
      expect(smtp.received.filter((m) => m.subject === 'Retry me')).toHaveLength(1);
      expect(await rowOf('retry-1')).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    } finally {
      await smtp.close();
    }
  });

  it('marks a message failed after the last attempt', async () => {
    const port = await freePort();
    let now = new Date('2026-05-02T10:00:00Z');
    await enqueueEmail(database.db, { to: 'x@example.com', subject: 'Give up', html: '', text: 'x', dedupeKey: 'fail-1' });
    await database.db.update(emailOutbox).set({ nextAttemptAt: now }).where(eq(emailOutbox.dedupeKey, 'fail-1'));
    const w = worker(port, { now: () => now, maxAttempts: 2 });
    await w.runOnce();
    now = new Date(now.getTime() + 60 * 60_000);
    await w.runOnce();
    expect(await rowOf('fail-1')).toMatchObject({ status: 'failed', attempts: 2 });
  });

  it('sends a message queued a moment before the worker runs, every time', async () => {
    const smtp = await startSmtp();
    try {
      const w = worker(smtp.port);
      const sent: number[] = [];
      for (let i = 0; i < 20; i += 1) {
        await enqueueEmail(database.db, { to: `now${i}@example.com`, subject: `Right away ${i}`, html: '', text: 'x', dedupeKey: `right-away-${i}` });
        sent.push(await w.runOnce());
      }
      expect(sent).toEqual(Array.from({ length: 20 }, () => 1));
    } finally {
      await smtp.close();
    }
  });

  it('never sends one row twice when two workers run at once', async () => {
    const smtp = await startSmtp();
    try {
      for (let i = 0; i < 12; i += 1) {
        await enqueueEmail(database.db, { to: `c${i}@example.com`, subject: `Concurrent ${i}`, html: '', text: 'x', dedupeKey: `concurrent-${i}` });
      }
      const [a, b] = [worker(smtp.port), worker(smtp.port)];
      const [sentA, sentB] = await Promise.all([a.runOnce(), b.runOnce()]);
      expect(sentA + sentB).toBe(12);
      const subjects = smtp.received.map((m) => m.subject).filter((s) => s.startsWith('Concurrent'));
      expect(subjects).toHaveLength(12);
      expect(new Set(subjects).size).toBe(12);
    } finally {
      await smtp.close();
    }
  });

  it('escapes a <script> name in the password reset mail as it arrives', async () => {
    const smtp = await startSmtp();
    try {
      const mail = passwordResetEmail({ name: '<script>alert(1)</script>', link: 'http://localhost:3000/reset-password?token=abc' });
      await enqueueEmail(database.db, { to: 'victim@example.com', ...mail, dedupeKey: 'escape-1' });
      await worker(smtp.port).runOnce();
      const got = smtp.received.find((m) => m.to.includes('victim@example.com'));
      expect(got?.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
      expect(got?.html).not.toContain('<script>');
      expect(got?.text).toContain('http://localhost:3000/reset-password?token=abc');
    } finally {
      await smtp.close();
    }
  });

  it('is woken right after a message is queued once started', async () => {
    const smtp = await startSmtp();
    try {
      worker(smtp.port, { pollMs: 60_000 }).start();
      await new Promise((r) => setTimeout(r, 100));
      await enqueueEmail(database.db, { to: 'fast@example.com', subject: 'Nudged', html: '', text: 'x', dedupeKey: 'nudge-1' });
      await expect.poll(() => smtp.received.some((m) => m.subject === 'Nudged'), { timeout: 5000 }).toBe(true);
    } finally {
      await smtp.close();
    }
  });
});

describe('without SMTP_URL', () => {
  it('writes .eml files under the mail folder', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ff-mail-'));
    try {
      const mailer = createMailer({ mailDir: path.join(dir, 'mail'), from: 'FrigidFlow <no-reply@localhost>' });
      await enqueueEmail(database.db, { to: 'file@example.com', subject: 'On disk', html: '<p>hi</p>', text: 'hi', dedupeKey: 'eml-1' });
      const w = new OutboxWorker({ db: database.db, mailer });
      workers.push(w);
      await w.runOnce();
      const files = fs.readdirSync(path.join(dir, 'mail')).filter((f) => f.endsWith('.eml'));
      expect(files.length).toBeGreaterThanOrEqual(1);
      const parsed = await Promise.all(files.map((f) => PostalMime.parse(fs.readFileSync(path.join(dir, 'mail', f)))));
      expect(parsed.some((m) => m.subject === 'On disk' && m.to?.[0]?.address === 'file@example.com')).toBe(true);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

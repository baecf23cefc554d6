import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { headerSafe } from './escape';

export interface MailMessage {
  id: string;
  to: string;
  subject: string;
  html: string | null;
  text: string | null;
}

/** Sends one message or throws; the outbox worker owns retries. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export interface MailerOptions {
  /** smtp:// or smtps:// URL; unset writes .eml files under mailDir. */
  smtpUrl?: string;
  mailDir: string;
  from: string;
}

/** nodemailer over SMTP_URL, or .eml files under DATA_DIR/mail when no SMTP server is configured. */
export function createMailer({ smtpUrl, mailDir, from }: MailerOptions): Mailer {
  const transport = smtpUrl
    ? nodemailer.createTransport(smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({
        from,
        to: headerSafe(message.to),
        subject: headerSafe(message.subject),
        html: message.html ?? undefined,
        text: message.text ?? undefined,
        // Every attempt at one outbox row carries the same Message-ID, so a receiver drops a repeat (docs/decisions/009).
        messageId: messageIdFor(message.id, from),
      });
      if (!smtpUrl) {
        await fs.mkdir(mailDir, { recursive: true });
        const file = path.join(mailDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${message.id}.eml`);
        await fs.writeFile(file, (info as { message: Buffer }).message);
      }
    },
    close: () => transport.close(),
  };
}

/** The one Message-ID of an outbox row: its id at the sender's domain ("FrigidFlow <no-reply@shop.example>" → shop.example). */
export function messageIdFor(outboxId: string, from: string): string {
  const domain = /@([A-Za-z0-9.-]+)>?\s*$/.exec(from.trim())?.[1] ?? 'frigidflow.invalid';
  return `<${outboxId}@${domain.toLowerCase()}>`;
}

/** The sender: MAIL_FROM, or no-reply at the shop's own host. */
export function defaultFrom(publicUrl: string): string {
  return `FrigidFlow <no-reply@${new URL(publicUrl).hostname}>`;
}

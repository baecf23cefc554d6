import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { headerSafe } from './escape';

export interface MailMessage {
  id: string;
  to: string;
  /** Where an answer goes (the shop, for customer e-mails that invite one); unset: the sender. */
  replyTo?: string | null;
  subject: string;
  html: string | null;
  text: string | null;
}

/** Sends one message or throws; the outbox worker owns retries. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** A sender whose display name is looked up at each send (the stored company name), so a renamed shop signs its next mail. */
export interface NamedSender {
  address: string;
  name: () => Promise<string>;
}

export interface MailerOptions {
  /** smtp:// or smtps:// URL; unset writes .eml files under mailDir. */
  smtpUrl?: string;
  mailDir: string;
  /** MAIL_FROM as written, or a sender named at each send. */
  from: string | NamedSender;
}

/** nodemailer over SMTP_URL, or .eml files under DATA_DIR/mail when no SMTP server is configured. */
export function createMailer({ smtpUrl, mailDir, from: sender }: MailerOptions): Mailer {
  const transport = smtpUrl
    ? nodemailer.createTransport(smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const address = typeof sender === 'string' ? sender : sender.address;
  return {
    async send(message) {
      // nodemailer quotes or encodes an address object's name; headerSafe keeps line breaks out of it.
      const from = typeof sender === 'string' ? sender : { name: headerSafe(await sender.name()), address: sender.address };
      const info = await transport.sendMail({
        from,
        to: headerSafe(message.to),
        replyTo: message.replyTo ? headerSafe(message.replyTo) : undefined,
        subject: headerSafe(message.subject),
        html: message.html ?? undefined,
        text: message.text ?? undefined,
        // Every attempt at one outbox row carries the same Message-ID, so a receiver drops a repeat (docs/decisions/009).
        messageId: messageIdFor(message.id, address),
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

/** The address mail is sent from while MAIL_FROM is unset: no-reply at the shop's own host. */
export function noReplyAddress(publicUrl: string): string {
  return `no-reply@${new URL(publicUrl).hostname}`;
}

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
        messageId: `<${message.id}@frigidflow>`,
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

/** The sender: MAIL_FROM, or no-reply at the shop's own host. */
export function defaultFrom(publicUrl: string): string {
  return `FrigidFlow <no-reply@${new URL(publicUrl).hostname}>`;
}

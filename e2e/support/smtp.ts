import type { AddressInfo } from 'node:net';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  /** The Reply-To addresses, lower-cased (none: answers go to the sender). */
  replyTo: string[];
  subject: string;
  text: string;
  html: string;
}

export interface TestSmtp {
  /** The SMTP_URL to start the app with. */
  url: string;
  messages: ReceivedMail[];
  /** Resolves with the first message (already received or arriving later) that matches. */
  waitForMail(match: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  stop(): Promise<void>;
}

/** A real SMTP server in the test process on a free port; every message is parsed with postal-mime. */
export async function startTestSmtp(): Promise<TestSmtp> {
  const messages: ReceivedMail[] = [];
  const waiters = new Set<() => void>();

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        PostalMime.parse(Buffer.concat(chunks)).then(
          (email) => {
            messages.push({
              to: (email.to ?? []).flatMap((address) => ('address' in address && address.address ? [address.address.toLowerCase()] : [])),
              replyTo: (email.replyTo ?? []).flatMap((address) => ('address' in address && address.address ? [address.address.toLowerCase()] : [])),
              subject: email.subject ?? '',
              text: email.text ?? '',
              html: email.html ?? '',
            });
            for (const wake of waiters) wake();
            callback();
          },
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
        );
      });
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitForMail: (match, timeoutMs = 30_000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.find(match);
          if (!found) return false;
          cleanup();
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`no matching e-mail within ${timeoutMs} ms (received ${messages.length})`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(wake);
        };
        const wake = () => void check();
        if (!check()) waiters.add(wake);
      }),
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

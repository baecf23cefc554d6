import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLoggedApp, LOG_LEVELS, type LoggedApp } from '../testing/logged-app';
import { within } from '../testing/poll';

/** Set by a test: the newsletter's insert fails as on a PostgreSQL server shutting down. */
let databaseDown = false;

function failInserts(query: string) {
  if (databaseDown && /insert into "newsletter_subscribers"/i.test(query)) {
    throw Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
  }
}

let t: LoggedApp;
let port: number;

beforeAll(async () => {
  t = await createLoggedApp({ onQuery: failInserts });
  port = Number(new URL(t.origin).port);
}, 180_000);
afterAll(async () => {
  await t?.close();
});

/** Starts a JSON POST, sends part of its body, then hangs up, as a browser tab closed mid-upload. */
function abortMidBody(path: string, body: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nContent-Length: ${body.length + 500}\r\n\r\n${body}`,
        () => {
          socket.destroy();
          resolve();
        },
      );
    });
    socket.on('error', reject);
  });
}

const newsletterSignUp = (email: string) =>
  fetch(`${t.origin}/api/newsletter`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email }) });

describe('a client that hangs up is not a database outage', () => {
  it('logs a request body cut short at info level, not as the database being unreachable, and takes no 503 path', async () => {
    const before = t.lines.length;
    await abortMidBody('/api/newsletter', '{"email":"half-');
    await within(3000, async () => expect(t.lines.slice(before).some((line) => /hung up|service unavailable/.test(line.msg))).toBe(true));
    const lines = t.lines.slice(before);
    expect(lines.filter((line) => line.level >= LOG_LEVELS.warn)).toEqual([]);
    expect(lines.some((line) => /database|service unavailable/.test(line.msg))).toBe(false);
    expect(lines.find((line) => /hung up/.test(line.msg))?.level).toBe(LOG_LEVELS.info);
    expect(lines.some((line) => (line.res as { statusCode?: number } | undefined)?.statusCode === 503)).toBe(false);
    // The shop is not in an outage: health and the same route answer as usual.
    expect((await fetch(`${t.origin}/api/health`)).status).toBe(200);
    expect((await newsletterSignUp('after-abort@example.com')).status).toBeLessThan(300);
  });

  it('still answers a real database failure with 503 and logs it at error level', async () => {
    const before = t.lines.length;
    databaseDown = true;
    const res = await newsletterSignUp('during-outage@example.com');
    databaseDown = false;
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
    expect((await res.json()) as unknown).toEqual({ error: { code: 'service_unavailable', message: 'The service is temporarily unavailable. Please try again shortly.' } });
    const errors = t.lines.slice(before).filter((line) => line.level >= LOG_LEVELS.error);
    expect(errors).toHaveLength(1);
    expect(errors[0]?.msg).toMatch(/database .*cannot be reached/);
  });
});

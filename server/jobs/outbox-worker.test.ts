import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMailer } from '../mail/transport';
import { createTestDatabase } from '../testing/test-database';
import { OutboxWorker } from './outbox-worker';

afterEach(() => {
  vi.useRealTimers();
});

describe('the outbox worker while the database is away', () => {
  it('keeps trying, less and less often, without ending the process', async () => {
    const database = await createTestDatabase();
    await database.close();
    const failures: number[] = [];
    const log = { info: () => undefined, warn: () => undefined, error: (obj: object) => failures.push((obj as { failedRuns: number }).failedRuns) };
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const worker = new OutboxWorker({ db: database.db, mailer: createMailer({ mailDir: path.join(os.tmpdir(), 'ff-never-written'), from: 'shop@example.com' }), log, pollMs: 1000, maxFailureWaitMs: 30_000 }).start();
    await vi.advanceTimersByTimeAsync(120_000);
    await worker.stop();
    // Tried at 0, 2, 6, 14, 30, 60, 90 and 120 s: a handful of log lines, not one a second.
    expect(failures.length).toBeGreaterThanOrEqual(6);
    expect(failures.length).toBeLessThanOrEqual(9);
    expect(failures).toEqual(failures.map((_, index) => index + 1));
  });
});

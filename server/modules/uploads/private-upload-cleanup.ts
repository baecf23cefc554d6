import type { PrivateUploadService } from './private-uploads.service';

interface JobLog {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface PrivateUploadCleanupJobOptions {
  uploads: Pick<PrivateUploadService, 'removeUnattached'>;
  log?: JobLog;
  intervalMs?: number;
  firstRunMs?: number;
}

const silentLog: JobLog = { info: () => undefined, error: () => undefined };

/**
 * Removes customers' uploads that were never attached to a record within a day (docs/decisions/029), every hour.
 * Several instances may run it at once: each row is deleted by one of them, and a file already gone is no error.
 */
export class PrivateUploadCleanupJob {
  private readonly uploads: PrivateUploadCleanupJobOptions['uploads'];
  private readonly log: JobLog;
  private readonly intervalMs: number;
  private readonly firstRunMs: number;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<string[]> | null = null;

  constructor({ uploads, log = silentLog, intervalMs = 60 * 60_000, firstRunMs = 60_000 }: PrivateUploadCleanupJobOptions) {
    this.uploads = uploads;
    this.log = log;
    this.intervalMs = intervalMs;
    this.firstRunMs = firstRunMs;
  }

  start(): this {
    if (!this.timer) this.schedule(this.firstRunMs);
    return this;
  }

  async stop(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running?.catch(() => undefined);
  }

  /** One pass as of `now` (tests move the clock through it); returns the paths removed. */
  async runOnce(now?: Date): Promise<string[]> {
    if (this.running) return this.running;
    this.running = this.uploads.removeUnattached(now).finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private schedule(delayMs: number): void {
    this.timer = setTimeout(() => void this.tick(), delayMs);
    this.timer.unref();
  }

  private async tick(): Promise<void> {
    try {
      const removed = await this.runOnce();
      if (removed.length > 0) this.log.info({ removed: removed.length }, 'unattached private uploads removed');
    } catch (err) {
      this.log.error({ err }, 'private upload clean-up failed');
    }
    if (this.timer) this.schedule(this.intervalMs);
  }
}

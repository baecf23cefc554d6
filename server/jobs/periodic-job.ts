export interface JobLog {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export const silentLog: JobLog = { info: () => undefined, error: () => undefined };

export interface PeriodicJobOptions<R> {
  /** One pass; `now` lets tests move the clock. Its result is what a pass did (order numbers, paths…). */
  pass: (now?: Date) => Promise<R[]>;
  /** Logs a pass that did something. */
  report: (done: R[], log: JobLog) => void;
  /** Names the job in the error log ("unpaid order release"). */
  what: string;
  log: JobLog;
  intervalMs: number;
  firstRunMs: number;
}

/**
 * Runs a pass shortly after start, then every interval, never two at once in this process; a failed pass is logged
 * and the next one runs as planned. Several instances may each run it: the pass itself must make that safe.
 */
export class PeriodicJob<R> {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<R[]> | null = null;

  constructor(private readonly options: PeriodicJobOptions<R>) {}

  start(): this {
    if (!this.timer) this.schedule(this.options.firstRunMs);
    return this;
  }

  async stop(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running?.catch(() => undefined);
  }

  /** One pass now (as of `now`), or the one already under way. */
  async runOnce(now?: Date): Promise<R[]> {
    if (this.running) return this.running;
    this.running = this.options.pass(now).finally(() => {
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
      const done = await this.runOnce();
      if (done.length > 0) this.options.report(done, this.options.log);
    } catch (err) {
      this.options.log.error({ err }, `${this.options.what} failed`);
    }
    if (this.timer) this.schedule(this.options.intervalMs);
  }
}

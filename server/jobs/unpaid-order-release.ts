import type { UnpaidOrderService } from '../modules/orders/unpaid-orders.service';

interface JobLog {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface UnpaidOrderReleaseJobOptions {
  unpaidOrders: Pick<UnpaidOrderService, 'releaseExpired'>;
  log?: JobLog;
  /** Time between passes; the delay itself (days) is a site setting. */
  intervalMs?: number;
  /** The first pass, shortly after start. */
  firstRunMs?: number;
}

const silentLog: JobLog = { info: () => undefined, error: () => undefined };

/**
 * Runs the release of unpaid check and wire orders periodically. Several instances may run it at once:
 * each order is claimed by a conditional UPDATE, so only one of them releases it.
 */
export class UnpaidOrderReleaseJob {
  private readonly unpaidOrders: UnpaidOrderReleaseJobOptions['unpaidOrders'];
  private readonly log: JobLog;
  private readonly intervalMs: number;
  private readonly firstRunMs: number;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<string[]> | null = null;

  constructor({ unpaidOrders, log = silentLog, intervalMs = 15 * 60_000, firstRunMs = 30_000 }: UnpaidOrderReleaseJobOptions) {
    this.unpaidOrders = unpaidOrders;
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

  /** One pass; returns the order numbers released. */
  async runOnce(): Promise<string[]> {
    if (this.running) return this.running;
    this.running = this.unpaidOrders.releaseExpired().finally(() => {
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
      const released = await this.runOnce();
      if (released.length > 0) this.log.info({ released }, 'unpaid orders released');
    } catch (err) {
      this.log.error({ err }, 'unpaid order release failed');
    }
    if (this.timer) this.schedule(this.intervalMs);
  }
}

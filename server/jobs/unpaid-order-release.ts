import type { UnpaidOrderService } from '../modules/orders/unpaid-orders.service';
import { PeriodicJob, silentLog, type JobLog } from './periodic-job';

export interface UnpaidOrderReleaseJobOptions {
  unpaidOrders: Pick<UnpaidOrderService, 'releaseExpired'>;
  log?: JobLog;
  /** Time between passes; the delay itself (days) is a site setting. */
  intervalMs?: number;
  /** The first pass, shortly after start. */
  firstRunMs?: number;
}

/**
 * Runs the release of unpaid check and wire orders periodically. Several instances may run it at once:
 * each order is claimed by a conditional UPDATE, so only one of them releases it. A pass returns the order numbers released.
 */
export class UnpaidOrderReleaseJob extends PeriodicJob<string> {
  constructor({ unpaidOrders, log = silentLog, intervalMs = 15 * 60_000, firstRunMs = 30_000 }: UnpaidOrderReleaseJobOptions) {
    super({
      pass: () => unpaidOrders.releaseExpired(),
      report: (released, jobLog) => jobLog.info({ released }, 'unpaid orders released'),
      what: 'unpaid order release',
      log,
      intervalMs,
      firstRunMs,
    });
  }
}

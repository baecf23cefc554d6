import type { AdminQuoteService } from '../modules/quotes/quotes.admin.service';
import { PeriodicJob, silentLog, type JobLog } from './periodic-job';

export interface QuoteStockReleaseJobOptions {
  quotes: Pick<AdminQuoteService, 'releaseExpiredHolds'>;
  log?: JobLog;
  intervalMs?: number;
  firstRunMs?: number;
}

/**
 * Gives back the stock reserved by quotes past their last day (docs/decisions/032). Several instances may run it: each
 * quote's hold is released by one conditional UPDATE, so only one of them puts its cylinders back.
 */
export class QuoteStockReleaseJob extends PeriodicJob<string> {
  constructor({ quotes, log = silentLog, intervalMs = 15 * 60_000, firstRunMs = 35_000 }: QuoteStockReleaseJobOptions) {
    super({
      pass: () => quotes.releaseExpiredHolds(),
      report: (released, jobLog) => jobLog.info({ released }, 'quote stock reservations released'),
      what: 'quote stock release',
      log,
      intervalMs,
      firstRunMs,
    });
  }
}

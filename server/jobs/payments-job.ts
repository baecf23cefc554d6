import type { UpkeepDone } from '../modules/orders/payment-upkeep';
import { PeriodicJob, silentLog, type JobLog } from './periodic-job';

export interface PaymentsJobOptions {
  /** One pass as of `now` (the app's `paymentsPass`, server/modules/orders/payment-upkeep.ts). */
  pass: (now?: Date) => Promise<UpkeepDone[]>;
  log?: JobLog;
  intervalMs?: number;
  firstRunMs?: number;
}

/**
 * The payments job (issue 25, docs/decisions/040): every few minutes, a refund, capture or void whose answer was lost is
 * sent again with the same idempotency key, and an authorisation past its `capture_before` is asked about, so its order
 * becomes unpaid. Several instances may run it at once: each provider payment is claimed by a conditional UPDATE, and
 * the provider's idempotency keys make a repeated call move no money. A pass returns what it settled.
 */
export class PaymentsJob extends PeriodicJob<UpkeepDone> {
  constructor({ pass, log = silentLog, intervalMs = 5 * 60_000, firstRunMs = 45_000 }: PaymentsJobOptions) {
    super({
      pass,
      report: (settled, jobLog) => jobLog.info({ settled }, 'payments settled'),
      what: 'payments job',
      log,
      intervalMs,
      firstRunMs,
    });
  }
}

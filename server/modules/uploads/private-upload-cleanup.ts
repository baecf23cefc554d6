import { PeriodicJob, silentLog, type JobLog } from '../../jobs/periodic-job';
import type { PrivateUploadService } from './private-uploads.service';

export interface PrivateUploadCleanupJobOptions {
  uploads: Pick<PrivateUploadService, 'removeUnattached'>;
  log?: JobLog;
  intervalMs?: number;
  firstRunMs?: number;
}

/**
 * Removes customers' uploads that were never attached to a record within a day (docs/decisions/029), every hour.
 * Several instances may run it at once: each row is deleted by one of them, and a file already gone is no error.
 * A pass (`runOnce(now)`, tests move the clock through it) returns the paths removed.
 */
export class PrivateUploadCleanupJob extends PeriodicJob<string> {
  constructor({ uploads, log = silentLog, intervalMs = 60 * 60_000, firstRunMs = 60_000 }: PrivateUploadCleanupJobOptions) {
    super({
      pass: (now) => uploads.removeUnattached(now),
      report: (removed, jobLog) => jobLog.info({ removed: removed.length }, 'unattached private uploads removed'),
      what: 'private upload clean-up',
      log,
      intervalMs,
      firstRunMs,
    });
  }
}

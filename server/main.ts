import path from 'node:path';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { DataDirLockedError, lockDataDir } from './db/data-dir-lock';
import { prepareData } from './db/prepare';
import { ensureDemoPictureFiles } from './db/seed/demo-pictures';
import { DiskUploadStore, uploadsDirOf } from './modules/uploads/disk-upload-store';
import { OutboxWorker } from './jobs/outbox-worker';
import { UnpaidOrderReleaseJob } from './jobs/unpaid-order-release';
import { brandedSender } from './mail/brand';
import { createMailer } from './mail/transport';
import { UnpaidOrderService } from './modules/orders/unpaid-orders.service';

async function start() {
  const config = loadConfig();
  const releaseLock = lockDataDir(config.dataDir);
  // Drawn on sharp's threads while the database opens and migrates on this one (a new data folder's longest wait).
  const uploadStore = new DiskUploadStore(uploadsDirOf(config.dataDir));
  const demoPictureFiles = config.SEED_DEMO ? ensureDemoPictureFiles(uploadStore) : undefined;
  demoPictureFiles?.catch(() => undefined); // reported where prepareData awaits it
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, pgliteDir: path.join(config.dataDir, 'pg') });
  await database.migrate();
  await prepareData(database.db, config, { uploadStore, demoPictureFiles });

  const app = await buildApp({ config, database, uploadStore });
  const outbox = new OutboxWorker({
    db: database.db,
    mailer: createMailer({ smtpUrl: config.SMTP_URL, mailDir: path.join(config.dataDir, 'mail'), from: config.MAIL_FROM ?? brandedSender(database.db, config.publicUrl) }),
    log: app.log,
  });
  const unpaidOrders = new UnpaidOrderService({ db: database.db, publicUrl: config.publicUrl, onStockChanged: () => app.catalog.invalidate() });
  const releaseJob = new UnpaidOrderReleaseJob({ unpaidOrders, log: app.log });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) process.exit(1); // a second signal means: stop now
    closing = true;
    app.log.info({ signal }, 'shutting down');
    try {
      await releaseJob.stop();
      await outbox.stop();
      await app.close();
      await database.close();
    } finally {
      releaseLock();
      process.exit(0);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
  outbox.start();
  releaseJob.start();
}

start().catch((err: unknown) => {
  if (err instanceof ConfigError || err instanceof DataDirLockedError) {
    process.stderr.write(`${err.message}\n`);
  } else {
    process.stderr.write(`FrigidFlow could not start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  }
  process.exit(1);
});

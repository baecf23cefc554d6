import path from 'node:path';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { DataDirLockedError, lockDataDir } from './db/data-dir-lock';
import { SOURCE_HASH } from './build-info';
import { boundHeapGrowth } from './lib/heap-growth';
import { addressToOpen, readyMessage } from './logging';

/**
 * The rest of the server, loaded while the database opens: both take a few hundred ms, and what PGlite does off this
 * thread (reading and compiling its WebAssembly) then overlaps the modules' loading (a separate chunk of the build).
 */
async function loadServerModules() {
  const [app, prepare, demoPictures, uploads, startupLock, outbox, unpaidJob, brand, transport, unpaidOrders, privateUploads, privateCleanup, quoteStockJob, adminQuotes, paymentsJob] = await Promise.all([
    import('./app'),
    import('./db/prepare'),
    import('./db/seed/demo-pictures'),
    import('./modules/uploads/create-upload-store'),
    import('./db/startup-lock'),
    import('./jobs/outbox-worker'),
    import('./jobs/unpaid-order-release'),
    import('./mail/brand'),
    import('./mail/transport'),
    import('./modules/orders/unpaid-orders.service'),
    import('./modules/uploads/private-uploads.service'),
    import('./modules/uploads/private-upload-cleanup'),
    import('./jobs/quote-stock-release'),
    import('./modules/quotes/quotes.admin.service'),
    import('./jobs/payments-job'),
  ]);
  return { ...app, ...prepare, ...demoPictures, ...uploads, ...startupLock, ...outbox, ...unpaidJob, ...brand, ...transport, ...unpaidOrders, ...privateUploads, ...privateCleanup, ...quoteStockJob, ...adminQuotes, ...paymentsJob };
}

async function start() {
  boundHeapGrowth();
  const config = loadConfig();
  const releaseLock = lockDataDir(config.dataDir);
  const opening = openDatabase({ databaseUrl: config.DATABASE_URL, pgliteDir: path.join(config.dataDir, 'pg') });
  opening.catch(() => undefined); // reported where it is awaited below
  const {
    buildApp,
    prepareData,
    demoPictureNames,
    ensureDemoPictureFiles,
    createUploadStore,
    oneInstanceAtATime,
    OutboxWorker,
    UnpaidOrderReleaseJob,
    brandedSender,
    createMailer,
    UnpaidOrderService,
    PrivateUploadService,
    PrivateUploadCleanupJob,
    QuoteStockReleaseJob,
    AdminQuoteService,
    PaymentsJob,
  } = await loadServerModules();
  // Drawn on sharp's threads while the database opens and migrates on this one (a new data folder's longest wait).
  const uploadStore = await createUploadStore(config);
  // A start of the same build reads the pictures' names instead of drawing them again.
  const pictureNames = config.SEED_DEMO ? demoPictureNames({ file: path.join(config.dataDir, 'demo-pictures.json'), source: SOURCE_HASH }) : undefined;
  const demoPictureFiles = pictureNames ? ensureDemoPictureFiles(uploadStore, pictureNames) : undefined;
  demoPictureFiles?.catch(() => undefined); // reported where prepareData awaits it
  const database = await opening;
  await oneInstanceAtATime(config.DATABASE_URL, async () => {
    await database.migrate();
    await prepareData(database.db, config, { uploadStore, demoPictureFiles, demoPictureNames: pictureNames });
  });

  const app = await buildApp({ config, database, uploadStore });
  const outbox = new OutboxWorker({
    db: database.db,
    mailer: createMailer({ smtpUrl: config.SMTP_URL, mailDir: path.join(config.dataDir, 'mail'), from: config.MAIL_FROM ?? brandedSender(database.db, config.publicUrl) }),
    log: app.log,
  });
  const unpaidOrders = new UnpaidOrderService({ db: database.db, publicUrl: config.publicUrl, onStockChanged: () => app.changes.publish('stock'), releaseAbandoned: () => app.abandonedPayments() });
  const releaseJob = new UnpaidOrderReleaseJob({ unpaidOrders, log: app.log });
  // Refunds, captures and voids whose answer was lost, and authorisations past their end (docs/decisions/040).
  const paymentsJob = new PaymentsJob({ pass: (now) => app.paymentsPass(now), log: app.log });
  // Stock reserved by quotes past their last day goes back (docs/decisions/032).
  const quoteStockJob = new QuoteStockReleaseJob({
    quotes: new AdminQuoteService(database.db, config.publicUrl, undefined, () => app.changes.publish('stock')),
    log: app.log,
  });
  // Customers' uploads never attached within a day are removed (docs/decisions/029).
  const uploadCleanup = new PrivateUploadCleanupJob({ uploads: new PrivateUploadService({ db: database.db, store: uploadStore }), log: app.log });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) process.exit(1); // a second signal means: stop now
    closing = true;
    app.log.info({ signal }, 'shutting down');
    try {
      await releaseJob.stop();
      await paymentsJob.stop();
      await quoteStockJob.stop();
      await uploadCleanup.stop();
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
  // A closed terminal (or `script` ending before the server) hangs up: stop cleanly and let the data folder go.
  process.on('SIGHUP', () => void shutdown('SIGHUP'));

  await app.ready();
  // Fastify logs a line per interface it listens on; a person gets one line with the address to open, below.
  const level = app.log.level;
  app.log.level = 'silent';
  await app.listen({ port: config.PORT, host: config.HOST }).finally(() => (app.log.level = level));
  const address = app.server.address();
  const url = addressToOpen(config.HOST, typeof address === 'object' && address ? address.port : config.PORT);
  app.log.info(readyMessage(url));
  outbox.start();
  releaseJob.start();
  paymentsJob.start();
  quoteStockJob.start();
  uploadCleanup.start();
}

start().catch((err: unknown) => {
  if (err instanceof ConfigError || err instanceof DataDirLockedError) {
    process.stderr.write(`${err.message}\n`);
  } else {
    process.stderr.write(`FrigidFlow could not start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  }
  process.exit(1);
});

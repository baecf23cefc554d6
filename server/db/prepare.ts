import type { Config } from '../config';
import { ensureAdminAccount } from '../modules/auth/admin-account';
import { moveLegacyCards } from '../modules/certifications/certification-cards';
import { rememberAdminEmailDefault } from '../modules/orders/notification-recipients';
import { DiskUploadStore, uploadsDirOf } from '../modules/uploads/disk-upload-store';
import type { UploadStore } from '../modules/uploads/upload-store';
import { ensureDefaultSettings, seedDemo } from './seed';
import { ensureDemoPictureFiles, giveDemoProductsPictures, type DemoPictureName } from './seed/demo-pictures';
import type { Db } from './types';

export interface PrepareOptions {
  /** Where the demo pictures are stored: the app's upload store (files under DATA_DIR/uploads by default). */
  uploadStore?: UploadStore;
  /** The demo pictures being stored, when the caller started that earlier (main.ts: while the database migrates). */
  demoPictureFiles?: Promise<unknown>;
  /** The demo pictures' names, when the caller has them without drawing (main.ts: demoPictureNames and its memo). */
  demoPictureNames?: readonly DemoPictureName[];
}

/**
 * Start-up data: the spec's default settings always; with SEED_DEMO, demo data on an empty database, the demo
 * pictures in the upload store, and pictures for demo products that have none yet; the configured admin, and
 * ADMIN_EMAIL as where shop notifications go until an admin chooses an address; cards uploaded when they were public
 * moved into the private store.
 */
export async function prepareData(db: Db, config: Config, options: PrepareOptions = {}): Promise<void> {
  await ensureDefaultSettings(db);
  await rememberAdminEmailDefault(db, config.ADMIN_EMAIL);
  if (config.SEED_DEMO) {
    const pictureFiles =
      options.demoPictureFiles ?? ensureDemoPictureFiles(options.uploadStore ?? new DiskUploadStore(uploadsDirOf(config.dataDir)), options.demoPictureNames);
    // Awaited below: a failure meanwhile waits for that await instead of counting as an unhandled rejection.
    pictureFiles.catch(() => undefined);
    await seedDemo(db);
    await giveDemoProductsPictures(db, options.demoPictureNames);
    await pictureFiles;
  }
  // Certification cards uploaded when they were public go to the private store (docs/decisions/029).
  await moveLegacyCards(db, options.uploadStore ?? new DiskUploadStore(uploadsDirOf(config.dataDir)));
  if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
    await ensureAdminAccount(db, { email: config.ADMIN_EMAIL, password: config.ADMIN_PASSWORD });
  }
}

import type { Config } from '../config';
import { ensureAdminAccount } from '../modules/auth/admin-account';
import { rememberAdminEmailDefault } from '../modules/orders/notification-recipients';
import { ensureDefaultSettings, seedDemo } from './seed';
import type { Db } from './types';

/**
 * Start-up data: the spec's default settings always, demo data on an empty database, the configured admin, and
 * ADMIN_EMAIL as where shop notifications go until an admin chooses an address.
 */
export async function prepareData(db: Db, config: Config): Promise<void> {
  await ensureDefaultSettings(db);
  await rememberAdminEmailDefault(db, config.ADMIN_EMAIL);
  if (config.SEED_DEMO) await seedDemo(db);
  if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
    await ensureAdminAccount(db, { email: config.ADMIN_EMAIL, password: config.ADMIN_PASSWORD });
  }
}

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { verifyPassword } from 'better-auth/crypto';
import { count, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createTestDatabase } from '../testing/test-database';
import type { Database } from './client';
import { prepareData } from './prepare';
import { accounts, coupons, products, siteSettings, users } from './schema';

describe('start-up data', () => {
  let database: Database | undefined;
  afterEach(async () => {
    await database?.close();
    database = undefined;
  });

  it('writes the default settings but no catalogue when SEED_DEMO=false', async () => {
    database = await createTestDatabase();
    await prepareData(database.db, loadConfig({ SEED_DEMO: 'false' }));
    const [productCount] = await database.db.select({ n: count() }).from(products);
    const [name] = await database.db.select().from(siteSettings).where(eq(siteSettings.settingKey, 'company_name'));
    expect(productCount?.n).toBe(0);
    expect(name?.settingValue).toBe('FrigidFlow');
  });

  it('seeds the demo catalogue and WELCOME10 once, however often the server starts', async () => {
    database = await createTestDatabase();
    // A data folder of its own: the demo's pictures are stored there.
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ff-prepare-'));
    const config = loadConfig({ DATA_DIR: dataDir });
    await prepareData(database.db, config);
    await prepareData(database.db, config);
    fs.rmSync(dataDir, { recursive: true, force: true });
    const [productCount] = await database.db.select({ n: count() }).from(products);
    const welcome = await database.db.select().from(coupons).where(eq(coupons.code, 'WELCOME10'));
    expect(productCount?.n).toBeGreaterThanOrEqual(24);
    expect(welcome).toHaveLength(1);
  });

  it('makes sure the configured admin exists with that password, and promotes it again after a change', async () => {
    database = await createTestDatabase();
    await prepareData(database.db, loadConfig({ SEED_DEMO: 'false', ADMIN_EMAIL: ' Ops@Example.com ', ADMIN_PASSWORD: 'first-Passw0rd' }));
    await database.db.update(users).set({ role: 'user' }).where(eq(users.email, 'ops@example.com'));
    await prepareData(database.db, loadConfig({ SEED_DEMO: 'false', ADMIN_EMAIL: 'ops@example.com', ADMIN_PASSWORD: 'second-Passw0rd' }));

    const [admin] = await database.db.select().from(users).where(eq(users.email, 'ops@example.com'));
    expect(admin?.role).toBe('admin');
    const [credential] = await database.db.select().from(accounts).where(eq(accounts.userId, admin!.id));
    expect(await verifyPassword({ hash: credential!.password!, password: 'second-Passw0rd' })).toBe(true);
    expect(await verifyPassword({ hash: credential!.password!, password: 'first-Passw0rd' })).toBe(false);
    const [userCount] = await database.db.select({ n: count() }).from(users);
    expect(userCount?.n).toBe(1);
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import type { Database } from '../db/client';
import { prepareData } from '../db/prepare';
import { createTestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

/** The real app over a fresh database (demo data unless seedDemo is false), for `app.inject` tests. */
export async function createTestApp(options: { seedDemo?: boolean; env?: Record<string, string>; webRoot?: string } = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ff-api-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    SEED_DEMO: options.seedDemo === false ? 'false' : 'true',
    PUBLIC_URL: 'http://localhost:3000',
    LOG_LEVEL: 'silent',
    ...options.env,
  });
  const database = await createTestDatabase();
  await prepareData(database.db, config);
  const app = await buildApp({ config, database, logger: false, webRoot: options.webRoot ?? path.join(dataDir, 'no-web') });
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import type { Database } from '../db/client';
import { prepareData } from '../db/prepare';
import { ensureDemoPictureFiles } from '../db/seed/demo-pictures';
import { createUploadStore } from '../modules/uploads/create-upload-store';
import type { UploadStore } from '../modules/uploads/upload-store';
import { createTestDatabase } from './test-database';
import { writeWebBuild, type TestWebBuild } from './web-build';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  uploadStore: UploadStore;
  close(): Promise<void>;
}

/**
 * The real app over a fresh database (demo data unless seedDemo is false), for `app.inject` tests; uploads where `env` says (S3_*), or on disk.
 * It serves the storefront from `web` (a throwaway build it writes and removes on close), or from `webRoot`, or has none.
 */
export async function createTestApp(
  options: {
    seedDemo?: boolean;
    env?: Record<string, string>;
    web?: TestWebBuild;
    webRoot?: string;
    onQuery?: (query: string) => void;
    /** another app's database, left open by close() */
    database?: Database;
  } = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ff-api-'));
  const build = options.web ? writeWebBuild(options.web) : undefined;
  const config = loadConfig({
    DATA_DIR: dataDir,
    SEED_DEMO: options.seedDemo === false ? 'false' : 'true',
    PUBLIC_URL: 'http://localhost:3000',
    LOG_LEVEL: 'silent',
    ...options.env,
  });
  // As server/main.ts: the demo pictures are drawn on sharp's threads while the database migrates.
  const uploadStore = await createUploadStore(config);
  const demoPictureFiles = config.SEED_DEMO ? ensureDemoPictureFiles(uploadStore) : undefined;
  demoPictureFiles?.catch(() => undefined); // reported where prepareData awaits it
  const database = options.database ?? (await createTestDatabase({ onQuery: options.onQuery }));
  await prepareData(database.db, config, { uploadStore, demoPictureFiles });
  const app = await buildApp({ config, database, uploadStore, logger: false, webRoot: build?.webRoot ?? options.webRoot ?? path.join(dataDir, 'no-web') });
  await app.ready();
  return {
    app,
    database,
    config,
    uploadStore,
    close: async () => {
      await app.close();
      if (!options.database) await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
      if (build) fs.rmSync(build.folder, { recursive: true, force: true });
    },
  };
}

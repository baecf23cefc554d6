import fs from 'node:fs';
import type net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import type { Database } from '../db/client';
import { prepareData } from '../db/prepare';
import { createUploadStore } from '../modules/uploads/create-upload-store';
import { createTestDatabase } from './test-database';

export interface LogLine {
  level: number;
  msg: string;
  err?: { message?: string; code?: string };
  [key: string]: unknown;
}

export interface LoggedApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  /** Every JSON log line written so far. */
  lines: LogLine[];
  /** The address it listens on (http://127.0.0.1:port). */
  origin: string;
  close(): Promise<void>;
}

/** pino's numeric levels. */
export const LOG_LEVELS = { info: 30, warn: 40, error: 50 } as const;

/**
 * The real app listening on a free loopback port with its JSON logs (level info) collected, for tests that check
 * what a failure logs and what a client sees on the wire; `beforeReady` may add routes (test inputs) first.
 */
export async function createLoggedApp(
  options: { env?: Record<string, string>; onQuery?: (query: string) => void; beforeReady?: (app: FastifyInstance) => void } = {},
): Promise<LoggedApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ff-logged-'));
  const config = loadConfig({ DATA_DIR: dataDir, SEED_DEMO: 'false', PUBLIC_URL: 'http://localhost:3000', LOG_LEVEL: 'info', LOG_FORMAT: 'json', ...options.env }, false);
  const uploadStore = await createUploadStore(config);
  const database = await createTestDatabase({ onQuery: options.onQuery });
  await prepareData(database.db, config, { uploadStore });
  const lines: LogLine[] = [];
  const logStream = new PassThrough();
  logStream.on('data', (chunk: Buffer) => {
    for (const text of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(text) as LogLine);
  });
  const app = await buildApp({ config, database, uploadStore, logStream, webRoot: path.join(dataDir, 'no-web') });
  options.beforeReady?.(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as net.AddressInfo;
  return {
    app,
    database,
    config,
    lines,
    origin: `http://127.0.0.1:${port}`,
    close: async () => {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

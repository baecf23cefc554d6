import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrationsDir } from '../paths';
import * as schema from './schema';
import type { Db } from './types';

export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  kind: DatabaseKind;
  migrate(): Promise<void>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A PostgreSQL server; when absent, PGlite is used. */
  databaseUrl?: string;
  /** Folder for PGlite's files; absent means an in-memory database (tests). */
  pgliteDir?: string;
  /** Sees every statement Drizzle sends (tests count an order's statements with it). */
  onQuery?: (query: string) => void;
}

const loggerOf = (onQuery: DatabaseOptions['onQuery']) => (onQuery ? { logger: { logQuery: (query: string) => onQuery(query) } } : {});

/**
 * PGlite zeroes its whole buffer pool at start (PostgreSQL's default of 128 MB here: ~100 MB of RSS and ~0.1 s). The data
 * files sit in the OS page cache anyway, so a smaller pool costs the shop's queries little.
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'];

async function openPglite(dir: string | undefined, onQuery?: DatabaseOptions['onQuery']): Promise<Database> {
  if (dir) {
    fs.mkdirSync(dir, { recursive: true });
    // A hard-killed process leaves postmaster.pid behind; the caller holds the data-folder lock, so it is stale.
    fs.rmSync(path.join(dir, 'postmaster.pid'), { force: true });
  }

  const client = await PGlite.create({ ...(dir ? { dataDir: dir } : {}), startParams: PGLITE_START_PARAMS });
  const db = drizzlePglite({ client, schema, ...loggerOf(onQuery) }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite({ client, schema }), { migrationsFolder: migrationsDir }),
    ping: async () => {
      await client.query('select 1');
      return true;
    },
    close: () => client.close(),
  };
}

/**
 * How long a request waits for a connection (a new one, or a free one of the pool) before it answers 503: short, so a
 * database that went away is told quickly instead of holding requests (RELIABILITY 14).
 */
export const CONNECT_TIMEOUT_MS = 2000;
/** /api/health's look at the database: a load balancer waits for it. */
export const PING_TIMEOUT_MS = 1500;

/** Rejects after `ms` unless the work settles first. */
function within<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** The PostgreSQL driver, loaded only when a server is used: the embedded database's start does not pay for it. */
async function loadPostgresDriver() {
  const [{ default: pg }, { drizzle }, { migrate }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  return { pg, drizzle, migrate };
}

async function openPostgres(url: string, onQuery?: DatabaseOptions['onQuery']): Promise<Database> {
  const { pg, drizzle: drizzlePg, migrate: migratePg } = await loadPostgresDriver();
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    // A server that vanished without closing its sockets (a cut network) is noticed, not waited on forever.
    keepAlive: true,
    // No request should run this long; a stuck statement frees its connection and locks instead of piling up.
    statement_timeout: 30_000,
    // A transaction whose process stalled or died mid-way gives back its locks.
    idle_in_transaction_session_timeout: 60_000,
  });
  // A connection lost while idle in the pool, or checked out between two queries (a server shutting down tells
  // every backend), emits 'error': without a listener that would end the process. The pool drops the broken
  // client and the next query reports the fault (503) or gets a fresh connection once the server is back.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  const client = drizzlePg({ client: pool, schema, ...loggerOf(onQuery) });
  return {
    db: client as unknown as Db,
    kind: 'postgres',
    migrate: () => migratePg(client, { migrationsFolder: migrationsDir }),
    ping: async () => {
      await within(pool.query('select 1'), PING_TIMEOUT_MS, 'database ping');
      return true;
    },
    close: () => pool.end(),
  };
}

/** One handle over both drivers: a PostgreSQL server when a URL is given, PGlite otherwise. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options.onQuery) : openPglite(options.pgliteDir, options.onQuery);
}

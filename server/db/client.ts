import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
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
}

async function openPglite(dir: string | undefined): Promise<Database> {
  if (dir) {
    fs.mkdirSync(dir, { recursive: true });
    // A hard-killed process leaves postmaster.pid behind; the caller holds the data-folder lock, so it is stale.
    fs.rmSync(path.join(dir, 'postmaster.pid'), { force: true });
  }
  const client = dir ? await PGlite.create(dir) : await PGlite.create();
  const db = drizzlePglite({ client, schema }) as unknown as Db;
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

function openPostgres(url: string): Database {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000 });
  // An idle client losing its connection must not crash the process; the next query reports the fault.
  pool.on('error', () => undefined);
  const client = drizzlePg({ client: pool, schema });
  return {
    db: client as unknown as Db,
    kind: 'postgres',
    migrate: () => migratePg(client, { migrationsFolder: migrationsDir }),
    ping: async () => {
      await client.execute(sql`select 1`);
      return true;
    },
    close: () => pool.end(),
  };
}

/** One handle over both drivers: a PostgreSQL server when a URL is given, PGlite otherwise. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.pgliteDir);
}

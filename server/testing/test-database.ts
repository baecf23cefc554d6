import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database, type DatabaseOptions } from '../db/client';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database
 * on the PostgreSQL server named by DATABASE_URL (dropped again by close()).
 */
export async function createTestDatabase(options: Pick<DatabaseOptions, 'onQuery'> = {}): Promise<Database> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase(options);
    await database.migrate();
    return database;
  }
  return createServerDatabase(serverUrl, options);
}

/**
 * A fresh database on the PostgreSQL server at serverUrl, with its own URL (for a second app or process on it);
 * migrated unless told otherwise (servers started on it migrate it themselves).
 */
export async function createServerDatabase(
  serverUrl: string,
  { migrate = true, onQuery }: { migrate?: boolean } & Pick<DatabaseOptions, 'onQuery'> = {},
): Promise<Database & { url: string }> {
  const name = `ff_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();

  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), onQuery });
  if (migrate) await database.migrate();
  return {
    ...database,
    url: url.toString(),
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

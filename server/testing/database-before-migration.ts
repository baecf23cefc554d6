import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle, type PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsDir } from '../paths';

export interface DatabaseBeforeMigration {
  db: PgliteDatabase;
  /** Runs the migration held back and every one after it. */
  migrateToLatest(): Promise<void>;
  close(): Promise<void>;
}

interface Journal {
  entries: { tag: string }[];
}

const sqlOf = (tag: string) => fs.readFileSync(path.join(migrationsDir, `${tag}.sql`), 'utf8');

/**
 * An in-memory PGlite migrated up to the first migration whose SQL matches `statement`, without it: the data a
 * shop had before that migration, to see what the migration does to it.
 */
export async function databaseBeforeMigration(statement: RegExp): Promise<DatabaseBeforeMigration> {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsDir, 'meta/_journal.json'), 'utf8')) as Journal;
  const index = journal.entries.findIndex(({ tag }) => statement.test(sqlOf(tag)));
  if (index < 1) throw new Error(`no migration after the first one matches ${statement}`);

  // The migrator reads a folder: one holding the earlier migrations and a journal that lists only them.
  const earlier = journal.entries.slice(0, index);
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'ff-migrations-'));
  const client = await PGlite.create();
  const db = drizzle({ client });
  try {
    fs.mkdirSync(path.join(folder, 'meta'));
    fs.writeFileSync(path.join(folder, 'meta/_journal.json'), JSON.stringify({ ...journal, entries: earlier }));
    for (const { tag } of earlier) fs.copyFileSync(path.join(migrationsDir, `${tag}.sql`), path.join(folder, `${tag}.sql`));
    await migrate(db, { migrationsFolder: folder });
  } catch (error) {
    await client.close();
    throw error;
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
  return { db, migrateToLatest: () => migrate(db, { migrationsFolder: migrationsDir }), close: () => client.close() };
}

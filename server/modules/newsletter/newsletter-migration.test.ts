import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';

const migrationsFolder = fileURLToPath(new URL('../../db/migrations', import.meta.url));
const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] };
const sqlOf = (tag: string) => fs.readFileSync(path.join(migrationsFolder, `${tag}.sql`), 'utf8');

/** The migrations from before double opt-in: those ahead of the one that adds newsletter_subscribers.confirmed_at. */
function foldersBeforeDoubleOptIn(): string {
  const index = journal.entries.findIndex(({ tag }) => /ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirmed_at"/.test(sqlOf(tag)));
  expect(index).toBeGreaterThan(0);
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'ff-migrations-'));
  fs.mkdirSync(path.join(folder, 'meta'));
  const earlier = journal.entries.slice(0, index);
  fs.writeFileSync(path.join(folder, 'meta/_journal.json'), JSON.stringify({ ...journal, entries: earlier }));
  for (const { tag } of earlier) fs.copyFileSync(path.join(migrationsFolder, `${tag}.sql`), path.join(folder, `${tag}.sql`));
  return folder;
}

let client: PGlite | undefined;
afterAll(async () => {
  await client?.close();
});

describe('the double opt-in migration (docs/decisions/031)', () => {
  // Two migration runs of the whole schema on PGlite: slow on a busy machine.
  it('keeps every subscriber from before it confirmed, active ones active and unsubscribed ones inactive', { timeout: 180_000 }, async () => {
    client = await PGlite.create();
    const db = drizzle({ client });
    const earlier = foldersBeforeDoubleOptIn();
    await migrate(db, { migrationsFolder: earlier });
    fs.rmSync(earlier, { recursive: true, force: true });
    await db.execute(sql`
      insert into newsletter_subscribers (email, name, is_active, subscribed_at) values
        ('kept@example.com', 'Kept', true, '2025-03-01T10:00:00Z'),
        ('left@example.com', null, false, '2025-04-01T10:00:00Z')`);

    await migrate(db, { migrationsFolder });
    const { rows } = await db.execute<{ email: string; is_active: boolean; confirmed: boolean }>(
      sql`select email, is_active, confirmed_at = subscribed_at as confirmed from newsletter_subscribers order by email`,
    );
    expect(rows).toEqual([
      { email: 'kept@example.com', is_active: true, confirmed: true },
      { email: 'left@example.com', is_active: false, confirmed: true },
    ]);
    // From now on a row is pending unless a confirmation says otherwise, and never active without one.
    await db.execute(sql`insert into newsletter_subscribers (email) values ('new@example.com')`);
    const { rows: fresh } = await db.execute<{ is_active: boolean; confirmed_at: string | null }>(sql`select is_active, confirmed_at from newsletter_subscribers where email = 'new@example.com'`);
    expect(fresh).toEqual([{ is_active: false, confirmed_at: null }]);
    await expect(db.execute(sql`insert into newsletter_subscribers (email, is_active) values ('forced@example.com', true)`)).rejects.toThrow();
  });
});

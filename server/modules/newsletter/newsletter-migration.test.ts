import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { databaseBeforeMigration, type DatabaseBeforeMigration } from '../../testing/database-before-migration';

let database: DatabaseBeforeMigration | undefined;
afterAll(async () => {
  await database?.close();
});

describe('the double opt-in migration (docs/decisions/031)', () => {
  // Two migration runs of the whole schema on PGlite: slow on a busy machine.
  it('keeps every subscriber from before it confirmed, active ones active and unsubscribed ones inactive', { timeout: 180_000 }, async () => {
    // Before double opt-in: the migrations ahead of the one that adds newsletter_subscribers.confirmed_at.
    database = await databaseBeforeMigration(/ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirmed_at"/);
    const { db } = database;
    await db.execute(sql`
      insert into newsletter_subscribers (email, name, is_active, subscribed_at) values
        ('kept@example.com', 'Kept', true, '2025-03-01T10:00:00Z'),
        ('left@example.com', null, false, '2025-04-01T10:00:00Z')`);

    await database.migrateToLatest();
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

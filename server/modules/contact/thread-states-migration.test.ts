import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { databaseBeforeMigration, type DatabaseBeforeMigration } from '../../testing/database-before-migration';

let database: DatabaseBeforeMigration | undefined;
afterAll(async () => {
  await database?.close();
});

describe('the thread states migration (docs/decisions/036)', () => {
  // Two migration runs of the whole schema on PGlite: slow on a busy machine.
  it('maps the four old statuses to open or closed, keeps every row and its old status in the audit log', { timeout: 180_000 }, async () => {
    // Before thread states: the migrations ahead of the one that creates contact_thread_messages.
    database = await databaseBeforeMigration(/CREATE TABLE "contact_thread_messages"/);
    const { db } = database;
    await db.execute(sql`
      insert into contact_submissions (name, email, message, status) values
        ('New', 'a@example.com', 'm', 'new'), ('Busy', 'b@example.com', 'm', 'in_progress'),
        ('Done', 'c@example.com', 'm', 'resolved'), ('Shut', 'd@example.com', 'm', 'closed')`);
    await db.execute(sql`
      insert into support_tickets (name, email, category, subject, message, status) values
        ('Open', 'e@example.com', 'order', 's', 'm', 'open'), ('Busy', 'f@example.com', 'order', 's', 'm', 'in_progress'),
        ('Done', 'g@example.com', 'order', 's', 'm', 'resolved')`);

    await database.migrateToLatest();
    const { rows: submissions } = await db.execute<{ name: string; status: string; was: string | null }>(sql`
      select s.name, s.status, a.before->>'status' as was from contact_submissions s
      left join audit_log a on a.entity_type = 'contact_submission' and a.entity_id = s.id::text order by s.email`);
    expect(submissions).toEqual([
      { name: 'New', status: 'open', was: 'new' },
      { name: 'Busy', status: 'open', was: 'in_progress' },
      { name: 'Done', status: 'closed', was: 'resolved' },
      { name: 'Shut', status: 'closed', was: null },
    ]);
    const { rows: tickets } = await db.execute<{ name: string; status: string; was: string | null }>(sql`
      select t.name, t.status, a.before->>'status' as was from support_tickets t
      left join audit_log a on a.entity_type = 'support_ticket' and a.entity_id = t.id::text order by t.email`);
    expect(tickets).toEqual([
      { name: 'Open', status: 'open', was: null },
      { name: 'Busy', status: 'open', was: 'in_progress' },
      { name: 'Done', status: 'closed', was: 'resolved' },
    ]);
    await expect(db.execute(sql`update support_tickets set status = 'resolved'`)).rejects.toThrow();
    await expect(db.execute(sql`insert into contact_submissions (name, email, message) values ('x', 'x@example.com', 'm') returning status`)).resolves.toMatchObject({ rows: [{ status: 'open' }] });
  });
});

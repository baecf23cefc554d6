import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_CERTIFICATE_TEXTS, DEMO_CONTACT_TEXTS, DEMO_TEAM_TEXTS } from '@domain/known-texts';
import { databaseBeforeMigration, type DatabaseBeforeMigration } from '../../testing/database-before-migration';

let database: DatabaseBeforeMigration | undefined;
afterAll(async () => {
  await database?.close();
});

describe('the team, certificate and contact translations migration (docs/decisions/038)', () => {
  // Two migration runs of the whole schema on PGlite: slow on a busy machine.
  it('gives the demo rows as shipped their French and Spanish and leaves edited or owner-written rows English-only', { timeout: 180_000 }, async () => {
    database = await databaseBeforeMigration(/ALTER TABLE "team_members" ADD COLUMN "translations"/);
    const { db } = database;
    const [founder, compliance] = DEMO_TEAM_TEXTS;
    const [epa, iso] = DEMO_CERTIFICATE_TEXTS;
    const [sales, , , emergency] = DEMO_CONTACT_TEXTS;
    if (!founder || !compliance || !epa || !iso || !sales || !emergency) throw new Error('demo texts missing');
    await db.execute(sql`
      insert into team_members (name, position, bio, order_index, is_demo) values
        (${founder.name}, ${founder.position}, ${founder.bio}, 0, true),
        (${compliance.name}, 'Compliance lead', ${compliance.bio}, 1, true),
        (${founder.name}, ${founder.position}, ${founder.bio}, 2, false)`);
    await db.execute(sql`
      insert into certificates (name, description, type, pdf_url, order_index, is_demo) values
        (${epa.name}, ${epa.description}, 'epa', '/a.pdf', 0, true),
        (${iso.name}, ${iso.description}, 'quality', '/b.pdf', 1, false)`);
    await db.execute(sql`
      insert into contact_info (category, contact_type, label, value, description, order_index) values
        ('general', 'phone', ${sales.label}, ${sales.value}, ${sales.description}, 0),
        ('emergency', 'phone', ${emergency.label}, '+1 (800) 555-0123', ${emergency.description}, 1),
        ('general', 'hours', 'Warehouse', 'Mon-Fri', null, 2)`);

    await database.migrateToLatest();
    const team = await db.execute<{ order_index: number; translations: unknown }>(sql`select order_index, translations from team_members order by order_index`);
    expect(team.rows).toEqual([
      { order_index: 0, translations: founder.translations },
      { order_index: 1, translations: {} },
      { order_index: 2, translations: {} },
    ]);
    const certificates = await db.execute<{ order_index: number; translations: unknown }>(sql`select order_index, translations from certificates order by order_index`);
    expect(certificates.rows).toEqual([
      { order_index: 0, translations: epa.translations },
      { order_index: 1, translations: {} },
    ]);
    const contact = await db.execute<{ order_index: number; translations: unknown }>(sql`select order_index, translations from contact_info order by order_index`);
    expect(contact.rows).toEqual([
      { order_index: 0, translations: sales.translations },
      { order_index: 1, translations: {} },
      { order_index: 2, translations: {} },
    ]);
  });
});

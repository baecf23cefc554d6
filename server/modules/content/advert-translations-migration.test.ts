import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_ADVERT_TEXTS, DEMO_ADVERT_TRANSLATIONS } from '@domain/known-texts';
import { databaseBeforeMigration, type DatabaseBeforeMigration } from '../../testing/database-before-migration';

let database: DatabaseBeforeMigration | undefined;
afterAll(async () => {
  await database?.close();
});

describe('the advert translations migration (docs/decisions/038)', () => {
  // Two migration runs of the whole schema on PGlite: slow on a busy machine.
  it('gives the demo adverts as shipped their French and Spanish and leaves an edited advert English-only', { timeout: 180_000 }, async () => {
    database = await databaseBeforeMigration(/ALTER TABLE "adverts" ADD COLUMN "translations"/);
    const { db } = database;
    const free = DEMO_ADVERT_TEXTS.freeShipping;
    const stock = DEMO_ADVERT_TEXTS.lowGwpInStock;
    await db.execute(sql`
      insert into adverts (title, content, order_index) values
        (${free.title}, ${free.content.replace('$500', '$750')}, 0),
        (${stock.title}, ${stock.content}, 1),
        (${stock.title}, ${stock.content.replace('24-48', '48')}, 2),
        ('Spring sale', '<p>10% off R-32 this week.</p>', 3)`);

    await database.migrateToLatest();
    const { rows } = await db.execute<{ order_index: number; translations: unknown }>(sql`select order_index, translations from adverts order by order_index`);
    expect(rows).toEqual([
      { order_index: 0, translations: DEMO_ADVERT_TRANSLATIONS.freeShipping },
      { order_index: 1, translations: DEMO_ADVERT_TRANSLATIONS.lowGwpInStock },
      { order_index: 2, translations: {} },
      { order_index: 3, translations: {} },
    ]);
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_BLOG_TEXTS } from '@domain/known-texts';
import { databaseBeforeMigration, type DatabaseBeforeMigration } from '../../testing/database-before-migration';

let database: DatabaseBeforeMigration | undefined;
afterAll(async () => {
  await database?.close();
});

describe('the blog translations migration (docs/decisions/038)', () => {
  // Two migration runs of the whole schema on PGlite: slow on a busy machine.
  it('gives the demo posts as shipped their French and Spanish with their slugs and leaves edited or owner-written posts English-only', { timeout: 180_000 }, async () => {
    database = await databaseBeforeMigration(/ALTER TABLE "blog_posts" ADD COLUMN "translations"/);
    const { db } = database;
    const [aim, a2l] = DEMO_BLOG_TEXTS;
    if (!aim || !a2l) throw new Error('demo texts missing');
    const tags = (list: readonly string[]) => sql.raw(`ARRAY[${list.map((t) => `'${t.replaceAll("'", "''")}'`).join(', ')}]::text[]`);
    await db.execute(sql`
      insert into blog_posts (title, slug, excerpt, body, tags, published) values
        (${aim.title}, ${aim.slug}, ${aim.excerpt}, ${aim.body}, ${tags(aim.tags)}, true),
        (${a2l.title}, ${a2l.slug}, ${a2l.excerpt}, ${`${a2l.body}<p>Our own note.</p>`}, ${tags(a2l.tags)}, true),
        ('Our own post', 'our-own-post', 'Written by the owner.', '<p>Hello</p>', ${tags(['News'])}, false)`);

    await database.migrateToLatest();
    const rows = await db.execute<{ slug: string; translations: unknown }>(sql`select slug, translations from blog_posts order by slug`);
    expect(rows.rows).toEqual([
      { slug: aim.slug, translations: aim.translations },
      { slug: 'our-own-post', translations: {} },
      { slug: a2l.slug, translations: {} },
    ]);
  });
});

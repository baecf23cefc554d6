import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_SETTING_TRANSLATIONS, DEMO_COUPON_TEXTS, DEMO_COUPON_TRANSLATIONS, LEGACY_BANK_WIRE_INSTRUCTIONS } from '@domain/known-texts';
import { DEFAULT_SITE_SETTINGS } from '@domain/site-settings';
import { databaseBeforeMigration, type DatabaseBeforeMigration } from '../../testing/database-before-migration';

let database: DatabaseBeforeMigration | undefined;
afterAll(async () => {
  await database?.close();
});

describe('the site texts, coupon and testimonial language migration (issue 24, docs/decisions/038)', () => {
  // Two migration runs of the whole schema on PGlite: slow on a busy machine.
  it('translates the settings and the demo coupon still as shipped, leaves the owner’s own words English-only, and labels testimonials English', { timeout: 180_000 }, async () => {
    database = await databaseBeforeMigration(/ALTER TABLE "site_settings" ADD COLUMN "translations"/);
    const { db } = database;
    await db.execute(sql`
      insert into site_settings (setting_key, setting_value) values
        ('company_tagline', ${DEFAULT_SITE_SETTINGS.company_tagline}),
        ('bank_wire_instructions', ${LEGACY_BANK_WIRE_INSTRUCTIONS}),
        ('free_shipping_message', 'Ships free over $[THRESHOLD]'),
        ('company_name', 'FrigidFlow')`);
    await db.execute(sql`
      insert into coupons (code, title, description, discount_type, discount_value) values
        ('WELCOME10', ${DEMO_COUPON_TEXTS.title}, ${DEMO_COUPON_TEXTS.description}, 'percentage', 10),
        ('SPRING', 'Spring sale', null, 'fixed', 20)`);
    await db.execute(sql`insert into testimonials (name, content, rating, approved) values ('Ann', 'Great service.', 5, true)`);

    await database.migrateToLatest();
    const settings = await db.execute<{ setting_key: string; translations: unknown }>(sql`select setting_key, translations from site_settings order by setting_key`);
    expect(settings.rows).toEqual([
      { setting_key: 'bank_wire_instructions', translations: DEFAULT_SETTING_TRANSLATIONS.bank_wire_instructions },
      { setting_key: 'company_name', translations: {} },
      { setting_key: 'company_tagline', translations: DEFAULT_SETTING_TRANSLATIONS.company_tagline },
      { setting_key: 'free_shipping_message', translations: {} },
    ]);
    const coupons = await db.execute<{ code: string; translations: unknown }>(sql`select code, translations from coupons order by code`);
    expect(coupons.rows).toEqual([
      { code: 'SPRING', translations: {} },
      { code: 'WELCOME10', translations: DEMO_COUPON_TRANSLATIONS },
    ]);
    const testimonials = await db.execute<{ language: string }>(sql`select language from testimonials`);
    expect(testimonials.rows).toEqual([{ language: 'en' }]);
  });
});

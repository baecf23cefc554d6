import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../db/schema';
import { createServerDatabase } from '../testing/test-database';
import { createTestApp, type TestApp } from '../testing/test-app';
import { postgresServerForTests } from '../testing/shared-servers';
import { CHANGE_CHANNEL, CHANGE_LISTENER_NAME, LocalChangeBus, type PostgresChangeBus } from './change-bus';
import { within } from '../testing/poll';

const quietLog = { warn: () => undefined, info: () => undefined };

describe('the change bus of a single process', () => {
  it('runs the handlers of a topic at once, and a failing handler stops neither the others nor the writer', () => {
    const bus = new LocalChangeBus(quietLog);
    const ran: string[] = [];
    bus.subscribe('catalog', () => ran.push('first'));
    bus.subscribe('catalog', () => {
      throw new Error('broken cache');
    });
    bus.subscribe('catalog', () => ran.push('third'));
    bus.subscribe('content', () => ran.push('content'));
    expect(() => bus.publish('catalog')).not.toThrow();
    expect(ran).toEqual(['first', 'third']);
  });
});

const serverUrl = await postgresServerForTests('Change bus tests');


describe.skipIf(!serverUrl)('two apps on one PostgreSQL database', () => {
  let database: Awaited<ReturnType<typeof createServerDatabase>>;
  let writer: TestApp;
  let reader: TestApp;
  let slug: string;

  const priceSeenBy = async (t: TestApp) => (await t.app.inject({ method: 'GET', url: `/api/products/${slug}` })).json().product.price as number;
  const setPriceInDatabase = (price: string) => database.db.update(products).set({ price }).where(eq(products.slug, slug));
  const sql = async (text: string, values: unknown[] = []) => {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      return await client.query(text, values);
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    database = await createServerDatabase(serverUrl ?? '');
    const env = { DATABASE_URL: database.url };
    writer = await createTestApp({ database, env });
    reader = await createTestApp({ database, env });
    slug = (await reader.app.inject({ method: 'GET', url: '/api/products' })).json().products[0].slug;
  });

  afterAll(async () => {
    await writer?.close();
    await reader?.close();
    await database?.close();
  });

  it('drops the other app\'s catalogue when one app announces a product write', async () => {
    const before = await priceSeenBy(reader);
    await setPriceInDatabase('111.11');
    // Served from memory: a write the reader was not told of does not show.
    expect(await priceSeenBy(reader)).toBe(before);
    writer.app.changes.publish('catalog');
    expect(await priceSeenBy(writer)).toBe(111.11);
    const ms = await within(1000, async () => expect(await priceSeenBy(reader)).toBe(111.11));
    expect(ms).toBeLessThan(1000);
  });

  it('follows a NOTIFY sent by any connection, and ignores a payload it cannot read', async () => {
    await setPriceInDatabase('222.22');
    await sql('SELECT pg_notify($1, $2)', [CHANGE_CHANNEL, 'not json']);
    await sql('SELECT pg_notify($1, $2)', [CHANGE_CHANNEL, JSON.stringify({ from: 'elsewhere', topics: ['unknown'] })]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await priceSeenBy(reader)).not.toBe(222.22);
    await sql('SELECT pg_notify($1, $2)', [CHANGE_CHANNEL, JSON.stringify({ from: 'elsewhere', topics: ['catalog'] })]);
    await within(1000, async () => expect(await priceSeenBy(reader)).toBe(222.22));
  });

  it('listens again after its connection was dropped, and drops its caches for what it missed meanwhile', async () => {
    await priceSeenBy(reader);
    await priceSeenBy(writer);
    // Both apps' listening connections go: a change announced now reaches nobody.
    const { rowCount } = await sql('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1 AND datname = current_database()', [
      CHANGE_LISTENER_NAME,
    ]);
    expect(rowCount).toBe(2);
    await setPriceInDatabase('333.33');
    await within(5000, async () => expect(await priceSeenBy(reader)).toBe(333.33));
    // Listening again: the next change arrives as usual.
    await within(5000, async () => expect((reader.app.changes as PostgresChangeBus).listening && (writer.app.changes as PostgresChangeBus).listening).toBe(true));
    await setPriceInDatabase('444.44');
    writer.app.changes.publish('catalog');
    await within(1000, async () => expect(await priceSeenBy(reader)).toBe(444.44));
  });

  it('drops the other app\'s public settings when one announces a settings save', async () => {
    const companyOf = async (t: TestApp) => (await t.app.inject({ method: 'GET', url: '/api/settings' })).json().settings.company_name as string;
    await companyOf(reader);
    await sql(`INSERT INTO site_settings (setting_key, setting_value) VALUES ('company_name', 'Bus Test Co') ON CONFLICT (setting_key) DO UPDATE SET setting_value = EXCLUDED.setting_value`);
    expect(await companyOf(reader)).not.toBe('Bus Test Co');
    writer.app.changes.publish('settings');
    await within(1000, async () => expect(await companyOf(reader)).toBe('Bus Test Co'));
  });
});

import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, quotes } from '../../db/schema';
import type { TestApp } from '../../testing/test-app';
import { signInNewAdmin } from '../audit/testing';
import { createRaceTestApp, isCi, stockOf } from '../orders/testing';
import { QUOTED, acceptBody, acceptQuote, priceQuote, readVersion, requestQuote } from './testing';

// One order per quote on the PostgreSQL server (DATABASE_URL, or the local one at 127.0.0.1:5432), as
// orders-races.test.ts: under CI a missing server fails; only a plain local run falls back to PGlite.
let t: TestApp & { onServer: boolean };

beforeAll(async () => {
  t = await createRaceTestApp();
});

afterAll(async () => {
  await t?.close();
});

describe('concurrent accepts of one quote', () => {
  it('runs on the PostgreSQL server when one answers, and always under CI', () => {
    expect(t.database.kind).toBe(t.onServer ? 'postgres' : 'pglite');
    if (isCi()) expect(t.onServer).toBe(true);
  });

  it('turns 10 concurrent accepts (each its own tab and key) into exactly one order', async () => {
    const admin = await signInNewAdmin(t.app, t.database.db);
    const { buyer, quoteNumber, id, products } = await requestQuote(t.app, t.database.db);
    expect((await priceQuote(t.app, admin.cookie, id)).statusCode).toBe(200);
    const stockBefore = await stockOf(t.database.db, products[0]?.id ?? '');
    // Ten tabs that read the same quote.
    const body = acceptBody({ version: await readVersion(t.app, buyer.cookie, quoteNumber) });
    const answers = await Promise.all(Array.from({ length: 10 }, () => acceptQuote(t.app, buyer.cookie, quoteNumber, body)));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(9);
    for (const refused of answers.filter((a) => a.statusCode === 409)) expect(refused.json().error.message).toBe('This quote has already been accepted.');
    const [placed] = await t.database.db.select({ n: count() }).from(orders).where(eq(orders.quoteId, id));
    expect(placed?.n).toBe(1);
    expect(answers.find((a) => a.statusCode === 201)?.json().order.total).toBe(QUOTED.total);
    expect(await stockOf(t.database.db, products[0]?.id ?? '')).toBe(stockBefore - 40);
    const [quote] = await t.database.db.select().from(quotes).where(eq(quotes.id, id));
    expect(quote?.status).toBe('accepted');
  });
});

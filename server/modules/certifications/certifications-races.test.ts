import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certifications, orders } from '../../db/schema';
import type { TestApp } from '../../testing/test-app';
import { signInNewAdmin } from '../audit/testing';
import { call, signUp } from '../auth/testing';
import { createRaceTestApp, makeProduct, orderBody, placeOrder } from '../orders/testing';

// On the PostgreSQL server (DATABASE_URL, or the local one at 127.0.0.1:5432; required under CI): PGlite serialises
// every transaction and would hide these races.
let t: TestApp & { onServer: boolean };
let admin: string;

beforeAll(async () => {
  t = await createRaceTestApp();
  admin = (await signInNewAdmin(t.app, t.database.db)).cookie;
});
afterAll(async () => {
  await t?.close();
});

async function pendingBuyer() {
  const buyer = await signUp(t.app);
  await call(t.app, 'PUT', '/api/account/certification', { cookie: buyer.cookie, body: { kind: 'epa_608_universal', number: 'RACE-1' } });
  const [row] = await t.database.db.select().from(certifications).where(eq(certifications.userId, buyer.user.id));
  if (!row) throw new Error('no certification');
  return { ...buyer, certification: row };
}

describe('certification races', () => {
  it('leaves no order awaiting when 10 orders are placed while the admin verifies the buyer', async () => {
    const product = await makeProduct(t.database.db, { certificationRequired: true, category: 'HFC' });
    const buyer = await pendingBuyer();
    const body = orderBody([{ productId: product.id, packaging: 'cylinder', quantity: 1 }], { guest: undefined });
    const placing = Array.from({ length: 10 }, () => placeOrder(t.app, body, { cookie: buyer.cookie }));
    const verifying = call(t.app, 'POST', `/api/admin/certifications/${buyer.certification.id}/verify`, {
      cookie: admin,
      body: { version: buyer.certification.updatedAt.toISOString() },
    });
    const [verified, ...placed] = await Promise.all([verifying, ...placing]);
    expect(verified?.statusCode, verified?.body).toBe(200);
    expect(placed.map((answer) => answer.statusCode)).toEqual(Array(10).fill(201));
    const awaiting = await t.database.db.select().from(orders).where(and(eq(orders.userId, buyer.user.id), eq(orders.certificationState, 'awaiting')));
    expect(awaiting).toHaveLength(0);
    const mine = await t.database.db.select().from(orders).where(eq(orders.userId, buyer.user.id));
    expect(mine).toHaveLength(10);
    for (const order of mine) expect(order.certificationEvidence?.number).toBe('RACE-1');
  });

  it('lets one of a verify and a reject sent at once win; the other is told the record changed', async () => {
    const buyer = await pendingBuyer();
    const version = buyer.certification.updatedAt.toISOString();
    const url = `/api/admin/certifications/${buyer.certification.id}`;
    const answers = await Promise.all([
      call(t.app, 'POST', `${url}/verify`, { cookie: admin, body: { version } }),
      call(t.app, 'POST', `${url}/reject`, { cookie: admin, body: { version, reason: 'Blurred card.' } }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CERTIFICATION_MESSAGES } from '@domain/schemas/certifications';
import { orders } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { signInNewAdmin } from '../audit/testing';
import { call, signUp } from '../auth/testing';
import { line, makeProduct, orderBody, placeOrder } from './testing';

// A restricted refrigerant is sold on a *verified* certification only (docs/decisions/022): one merely submitted
// (pending) must leave the order awaiting, exactly as no certification does.
let t: TestApp;
let admin: { cookie: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInNewAdmin(t.app, t.database.db);
});

afterAll(async () => {
  await t?.close();
});

describe('an order from a buyer whose certification is pending', () => {
  it('is taken awaiting certification, keeps no evidence, and may not ship', async () => {
    const product = await makeProduct(t.database.db, { name: 'R-22 pending test', category: 'HCFC', certificationRequired: true });
    const buyer = await signUp(t.app);
    const submitted = await call(t.app, 'PUT', '/api/account/certification', {
      cookie: buyer.cookie,
      body: { kind: 'epa_608_universal', number: 'EPA-7770001', organisation: 'ESCO Institute', nameOnCard: 'Dana Cooper' },
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect((await call(t.app, 'GET', '/api/account/certification', { cookie: buyer.cookie })).json().certification).toMatchObject({ status: 'pending' });

    const placed = await placeOrder(t.app, orderBody([line(product.id, 2)], { guest: undefined }), { cookie: buyer.cookie });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json().order.certificationState).toBe('awaiting');
    const number = placed.json().order.orderNumber as string;
    // What the buyer reads later says the same.
    expect((await call(t.app, 'GET', `/api/orders/${number}`, { cookie: buyer.cookie })).json().order.certificationState).toBe('awaiting');

    const [row] = await t.database.db.select().from(orders).where(eq(orders.orderNumber, number));
    if (!row) throw new Error('no order');
    const details = await call(t.app, 'GET', `/api/admin/orders/${row.id}`, { cookie: admin.cookie });
    expect(details.json().order.certification).toMatchObject({ state: 'awaiting', evidence: null });
    const shipped = await call(t.app, 'PATCH', `/api/admin/orders/${row.id}/status`, {
      cookie: admin.cookie,
      body: { version: details.json().order.version, status: 'shipped', trackingNumber: '1Z999AA10123456784' },
    });
    expect(shipped.statusCode).toBe(409);
    expect(shipped.json().error.fields.status).toBe(CERTIFICATION_MESSAGES.awaitingShipment);
  });
});

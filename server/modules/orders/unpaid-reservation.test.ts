import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certifications, orders, siteSettings } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { call, signUp } from '../auth/testing';
import { line, makeProduct, orderBody, placeOrder, rowCount, stockOf, unpaid } from './testing';

// docs/decisions/028: orders paid later by guests and by new accounts (no paid order, no verified certification) are
// limited per order, per account and overall. RELIABILITY 31, 35.
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { ORDER_RATE_LIMIT_MAX: '1000' } });
});

afterAll(async () => {
  await t?.close();
});

const NEW_ACCOUNT = 'Until one of your orders is paid or your certification is verified, orders paid by bank wire or check can hold only a limited number of cylinders. Please pay by card, or request a quote.';
const SHOP_FULL = 'Orders paid by bank wire or check cannot hold more stock right now. Please pay by card, or request a quote.';
const refused = (message: string) => ({ code: 'unprocessable', message, fields: { paymentMethod: message } });

async function setSetting(key: string, value: string | null) {
  if (value === null) {
    await t.database.db.delete(siteSettings).where(eq(siteSettings.settingKey, key));
    return;
  }
  await t.database.db.insert(siteSettings).values({ settingKey: key, settingValue: value }).onConflictDoUpdate({ target: siteSettings.settingKey, set: { settingValue: value } });
}

/** An account's unpaid order: wire unless told, signed in with its cookie. */
const accountOrder = (cookie: string, items: unknown[], method: 'bank_wire' | 'check' | 'credit_card' = 'bank_wire') =>
  placeOrder(t.app, orderBody(items, { guest: undefined, ...(method === 'credit_card' ? {} : unpaid(method)) }), { cookie });

const allowance = async (cookie?: string) => (await call(t.app, 'GET', '/api/orders/unpaid-allowance', { cookie })).json();

describe('GET /api/orders/unpaid-allowance', () => {
  it('tells a guest the guest limit (80 by default) while guests and new accounts hold nothing', async () => {
    const res = await call(t.app, 'GET', '/api/orders/unpaid-allowance');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({ buyer: 'guest', maxCylinders: 80, releaseDays: 7 });
  });
});

describe('a new account paying by wire or check (no paid order, no verified certification)', () => {
  it('cannot reserve 13 pallets unpaid (the incident), and nothing is kept', async () => {
    const product = await makeProduct(t.database.db, { stockQuantity: 520 });
    const { cookie } = await signUp(t.app);
    const before = await rowCount(t.database.db, orders);
    for (const method of ['bank_wire', 'check'] as const) {
      const res = await accountOrder(cookie, [line(product.id, 13, 'pallet')], method);
      expect(res.statusCode).toBe(422);
      expect(res.json().error).toEqual(refused(NEW_ACCOUNT));
    }
    expect(await stockOf(t.database.db, product.id)).toBe(520);
    expect(await rowCount(t.database.db, orders)).toBe(before);
    // The way out: a card order of the same cart goes through.
    expect((await accountOrder(cookie, [line(product.id, 13, 'pallet')], 'credit_card')).statusCode).toBe(201);
    expect(await stockOf(t.database.db, product.id)).toBe(0);
  });

  it('holds at most 80 cylinders (default) across all its pending unpaid orders', async () => {
    const product = await makeProduct(t.database.db, { stockQuantity: 1000 });
    const { cookie } = await signUp(t.app);
    expect(await allowance(cookie)).toEqual({ buyer: 'new_account', maxCylinders: 80, releaseDays: 7 });
    expect((await accountOrder(cookie, [line(product.id, 1, 'pallet')])).statusCode).toBe(201);
    expect(await allowance(cookie)).toEqual({ buyer: 'new_account', maxCylinders: 40, releaseDays: 7 });
    expect((await accountOrder(cookie, [line(product.id, 30)], 'check')).statusCode).toBe(201);
    const over = await accountOrder(cookie, [line(product.id, 11)]);
    expect(over.statusCode).toBe(422);
    expect(over.json().error).toEqual(refused(NEW_ACCOUNT));
    expect((await accountOrder(cookie, [line(product.id, 10)])).statusCode).toBe(201);
    expect(await allowance(cookie)).toEqual({ buyer: 'new_account', maxCylinders: 0, releaseDays: 7 });
    expect((await accountOrder(cookie, [line(product.id, 1)])).statusCode).toBe(422);
    expect(await stockOf(t.database.db, product.id)).toBe(920);
    // Another new account has its own 80.
    const other = await signUp(t.app);
    expect((await accountOrder(other.cookie, [line(product.id, 2, 'pallet')])).statusCode).toBe(201);
  });

  it('gets its room back when an unpaid order is cancelled (released or by an admin)', async () => {
    const product = await makeProduct(t.database.db, { stockQuantity: 1000 });
    const { cookie } = await signUp(t.app);
    const first = await accountOrder(cookie, [line(product.id, 2, 'pallet')]);
    expect(first.statusCode).toBe(201);
    expect((await accountOrder(cookie, [line(product.id, 1)])).statusCode).toBe(422);
    await t.database.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.orderNumber, first.json().order.orderNumber));
    expect((await accountOrder(cookie, [line(product.id, 2, 'pallet')])).statusCode).toBe(201);
  });

  it('follows the new-account settings, per order and per account', async () => {
    const product = await makeProduct(t.database.db, { stockQuantity: 1000 });
    const { cookie } = await signUp(t.app);
    await setSetting('new_account_unpaid_order_max_cylinders', '30');
    await setSetting('new_account_unpaid_max_cylinders', '50');
    try {
      expect(await allowance(cookie)).toEqual({ buyer: 'new_account', maxCylinders: 30, releaseDays: 7 });
      expect((await accountOrder(cookie, [line(product.id, 31)])).statusCode).toBe(422);
      expect((await accountOrder(cookie, [line(product.id, 30)])).statusCode).toBe(201);
      expect(await allowance(cookie)).toEqual({ buyer: 'new_account', maxCylinders: 20, releaseDays: 7 });
      expect((await accountOrder(cookie, [line(product.id, 21)])).statusCode).toBe(422);
      expect((await accountOrder(cookie, [line(product.id, 20)])).statusCode).toBe(201);
    } finally {
      await setSetting('new_account_unpaid_order_max_cylinders', null);
      await setSetting('new_account_unpaid_max_cylinders', null);
    }
  });
});

describe('an established account', () => {
  it('reserves 13 pallets by wire once its certification is verified', async () => {
    const product = await makeProduct(t.database.db, { stockQuantity: 1000 });
    const { cookie, user } = await signUp(t.app);
    await t.database.db.insert(certifications).values({ userId: user.id, kind: 'epa_608_universal', number: 'V-12345', status: 'verified', reviewedAt: new Date() });
    expect(await allowance(cookie)).toEqual({ buyer: 'established', maxCylinders: null, releaseDays: 7 });
    expect((await accountOrder(cookie, [line(product.id, 13, 'pallet')])).statusCode).toBe(201);
    expect(await stockOf(t.database.db, product.id)).toBe(480);
  });

  it('reserves 13 pallets by check once one of its orders was paid, and not before', async () => {
    const product = await makeProduct(t.database.db, { stockQuantity: 1000 });
    const { cookie } = await signUp(t.app);
    const first = await accountOrder(cookie, [line(product.id, 1)], 'credit_card');
    expect(first.statusCode).toBe(201);
    // A card order not yet processed is not a paid order.
    expect((await accountOrder(cookie, [line(product.id, 13, 'pallet')], 'check')).statusCode).toBe(422);
    await t.database.db.update(orders).set({ status: 'processing' }).where(eq(orders.orderNumber, first.json().order.orderNumber));
    expect(await allowance(cookie)).toEqual({ buyer: 'established', maxCylinders: null, releaseDays: 7 });
    expect((await accountOrder(cookie, [line(product.id, 13, 'pallet')], 'check')).statusCode).toBe(201);
  });

  it('is not limited by a pending (unreviewed) certification', async () => {
    const product = await makeProduct(t.database.db, { stockQuantity: 1000 });
    const { cookie, user } = await signUp(t.app);
    await t.database.db.insert(certifications).values({ userId: user.id, kind: 'epa_608_universal', number: 'P-12345', status: 'pending' });
    expect(await allowance(cookie)).toEqual({ buyer: 'new_account', maxCylinders: 80, releaseDays: 7 });
    expect((await accountOrder(cookie, [line(product.id, 3, 'pallet')])).statusCode).toBe(422);
  });
});

describe('the bound overall on what guests and new accounts hold unpaid', () => {
  it('refuses the unpaid order that would pass new_buyers_unpaid_total_max_cylinders, whoever places it, and shows the room left', async () => {
    const product = await makeProduct(t.database.db, { stockQuantity: 10_000 });
    // With room for all, a guest's allowance tells what new buyers already hold.
    await setSetting('guest_unpaid_order_max_cylinders', '1000000');
    await setSetting('new_buyers_unpaid_total_max_cylinders', '1000000');
    try {
      const held = 1_000_000 - (await allowance()).maxCylinders;
      await setSetting('new_buyers_unpaid_total_max_cylinders', String(held + 50));
      expect(await allowance()).toEqual({ buyer: 'guest', maxCylinders: 50, releaseDays: 7 });
      const { cookie } = await signUp(t.app);
      expect(await allowance(cookie)).toEqual({ buyer: 'new_account', maxCylinders: 50, releaseDays: 7 });
      expect((await placeOrder(t.app, orderBody([line(product.id, 30)], unpaid('check')))).statusCode).toBe(201);
      const guest = await placeOrder(t.app, orderBody([line(product.id, 21)], unpaid('bank_wire')));
      expect(guest.statusCode).toBe(422);
      expect(guest.json().error).toEqual(refused(SHOP_FULL));
      const account = await accountOrder(cookie, [line(product.id, 21)]);
      expect(account.json().error).toEqual(refused(SHOP_FULL));
      expect((await accountOrder(cookie, [line(product.id, 20)])).statusCode).toBe(201);
      expect(await allowance()).toEqual({ buyer: 'guest', maxCylinders: 0, releaseDays: 7 });
      // Card orders are not limited.
      expect((await placeOrder(t.app, orderBody([line(product.id, 5, 'pallet')]))).statusCode).toBe(201);
    } finally {
      await setSetting('guest_unpaid_order_max_cylinders', null);
      await setSetting('new_buyers_unpaid_total_max_cylinders', null);
    }
  });
});


import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentDeadline } from '@domain/payment-deadline';
import { couponRedemptions, emailOutbox, orders, siteSettings } from '../db/schema';
import { signUp } from '../modules/auth/testing';
import { cardPayment, couponUses, line, makeCoupon, makeProduct, orderBody, placeOrder, settleSandbox, stockOf, unpaid, VOIDED_LATER } from '../modules/orders/testing';
import { UnpaidOrderService } from '../modules/orders/unpaid-orders.service';
import { createTestApp, type TestApp } from '../testing/test-app';
import { UnpaidOrderReleaseJob } from './unpaid-order-release';

const DAY_MS = 86_400_000;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});


/** The last instant of the payment deadline of an order placed at `placedAt`, and the first one past it. */
const lastPayingInstant = (placedAt: number, days: number) => paymentDeadline(new Date(placedAt), days);
const pastDeadline = (placedAt: number, days: number) => new Date(lastPayingInstant(placedAt, days).getTime() + 1);

/** The job over a release service whose clock reads `at`, invalidating the app's catalogue as in main.ts. */
function jobAt(at: Date) {
  const unpaidOrders = new UnpaidOrderService({ db: t.database.db, publicUrl: t.config.publicUrl, now: () => at, onStockChanged: () => t.app.catalog.invalidate() });
  return new UnpaidOrderReleaseJob({ unpaidOrders });
}

async function statusOf(orderNumber: string) {
  const [row] = await t.database.db.select({ status: orders.status, id: orders.id }).from(orders).where(eq(orders.orderNumber, orderNumber));
  return row;
}

async function catalogueStock(slug: string): Promise<number> {
  const res = await t.app.inject({ method: 'GET', url: `/api/products/${slug}` });
  return res.json().product.stockQuantity;
}

describe('release of unpaid check and wire orders', () => {
  it('cancels them once the end of the UTC day 7 calendar days after they were placed has passed, puts their cylinders and coupon use back and tells the buyer in their language, once', async () => {
    const product = await makeProduct(t.database.db, { stockQuantity: 200 });
    const coupon = await makeCoupon(t.database.db, { maxUses: 1 });
    const placedAt = Date.now();
    const wire = await placeOrder(t.app, orderBody([line(product.id, 1, 'pallet'), line(product.id, 2)], { ...unpaid('bank_wire'), couponCode: coupon.code }), { cookie: 'frigidflow_lang=fr' });
    const check = await placeOrder(t.app, orderBody([line(product.id, 3)], unpaid('check')), { headers: { 'accept-language': 'es' } });
    const card = await placeOrder(t.app, orderBody([line(product.id, 5)]));
    const paid = await placeOrder(t.app, orderBody([line(product.id, 7)], unpaid('check')));
    const { cookie } = await signUp(t.app);
    const signedIn = await placeOrder(t.app, orderBody([line(product.id, 11)], { guest: undefined, ...unpaid('bank_wire') }), { cookie });
    for (const res of [wire, check, card, paid, signedIn]) expect(res.statusCode).toBe(201);
    // An admin marked this one paid: it is no longer pending.
    await t.database.db.update(orders).set({ status: 'processing' }).where(eq(orders.orderNumber, paid.json().order.orderNumber));
    expect(await stockOf(t.database.db, product.id)).toBe(200 - 42 - 3 - 5 - 7 - 11);
    expect(await couponUses(t.database.db, coupon.id)).toBe(1);
    expect(await catalogueStock(product.slug)).toBe(132);

    expect(await jobAt(lastPayingInstant(placedAt, 7)).runOnce()).toEqual([]);
    expect(await stockOf(t.database.db, product.id)).toBe(132);

    const released = await jobAt(pastDeadline(placedAt, 7)).runOnce();
    const numbers = (res: typeof wire) => res.json().order.orderNumber as string;
    expect(released.sort()).toEqual([wire, check, signedIn].map(numbers).sort());
    for (const res of [wire, check, signedIn]) expect((await statusOf(numbers(res)))?.status).toBe('cancelled');
    expect((await statusOf(numbers(card)))?.status).toBe('pending');
    expect((await statusOf(numbers(paid)))?.status).toBe('processing');
    expect(await stockOf(t.database.db, product.id)).toBe(132 + 42 + 3 + 11);
    expect(await catalogueStock(product.slug)).toBe(188);
    expect(await couponUses(t.database.db, coupon.id)).toBe(0);
    const wireId = (await statusOf(numbers(wire)))?.id ?? '';
    expect(await t.database.db.select().from(couponRedemptions).where(eq(couponRedemptions.orderId, wireId))).toEqual([]);

    const mails = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.dedupeKey, `order-released:${wireId}`));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ toAddress: 'dana@example.com', subject: `Votre commande FrigidFlow ${numbers(wire)} a été annulée` });
    expect(mails[0]?.text).toContain('virement');
    expect(mails[0]?.html).toContain('<html lang="fr">');
    const checkId = (await statusOf(numbers(check)))?.id ?? '';
    const [spanish] = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.dedupeKey, `order-released:${checkId}`));
    expect(spanish?.subject).toBe(`Su pedido de FrigidFlow ${numbers(check)} fue cancelado`);

    // The coupon is usable again.
    expect((await placeOrder(t.app, orderBody([line(product.id)], { couponCode: coupon.code }))).statusCode).toBe(201);

    // A second pass, later, finds nothing more to release.
    expect(await jobAt(new Date(placedAt + 30 * DAY_MS)).runOnce()).toEqual([]);
    const [mailCount] = await t.database.db.select({ n: count() }).from(emailOutbox).where(eq(emailOutbox.dedupeKey, `order-released:${wireId}`));
    expect(mailCount?.n).toBe(1);
    expect(await stockOf(t.database.db, product.id)).toBe(188 - 1);
  });

  it('follows the unpaid_order_release_days setting', async () => {
    await t.database.db.insert(siteSettings).values({ settingKey: 'unpaid_order_release_days', settingValue: '2' });
    try {
      const product = await makeProduct(t.database.db, { stockQuantity: 10 });
      const placedAt = Date.now();
      const order = await placeOrder(t.app, orderBody([line(product.id, 4)], unpaid('check')));
      expect(await jobAt(lastPayingInstant(placedAt, 2)).runOnce()).not.toContain(order.json().order.orderNumber);
      expect(await jobAt(pastDeadline(placedAt, 2)).runOnce()).toContain(order.json().order.orderNumber);
      expect(await stockOf(t.database.db, product.id)).toBe(10);
    } finally {
      await t.database.db.delete(siteSettings).where(eq(siteSettings.settingKey, 'unpaid_order_release_days'));
    }
  });

  it('puts nothing back for a backorder product, whose stock stopped at zero', async () => {
    const product = await makeProduct(t.database.db, { stockQuantity: 3, availability: 'backorder' });
    const placedAt = Date.now();
    const order = await placeOrder(t.app, orderBody([line(product.id, 10)], unpaid('bank_wire')));
    expect(await stockOf(t.database.db, product.id)).toBe(0);
    expect(await jobAt(new Date(placedAt + 9 * DAY_MS)).runOnce()).toContain(order.json().order.orderNumber);
    expect(await stockOf(t.database.db, product.id)).toBe(0);
  });

  // Proves a race only on PostgreSQL (DATABASE_URL): PGlite runs one transaction at a time.
  it('releases each order once when several instances run at the same time', async () => {
    const product = await makeProduct(t.database.db, { stockQuantity: 100 });
    const coupon = await makeCoupon(t.database.db, { maxUses: 10 });
    const placedAt = Date.now();
    for (let i = 0; i < 6; i += 1) {
      expect((await placeOrder(t.app, orderBody([line(product.id, 5)], { ...unpaid('check'), couponCode: coupon.code }))).statusCode).toBe(201);
    }
    expect(await stockOf(t.database.db, product.id)).toBe(70);
    const at = new Date(placedAt + 9 * DAY_MS);
    const passes = await Promise.all(Array.from({ length: 4 }, () => jobAt(at).runOnce()));
    const all = passes.flat();
    expect(new Set(all).size).toBe(all.length);
    expect(await stockOf(t.database.db, product.id)).toBe(100);
    expect(await couponUses(t.database.db, coupon.id)).toBe(0);
    const [pending] = await t.database.db
      .select({ n: count() })
      .from(orders)
      .where(and(eq(orders.status, 'pending'), eq(orders.paymentMethod, 'check')));
    expect(pending?.n).toBe(0);
  });
});

describe('release of card and bank-debit orders whose payment was lost (docs/decisions/040)', () => {
  it('counts their deadline from unpaid_since, not from the placing, and tells the buyer in their language that nothing was taken', async () => {
    const product = await makeProduct(t.database.db, { stockQuantity: 50 });
    const voided = await placeOrder(t.app, orderBody([line(product.id, 4)], cardPayment(VOIDED_LATER)), { cookie: 'frigidflow_lang=fr' });
    const paidCard = await placeOrder(t.app, orderBody([line(product.id, 2)]));
    for (const res of [voided, paidCard]) expect(res.statusCode, res.body).toBe(201);
    const numbers = [voided, paidCard].map((res) => res.json().order.orderNumber as string);
    // Both placed a month ago: a wire order that old would be past its deadline.
    await t.database.db.update(orders).set({ createdAt: new Date(Date.now() - 30 * DAY_MS) }).where(inArray(orders.orderNumber, numbers));
    // The issuer voids the authorisation of the first: unpaid from now on.
    await settleSandbox(t.app);
    const [lost] = await t.database.db.select().from(orders).where(eq(orders.orderNumber, numbers[0] ?? ''));
    expect(lost).toMatchObject({ status: 'pending', paymentState: 'unpaid', unpaidSince: expect.any(Date) });
    const unpaidSince = lost?.unpaidSince?.getTime() ?? 0;
    expect(await stockOf(t.database.db, product.id)).toBe(44);

    expect(await jobAt(new Date()).runOnce()).not.toContain(numbers[0]);
    expect(await jobAt(lastPayingInstant(unpaidSince, 7)).runOnce()).not.toContain(numbers[0]);
    expect((await statusOf(numbers[0] ?? ''))?.status).toBe('pending');
    const released = await jobAt(pastDeadline(unpaidSince, 7)).runOnce();
    expect(released).toContain(numbers[0]);
    expect(released).not.toContain(numbers[1]);
    expect((await statusOf(numbers[0] ?? ''))?.status).toBe('cancelled');
    expect((await statusOf(numbers[1] ?? ''))?.status).toBe('pending');
    expect(await stockOf(t.database.db, product.id)).toBe(48);

    const mails = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.dedupeKey, `order-released:${lost?.id}`));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(`Votre commande FrigidFlow ${numbers[0]} a été annulée`);
    for (const part of [`Le paiement par carte de la commande ${numbers[0]} n'a pas abouti`, "Aucun montant n'a été prélevé"]) expect(mails[0]?.text).toContain(part);
    expect(mails[0]?.text).not.toContain('virement');
  });
});

import { randomUUID } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARD_NUMBER_LIKE } from '@domain/cards';
import { ADMIN_MESSAGES } from '@domain/schemas/admin';
import { ADMIN_ORDER_MESSAGES } from '@domain/schemas/orders-admin';
import { startTestSmtp, type TestSmtp } from '../../../e2e/support/smtp';
import { paymentDeadline } from '@domain/payment-deadline';
import { couponRedemptions, emailOutbox, notificationSettings, orders, siteSettings } from '../../db/schema';
import { OutboxWorker } from '../../jobs/outbox-worker';
import { createMailer } from '../../mail/transport';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { auditEntriesOf, signInNewAdmin } from '../audit/testing';
import { resolveAuthSecret } from '../auth/auth-secret';
import { call, signUp, uniqueEmail } from '../auth/testing';
import { OrderSecrets } from './guest-access';
import { UnpaidOrderService } from './unpaid-orders.service';
import { couponUses, line, makeCoupon, makeProduct, orderBody, placeOrder, stockOf, unpaid } from './testing';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signInNewAdmin(t.app, t.database.db)).cookie;
});
afterAll(async () => {
  await t?.close();
});

const adminCall = (method: 'GET' | 'PATCH' | 'POST', url: string, body?: unknown) => call(t.app, method, url, { cookie: admin, body });

interface Placed {
  id: string;
  number: string;
  guestCookie: string;
}

/** Places an order (a guest card order unless `extra` says otherwise) and returns its id and number. */
async function place(items: unknown[], extra: Record<string, unknown> = {}, options: Parameters<typeof placeOrder>[2] = {}): Promise<Placed> {
  const res = await placeOrder(t.app, orderBody(items, extra), options);
  expect(res.statusCode, res.body).toBe(201);
  const number = res.json().order.orderNumber as string;
  const [row] = await t.database.db.select({ id: orders.id }).from(orders).where(eq(orders.orderNumber, number));
  const raw = res.headers['set-cookie'];
  const cookieLine = (Array.isArray(raw) ? raw : raw ? [String(raw)] : []).find((l) => l.startsWith('ff_guest_orders='));
  return { id: row?.id ?? '', number, guestCookie: cookieLine?.split(';')[0] ?? '' };
}

async function details(id: string) {
  const res = await adminCall('GET', `/api/admin/orders/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().order as { version: string; status: string; tracking: { number: string; carrier: string; url: string | null } | null; notes: string | null };
}

/** Sets a status from the order's current version. */
async function setStatus(id: string, body: Record<string, unknown>) {
  const { version } = await details(id);
  return adminCall('PATCH', `/api/admin/orders/${id}/status`, { version, ...body });
}

/**
 * The order's audit entries made by the back office. A card order also carries the provider's own entries
 * (`order.payment_event`, actor "provider": authorised, then paid once captured; docs/decisions/040).
 */
async function staffEntriesOf(id: string) {
  return (await auditEntriesOf(t.database.db, 'order', id)).filter((entry) => entry.action !== 'order.payment_event');
}

async function outboxMail(dedupeKey: string) {
  const [row] = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.dedupeKey, dedupeKey));
  return row;
}

describe('GET /api/admin/orders', () => {
  const tag = `Zephyr${randomUUID().slice(0, 6)}`;
  const placedOrders: Placed[] = [];

  beforeAll(async () => {
    const product = await makeProduct(t.database.db, { price: '100.00' });
    for (const [i, quantity] of [1, 3, 2].entries()) {
      placedOrders.push(await place([line(product.id, quantity)], { customer: { name: `${tag} Buyer ${i}`, email: `${tag.toLowerCase()}.${i}@example.com` } }));
    }
  });

  it('lists newest first with the row the screen shows: number, customer, status, total, date, item count, payment method', async () => {
    const res = await adminCall('GET', `/api/admin/orders?q=${tag}`);
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page).toMatchObject({ total: 3, page: 1, pageSize: 25 });
    expect(page.items.map((o: { orderNumber: string }) => o.orderNumber)).toEqual(placedOrders.map((o) => o.number).reverse());
    expect(page.items[0]).toMatchObject({
      id: placedOrders[2]?.id,
      customerName: `${tag} Buyer 2`,
      customerEmail: `${tag.toLowerCase()}.2@example.com`,
      status: 'pending',
      itemCount: 2,
      paymentMethod: 'credit_card',
      tracking: null,
      createdAt: expect.any(String),
      version: expect.any(String),
    });
    expect(page.items[0].total).toBeGreaterThan(200);
  });

  it('finds an order by its number (any case), by the exact e-mail and by part of the name', async () => {
    const target = placedOrders[1]!;
    const byNumber = (await adminCall('GET', `/api/admin/orders?q=${target.number.toLowerCase()}`)).json();
    expect(byNumber.items.map((o: { id: string }) => o.id)).toEqual([target.id]);
    const byEmail = (await adminCall('GET', `/api/admin/orders?q=${encodeURIComponent(`${tag.toUpperCase()}.1@EXAMPLE.COM`)}`)).json();
    expect(byEmail.items.map((o: { id: string }) => o.id)).toEqual([target.id]);
    const byName = (await adminCall('GET', `/api/admin/orders?q=${encodeURIComponent(`${tag.slice(2)} buyer 1`)}`)).json();
    expect(byName.items.map((o: { id: string }) => o.id)).toEqual([target.id]);
    // LIKE's own wildcards are taken literally.
    expect((await adminCall('GET', `/api/admin/orders?q=${encodeURIComponent(`${tag}%`)}`)).json().total).toBe(0);
  });

  it('pages in SQL and sorts by total and by status', async () => {
    const second = (await adminCall('GET', `/api/admin/orders?q=${tag}&pageSize=2&page=2`)).json();
    expect(second).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(second.items.map((o: { id: string }) => o.id)).toEqual([placedOrders[0]?.id]);
    const byTotal = (await adminCall('GET', `/api/admin/orders?q=${tag}&sort=total`)).json();
    expect(byTotal.items.map((o: { itemCount: number }) => o.itemCount)).toEqual([1, 2, 3]);

    const shipped = await setStatus(placedOrders[0]!.id, { status: 'shipped', trackingNumber: '1Z999AA10123456784' });
    expect(shipped.statusCode).toBe(200);
    expect((await setStatus(placedOrders[1]!.id, { status: 'processing' })).statusCode).toBe(200);
    const byStatus = (await adminCall('GET', `/api/admin/orders?q=${tag}&sort=status`)).json();
    expect(byStatus.items.map((o: { status: string }) => o.status)).toEqual(['pending', 'processing', 'shipped']);
    expect(byStatus.items[2].tracking).toEqual({ number: '1Z999AA10123456784', carrier: 'ups', url: 'https://www.ups.com/track?tracknum=1Z999AA10123456784' });
  });

  it('filters by status', async () => {
    const res = (await adminCall('GET', `/api/admin/orders?q=${tag}&status=processing`)).json();
    expect(res.items.map((o: { id: string }) => o.id)).toEqual([placedOrders[1]?.id]);
  });

  it('refuses an unknown status, sort or page size with the field at fault', async () => {
    for (const [query, field] of [
      ['status=lost', 'status'],
      ['sort=customerEmail', 'sort'],
      ['pageSize=500', 'pageSize'],
      ['page=0', 'page'],
    ] as const) {
      const res = await adminCall('GET', `/api/admin/orders?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.fields).toHaveProperty(field);
    }
  });
});

describe('GET /api/admin/orders/:id', () => {
  it('shows the whole order with the card as brand and last four only, no 13–19 digit run anywhere (RELIABILITY 16–17)', async () => {
    const product = await makeProduct(t.database.db, { price: '40.00', sku: 'R410A-X1' });
    const placed = await place([line(product.id, 2)], { customer: { name: 'Card Buyer', email: uniqueEmail('card'), company: 'Polar HVAC' }, notes: 'Dock 4' });
    const res = await adminCall('GET', `/api/admin/orders/${placed.id}`);
    expect(res.statusCode).toBe(200);
    const order = res.json().order;
    expect(order).toMatchObject({
      id: placed.id,
      orderNumber: placed.number,
      status: 'pending',
      customerName: 'Card Buyer',
      companyName: 'Polar HVAC',
      customerType: 'guest',
      language: 'en',
      tracking: null,
      shippingAddress: { street: '12 Main St', city: 'Dallas', state: 'TX', zipCode: '75201', country: 'United States' },
      items: [{ productName: product.name, sku: 'R410A-X1', packaging: '1 Cylinder', quantity: 2, price: 40, epaApproved: true }],
      paymentMethod: 'credit_card',
      card: { brand: 'visa', last4: '4242', expiry: '12/39', cardholderName: 'Dana Cooper', billingAddress: expect.objectContaining({ street: '12 Main St' }) },
      paymentInstructions: null,
      subtotal: 80,
      notes: 'Dock 4',
    });
    expect(order.version).toBe(order.updatedAt);
    expect(res.body).not.toMatch(CARD_NUMBER_LIKE);
    // The security code appears nowhere: no field for it, and not as a value of its own (a random id may hold the digits).
    expect(res.body).not.toMatch(/cvv|cvc|security.?code/i);
    expect(res.body).not.toMatch(/(?<![0-9a-z-])737(?![0-9a-z-])/i);
    const list = await adminCall('GET', `/api/admin/orders?q=${placed.number}`);
    expect(list.body).not.toMatch(CARD_NUMBER_LIKE);
  });

  it('shows what a wire buyer was told', async () => {
    const product = await makeProduct(t.database.db);
    const placed = await place([line(product.id)], unpaid('bank_wire'));
    const order = (await adminCall('GET', `/api/admin/orders/${placed.id}`)).json().order;
    expect(order.card).toBeNull();
    expect(order.paymentInstructions).toMatch(/order number in the wire reference/);
  });

  it('answers 404 for an order that does not exist and 400 for an id that is not one', async () => {
    const missing = await adminCall('GET', `/api/admin/orders/${randomUUID()}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe(ADMIN_ORDER_MESSAGES.notFound);
    expect((await adminCall('GET', '/api/admin/orders/FF-123')).statusCode).toBe(400);
  });
});

describe('PATCH /api/admin/orders/:id/status', () => {
  it('refuses shipped without a tracking number, on the server, naming the field; nothing changes', async () => {
    const product = await makeProduct(t.database.db);
    const placed = await place([line(product.id)]);
    for (const trackingNumber of [undefined, '', '   ']) {
      const res = await setStatus(placed.id, { status: 'shipped', ...(trackingNumber === undefined ? {} : { trackingNumber }) });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toEqual({ code: 'validation_failed', message: 'Tracking number is required for shipped orders.', fields: { trackingNumber: 'Tracking number is required for shipped orders.' } });
    }
    expect((await details(placed.id)).status).toBe('pending');
    // Only the provider's entries from placing the card order (authorised, then paid); none from the refused edits.
    const entries = await auditEntriesOf(t.database.db, 'order', placed.id);
    expect(entries.map((entry) => [entry.action, entry.actorEmail, (entry.after as { transition?: string } | null)?.transition])).toEqual([
      ['order.payment_event', 'provider', 'paid'],
      ['order.payment_event', 'provider', 'authorized'],
    ]);
  });

  it('ships with a tracking number (carrier guessed from its format, else chosen), records who changed what, and e-mails the buyer once', async () => {
    const product = await makeProduct(t.database.db);
    const placed = await place([line(product.id)]);
    const res = await setStatus(placed.id, { status: 'shipped', trackingNumber: ' 1Z999AA10123456784 ' });
    expect(res.statusCode).toBe(200);
    const order = res.json().order;
    expect(order).toMatchObject({ status: 'shipped', tracking: { number: '1Z999AA10123456784', carrier: 'ups', url: 'https://www.ups.com/track?tracknum=1Z999AA10123456784' } });
    const [entry, ...others] = await staffEntriesOf(placed.id);
    expect(others).toEqual([]);
    expect(entry).toMatchObject({
      action: 'order.status',
      actorEmail: expect.stringMatching(/^admin\./),
      before: { status: 'pending', trackingNumber: null, trackingCarrier: null },
      after: { status: 'shipped', trackingNumber: '1Z999AA10123456784', trackingCarrier: 'ups' },
    });
    const history = (await adminCall('GET', `/api/admin/audit?entityType=order&entityId=${placed.id}`)).json();
    // The history shows the admin's change and the provider's two payment events (authorised, paid).
    expect(history.items.map((item: { action: string }) => item.action).sort()).toEqual(['order.payment_event', 'order.payment_event', 'order.status']);
    const mail = await outboxMail(`order-status:${placed.id}:shipped:1Z999AA10123456784`);
    expect(mail).toMatchObject({ toAddress: 'dana@example.com', subject: `Your FrigidFlow order ${placed.number} has shipped` });

    // The same status and number again changes nothing: no audit entry, no second e-mail.
    expect((await setStatus(placed.id, { status: 'shipped', trackingNumber: '1Z999AA10123456784' })).statusCode).toBe(200);
    expect(await staffEntriesOf(placed.id)).toHaveLength(1);

    // A corrected number with a carrier the admin picks: a new e-mail with the new link.
    const fixed = await setStatus(placed.id, { status: 'shipped', trackingNumber: '329035495419', trackingCarrier: 'purolator' });
    expect(fixed.json().order.tracking).toEqual({ number: '329035495419', carrier: 'purolator', url: 'https://www.purolator.com/en/shipping/tracker?pins=329035495419' });
    expect((await outboxMail(`order-status:${placed.id}:shipped:329035495419`))?.text).toContain('https://www.purolator.com/en/shipping/tracker?pins=329035495419');
  });

  it('keeps the stored tracking number when shipped is set again without one', async () => {
    const product = await makeProduct(t.database.db);
    const placed = await place([line(product.id)]);
    expect((await setStatus(placed.id, { status: 'shipped', trackingNumber: '123456789012', trackingCarrier: 'fedex' })).statusCode).toBe(200);
    expect((await setStatus(placed.id, { status: 'delivered' })).statusCode).toBe(200);
    const again = await setStatus(placed.id, { status: 'shipped' });
    expect(again.statusCode).toBe(200);
    expect(again.json().order.tracking).toMatchObject({ number: '123456789012', carrier: 'fedex' });
  });

  it('allows any status from any status (back-office spec §4)', async () => {
    const product = await makeProduct(t.database.db);
    const placed = await place([line(product.id)]);
    for (const status of ['delivered', 'pending', 'processing', 'pending']) {
      const res = await setStatus(placed.id, { status });
      expect(res.statusCode, status).toBe(200);
      expect(res.json().order.status).toBe(status);
    }
    expect((await staffEntriesOf(placed.id)).map((entry) => entry.action)).toEqual(['order.status', 'order.status', 'order.status', 'order.status']);
  });

  it('refuses an edit started from an older version with 409, changing nothing', async () => {
    const product = await makeProduct(t.database.db);
    const placed = await place([line(product.id)]);
    const { version } = await details(placed.id);
    expect((await adminCall('PATCH', `/api/admin/orders/${placed.id}/status`, { status: 'processing', version })).statusCode).toBe(200);
    const stale = await adminCall('PATCH', `/api/admin/orders/${placed.id}/status`, { status: 'cancelled', version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toEqual({ code: 'conflict', message: ADMIN_MESSAGES.staleEdit });
    expect((await details(placed.id)).status).toBe('processing');
    expect(await stockOf(t.database.db, product.id)).toBe(100_000 - 1);
    expect(await staffEntriesOf(placed.id)).toHaveLength(1);
  });

  it('refuses malformed bodies with the field at fault', async () => {
    const product = await makeProduct(t.database.db);
    const placed = await place([line(product.id)]);
    const { version } = await details(placed.id);
    for (const [body, field] of [
      [{ status: 'lost', version }, 'status'],
      [{ status: 'shipped', trackingNumber: 'X'.repeat(65), version }, 'trackingNumber'],
      [{ status: 'shipped', trackingNumber: '1Z1', trackingCarrier: 'pony', version }, 'trackingCarrier'],
      [{ status: 'processing' }, 'version'],
      [{ status: 'processing', version, total: 1 }, 'body'],
    ] as const) {
      const res = await adminCall('PATCH', `/api/admin/orders/${placed.id}/status`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.json().error.fields ?? {}).join(' '), JSON.stringify(body)).toContain(field === 'body' ? '' : field);
    }
    expect((await adminCall('PATCH', `/api/admin/orders/${randomUUID()}/status`, { status: 'processing', version })).statusCode).toBe(404);
  });
});

describe('cancelling and reopening', () => {
  it('gives back the stock and the coupon use when cancelled, exactly once', async () => {
    const product = await makeProduct(t.database.db, { stockQuantity: 100 });
    const coupon = await makeCoupon(t.database.db, { maxUses: 1 });
    const placed = await place([line(product.id, 3)], { couponCode: coupon.code });
    expect(await stockOf(t.database.db, product.id)).toBe(97);
    expect(await couponUses(t.database.db, coupon.id)).toBe(1);

    const res = await setStatus(placed.id, { status: 'cancelled' });
    expect(res.statusCode).toBe(200);
    expect(await stockOf(t.database.db, product.id)).toBe(100);
    expect(await couponUses(t.database.db, coupon.id)).toBe(0);
    expect(await t.database.db.select().from(couponRedemptions).where(eq(couponRedemptions.orderId, placed.id))).toEqual([]);
    expect((await outboxMail(`order-status:${placed.id}:cancelled:`))?.subject).toBe(`Your FrigidFlow order ${placed.number} was cancelled`);

    // Cancelled again (a no-op) gives nothing back twice.
    expect((await setStatus(placed.id, { status: 'cancelled' })).statusCode).toBe(200);
    expect(await stockOf(t.database.db, product.id)).toBe(100);
    expect(await couponUses(t.database.db, coupon.id)).toBe(0);
  });

  it('takes the stock and the coupon use again when a cancelled order is reopened, so a second cancel gives back only once', async () => {
    const product = await makeProduct(t.database.db, { stockQuantity: 50 });
    const coupon = await makeCoupon(t.database.db, { maxUses: 5 });
    const placed = await place([line(product.id, 2)], { couponCode: coupon.code });
    await setStatus(placed.id, { status: 'cancelled' });
    expect(await stockOf(t.database.db, product.id)).toBe(50);

    const reopened = await setStatus(placed.id, { status: 'processing' });
    expect(reopened.statusCode).toBe(200);
    expect(await stockOf(t.database.db, product.id)).toBe(48);
    expect(await couponUses(t.database.db, coupon.id)).toBe(1);
    expect(await t.database.db.select().from(couponRedemptions).where(eq(couponRedemptions.orderId, placed.id))).toHaveLength(1);

    await setStatus(placed.id, { status: 'cancelled' });
    expect(await stockOf(t.database.db, product.id)).toBe(50);
    expect(await couponUses(t.database.db, coupon.id)).toBe(0);
  });

  it('refuses to reopen when the stock is gone or the coupon is used up, with a clear message, changing nothing', async () => {
    const product = await makeProduct(t.database.db, { stockQuantity: 5 });
    const placed = await place([line(product.id, 4)]);
    await setStatus(placed.id, { status: 'cancelled' });
    await place([line(product.id, 3)]);
    const noStock = await setStatus(placed.id, { status: 'pending' });
    expect(noStock.statusCode).toBe(409);
    expect(noStock.json().error).toMatchObject({ message: ADMIN_ORDER_MESSAGES.reopenOutOfStock, fields: { status: ADMIN_ORDER_MESSAGES.reopenOutOfStock } });
    expect(await stockOf(t.database.db, product.id)).toBe(2);
    expect((await details(placed.id)).status).toBe('cancelled');

    const plenty = await makeProduct(t.database.db);
    const coupon = await makeCoupon(t.database.db, { maxUses: 1 });
    const first = await place([line(plenty.id)], { couponCode: coupon.code });
    await setStatus(first.id, { status: 'cancelled' });
    await place([line(plenty.id)], { couponCode: coupon.code });
    const stockBefore = await stockOf(t.database.db, plenty.id);
    const usedUp = await setStatus(first.id, { status: 'processing' });
    expect(usedUp.statusCode).toBe(409);
    expect(usedUp.json().error.message).toBe(ADMIN_ORDER_MESSAGES.reopenCouponUsedUp);
    expect(await stockOf(t.database.db, plenty.id)).toBe(stockBefore);
    expect(await couponUses(t.database.db, coupon.id)).toBe(1);
    expect((await details(first.id)).status).toBe('cancelled');
  });

  it('follows the release job’s rule for backorder products: nothing put back, nothing taken again', async () => {
    const product = await makeProduct(t.database.db, { stockQuantity: 2, availability: 'backorder' });
    const placed = await place([line(product.id, 5)]);
    expect(await stockOf(t.database.db, product.id)).toBe(0);
    await setStatus(placed.id, { status: 'cancelled' });
    expect(await stockOf(t.database.db, product.id)).toBe(0);
    expect((await setStatus(placed.id, { status: 'processing' })).statusCode).toBe(200);
    expect(await stockOf(t.database.db, product.id)).toBe(0);
  });

  it('gives back once when two admins cancel at once, or an admin and the unpaid-order release (run on PostgreSQL too)', async () => {
    const product = await makeProduct(t.database.db, { stockQuantity: 40 });
    const coupon = await makeCoupon(t.database.db, { maxUses: 10 });
    const placed = await place([line(product.id, 4)], { ...unpaid('bank_wire'), couponCode: coupon.code });
    const { version } = await details(placed.id);
    const cancel = () => adminCall('PATCH', `/api/admin/orders/${placed.id}/status`, { status: 'cancelled', version });
    const answers = await Promise.all([cancel(), cancel()]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await stockOf(t.database.db, product.id)).toBe(40);
    expect(await couponUses(t.database.db, coupon.id)).toBe(0);

    const other = await place([line(product.id, 4)], { ...unpaid('check'), couponCode: coupon.code });
    const release = new UnpaidOrderService({ db: t.database.db, publicUrl: t.config.publicUrl, now: () => new Date(Date.now() + 30 * 86_400_000) });
    const current = await details(other.id);
    const [adminAnswer] = await Promise.all([adminCall('PATCH', `/api/admin/orders/${other.id}/status`, { status: 'cancelled', version: current.version }), release.releaseExpired()]);
    expect([200, 409]).toContain(adminAnswer.statusCode);
    expect(await stockOf(t.database.db, product.id)).toBe(40);
    expect(await couponUses(t.database.db, coupon.id)).toBe(0);
  });
});

describe('the payment line of the shipped, delivered and cancelled e-mails (as the order e-mail has it)', () => {
  const day = (date: Date, locale = 'en-US') => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
  const placedAt = async (id: string) => (await t.database.db.select({ createdAt: orders.createdAt }).from(orders).where(eq(orders.id, id)))[0]?.createdAt ?? new Date(0);
  const textOf = async (dedupeKey: string) => (await outboxMail(dedupeKey))?.text ?? '';

  it('says a card order was paid on the day it was placed', async () => {
    const product = await makeProduct(t.database.db);
    const placed = await place([line(product.id)]);
    expect((await setStatus(placed.id, { status: 'shipped', trackingNumber: '1Z999AA10123456784' })).statusCode).toBe(200);
    expect(await textOf(`order-status:${placed.id}:shipped:1Z999AA10123456784`)).toContain(`Payment: VISA ending in 4242 (paid on ${day(await placedAt(placed.id))})`);
  });

  it('says a wire order marked paid was paid on the day the money arrived', async () => {
    const product = await makeProduct(t.database.db, { price: '100.00' });
    const placed = await place([line(product.id)], unpaid('bank_wire'));
    const total = (await adminCall('GET', `/api/admin/orders/${placed.id}`)).json().order.amountDue as number;
    const paid = await adminCall('POST', `/api/admin/orders/${placed.id}/payments`, { amount: total.toFixed(2), receivedOn: '2026-01-20', reference: 'WIRE-9', method: 'bank_wire', requestKey: randomUUID() });
    expect(paid.statusCode, paid.body).toBe(200);
    expect((await setStatus(placed.id, { status: 'delivered' })).statusCode).toBe(200);
    expect(await textOf(`order-status:${placed.id}:delivered:`)).toContain('Payment: Bank wire (paid on January 20, 2026)');
  });

  it('gives an unpaid wire order shipped before its money the last day to pay, from the release-days setting', async () => {
    await t.database.db.insert(siteSettings).values({ settingKey: 'unpaid_order_release_days', settingValue: '3' }).onConflictDoUpdate({ target: siteSettings.settingKey, set: { settingValue: '3' } });
    try {
      const product = await makeProduct(t.database.db);
      const placed = await place([line(product.id)], unpaid('bank_wire'));
      expect((await setStatus(placed.id, { status: 'shipped', trackingNumber: '123456789012', trackingCarrier: 'fedex' })).statusCode).toBe(200);
      const due = day(paymentDeadline(await placedAt(placed.id), 3));
      expect(await textOf(`order-status:${placed.id}:shipped:123456789012`)).toContain(`Payment: Bank wire (unpaid, due by ${due})`);
    } finally {
      await t.database.db.delete(siteSettings).where(eq(siteSettings.settingKey, 'unpaid_order_release_days'));
    }
  });

  it('tells the buyer of a cancelled unpaid order that nothing is owed, in their language', async () => {
    const product = await makeProduct(t.database.db);
    const wire = await place([line(product.id)], unpaid('bank_wire'));
    expect((await setStatus(wire.id, { status: 'cancelled' })).statusCode).toBe(200);
    const english = await textOf(`order-status:${wire.id}:cancelled:`);
    expect(english).toContain('Payment: Bank wire (nothing owed)');
    expect(english).not.toContain('due by');

    const check = await place([line(product.id)], unpaid('check'), { headers: { cookie: 'frigidflow_lang=fr' } });
    expect((await setStatus(check.id, { status: 'cancelled' })).statusCode).toBe(200);
    expect(await textOf(`order-status:${check.id}:cancelled:`)).toContain('Paiement\u00a0: Chèque d’entreprise (aucun montant dû)');
  });
});

describe('PATCH /api/admin/orders/:id/notes', () => {
  it('saves notes with a new version and an audit entry; a stale version is refused; empty clears them', async () => {
    const product = await makeProduct(t.database.db);
    const placed = await place([line(product.id)]);
    const { version } = await details(placed.id);
    const saved = await adminCall('PATCH', `/api/admin/orders/${placed.id}/notes`, { notes: '  Call before delivery  ', version });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().order.notes).toBe('Call before delivery');
    expect(saved.json().order.version).not.toBe(version);
    const [entry] = await auditEntriesOf(t.database.db, 'order', placed.id);
    expect(entry).toMatchObject({ action: 'order.notes', before: { notes: null }, after: { notes: 'Call before delivery' } });

    const stale = await adminCall('PATCH', `/api/admin/orders/${placed.id}/notes`, { notes: 'Other', version });
    expect(stale.statusCode).toBe(409);
    const cleared = await adminCall('PATCH', `/api/admin/orders/${placed.id}/notes`, { notes: '', version: saved.json().order.version });
    expect(cleared.json().order.notes).toBeNull();
    const tooLong = await adminCall('PATCH', `/api/admin/orders/${placed.id}/notes`, { notes: 'x'.repeat(2001), version: cleared.json().order.version });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.fields).toEqual({ notes: ADMIN_ORDER_MESSAGES.notesTooLong });
  });
});

describe('status e-mails through the test SMTP server', () => {
  let smtp: TestSmtp;
  let worker: OutboxWorker;
  /** Sends everything queued (earlier tests' mail included), batch after batch. */
  const drain = async () => {
    while ((await worker.runOnce()) > 0);
  };
  beforeAll(async () => {
    smtp = await startTestSmtp();
    worker = new OutboxWorker({ db: t.database.db, mailer: createMailer({ smtpUrl: smtp.url, mailDir: '', from: 'FrigidFlow <no-reply@localhost>' }) });
  });
  afterAll(async () => {
    await worker.stop();
    await smtp.stop();
  });

  it('tells a French buyer in French: shipped with the tracking number and the carrier’s page, delivered, cancelled', async () => {
    const product = await makeProduct(t.database.db);
    const email = uniqueEmail('francais');
    const placed = await place([line(product.id)], { customer: { name: 'Élise Tremblay', email } }, { cookie: 'frigidflow_lang=fr' });
    await setStatus(placed.id, { status: 'shipped', trackingNumber: 'RR123456785CA' });
    await drain();
    const shipped = await smtp.waitForMail((m) => m.to.includes(email) && m.subject.includes('expédiée'));
    expect(shipped.subject).toBe(`Votre commande FrigidFlow ${placed.number} a été expédiée`);
    expect(shipped.text).toContain('Numéro de suivi\u00a0: RR123456785CA');
    expect(shipped.text).toContain('Transporteur\u00a0: Canada Post');
    expect(shipped.html).toContain('href="https://www.canadapost-postescanada.ca/track-reperage/fr#/search?searchFor=RR123456785CA"');
    expect(shipped.html).toContain('<html lang="fr">');
    expect(shipped.text).toContain(`/order-confirmation?orderNumber=${placed.number}&token=`);

    await setStatus(placed.id, { status: 'delivered' });
    await setStatus(placed.id, { status: 'cancelled' });
    await drain();
    await smtp.waitForMail((m) => m.to.includes(email) && m.subject === `Votre commande FrigidFlow ${placed.number} a été livrée`);
    const cancelled = await smtp.waitForMail((m) => m.to.includes(email) && m.subject === `Votre commande FrigidFlow ${placed.number} a été annulée`);
    expect(cancelled.text).toContain('courriel');
  });

  it('tells nothing for processing or pending', async () => {
    const product = await makeProduct(t.database.db);
    const placed = await place([line(product.id)]);
    await setStatus(placed.id, { status: 'processing' });
    const rows = await t.database.db.select().from(emailOutbox).where(like(emailOutbox.dedupeKey, `order-status:${placed.id}:%`));
    expect(rows).toEqual([]);
  });

  it('sends a wire buyer the bank details the checkout showed, the order number as reference and the deadline', async () => {
    const product = await makeProduct(t.database.db);
    const email = uniqueEmail('wire');
    const placed = await place([line(product.id)], { ...unpaid('bank_wire'), customer: { name: 'Wire Buyer', email } });
    await drain();
    const mail = await smtp.waitForMail((m) => m.to.includes(email));
    const settings = (await call(t.app, 'GET', '/api/settings')).json().settings as Record<string, string>;
    for (const key of ['bank_name', 'bank_routing_number', 'bank_account_number', 'bank_swift_code']) {
      expect(settings[key], key).toBeTruthy();
      expect(mail.text).toContain(settings[key]);
      expect(mail.html).toContain(settings[key]);
    }
    expect(mail.text).toContain(`Wire reference: ${placed.number}`);
    const [stored] = await t.database.db.select().from(orders).where(eq(orders.id, placed.id));
    const deadline = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date((stored?.createdAt.getTime() ?? 0) + 7 * 86_400_000));
    expect(mail.text).toContain(`Please send your payment by ${deadline}: an order still unpaid after that day (7 calendar days after it was placed) is cancelled`);
  });

  it('sends a check buyer the payee and the address to mail it to', async () => {
    const product = await makeProduct(t.database.db);
    const email = uniqueEmail('check');
    await place([line(product.id)], { ...unpaid('check'), customer: { name: 'Check Buyer', email } });
    const [row] = await t.database.db.select().from(emailOutbox).where(and(eq(emailOutbox.toAddress, email), like(emailOutbox.dedupeKey, 'order-confirmation:%')));
    expect(row?.text).toContain('Mail a company check payable to FrigidFlow');
    expect(row?.text).toContain('Mail it to: 2500 Commerce Street, Dallas, TX 75226');
  });
});

describe('"View your order": a signed link opens a guest order on any device; an order number alone reveals nothing (RELIABILITY 18–19)', () => {
  async function linkOf(placed: Placed): Promise<URL> {
    const mail = await outboxMail(`order-confirmation:${placed.id}`);
    const href = /href="([^"]*order-confirmation[^"]*)"/.exec(mail?.html ?? '')?.[1]?.replaceAll('&amp;', '&') ?? '';
    return new URL(href);
  }

  it('opens the order on a fresh client with the token, then by the cookie it sets, without the token', async () => {
    const product = await makeProduct(t.database.db);
    const placed = await place([line(product.id)]);
    const link = await linkOf(placed);
    expect(link.pathname).toBe('/order-confirmation');
    expect(link.searchParams.get('orderNumber')).toBe(placed.number);
    const token = link.searchParams.get('token') ?? '';
    expect(token).toMatch(/^\d+\.[A-Za-z0-9_-]{43}$/);

    const alone = await call(t.app, 'GET', `/api/orders/${placed.number}`);
    expect(alone.statusCode).toBe(404);
    expect(alone.body).not.toContain('dana@example.com');

    const opened = await call(t.app, 'GET', `/api/orders/${placed.number.toLowerCase()}?token=${token}`);
    expect(opened.statusCode).toBe(200);
    expect(opened.json().order.orderNumber).toBe(placed.number);
    const cookie = String(opened.headers['set-cookie'] ?? '');
    expect(cookie).toMatch(/^ff_order_links=[^;]+; Path=\/api\/orders; Max-Age=2592000; HttpOnly; SameSite=Lax/);
    const again = await call(t.app, 'GET', `/api/orders/${placed.number}`, { cookie: cookie.split(';')[0] });
    expect(again.statusCode).toBe(200);
  });

  it('refuses a tampered token, another order’s token and an expired one', async () => {
    const product = await makeProduct(t.database.db);
    const [a, b] = [await place([line(product.id)]), await place([line(product.id)])];
    const token = (await linkOf(a)).searchParams.get('token') ?? '';
    const [expiry, signature = ''] = token.split('.');
    const flipped = `${expiry}.${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    const later = `${Number(expiry) + 86_400}.${signature}`;
    for (const bad of [flipped, later, 'not-a-token', '']) {
      const res = await call(t.app, 'GET', `/api/orders/${a.number}?token=${encodeURIComponent(bad)}`);
      expect(res.statusCode, bad).toBe(404);
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    expect((await call(t.app, 'GET', `/api/orders/${b.number}?token=${token}`)).statusCode).toBe(404);
    expect((await call(t.app, 'GET', `/api/orders/${b.number}`, { cookie: `ff_order_links=${token}` })).statusCode).toBe(404);

    const secrets = new OrderSecrets(resolveAuthSecret(t.config.AUTH_SECRET, t.config.dataDir));
    const expired = secrets.orderLinkToken(a.number, new Date(Date.now() - 1000));
    expect((await call(t.app, 'GET', `/api/orders/${a.number}?token=${expired}`)).statusCode).toBe(404);
    expect((await call(t.app, 'GET', `/api/orders/${a.number}`, { cookie: `ff_order_links=${expired}` })).statusCode).toBe(404);
    const fresh = secrets.orderLinkToken(a.number, new Date(Date.now() + 60_000));
    expect((await call(t.app, 'GET', `/api/orders/${a.number}?token=${fresh}`)).statusCode).toBe(200);
  });

  it('gives an account’s order its plain address (opened after signing in), never a token, and a token never opens it', async () => {
    const product = await makeProduct(t.database.db);
    const buyer = await signUp(t.app);
    const res = await placeOrder(t.app, { ...orderBody([line(product.id)]), guest: undefined, customer: { name: 'Dana Cooper', email: buyer.email } }, { cookie: buyer.cookie });
    expect(res.statusCode).toBe(201);
    const number = res.json().order.orderNumber as string;
    const [row] = await t.database.db.select({ id: orders.id }).from(orders).where(eq(orders.orderNumber, number));
    const link = await linkOf({ id: row?.id ?? '', number, guestCookie: '' });
    expect(link.searchParams.get('token')).toBeNull();
    expect((await call(t.app, 'GET', `/api/orders/${number}`)).statusCode).toBe(404);
    expect((await call(t.app, 'GET', `/api/orders/${number}`, { cookie: buyer.cookie })).statusCode).toBe(200);
    const secrets = new OrderSecrets(resolveAuthSecret(t.config.AUTH_SECRET, t.config.dataDir));
    const forged = secrets.orderLinkToken(number, new Date(Date.now() + 60_000));
    expect((await call(t.app, 'GET', `/api/orders/${number}?token=${forged}`)).statusCode).toBe(404);
  });

  it('links the shop’s notification to that order in the back office', async () => {
    await t.database.db.insert(notificationSettings).values({ settingKey: 'notification_email', settingValue: 'shop@frigidflow.test' }).onConflictDoUpdate({ target: notificationSettings.settingKey, set: { settingValue: 'shop@frigidflow.test' } });
    try {
      const product = await makeProduct(t.database.db);
      const placed = await place([line(product.id)]);
      const mail = await outboxMail(`order-notification:${placed.id}:shop@frigidflow.test`);
      expect(mail?.html).toContain(`href="http://localhost:3000/admin/orders?order=${placed.id}"`);
    } finally {
      await t.database.db.delete(notificationSettings).where(eq(notificationSettings.settingKey, 'notification_email'));
    }
  });
});

describe('what the buyer sees', () => {
  it('shows status and tracking with the carrier’s link in /account and on the confirmation page', async () => {
    const product = await makeProduct(t.database.db);
    const buyer = await signUp(t.app);
    const res = await placeOrder(t.app, { ...orderBody([line(product.id)]), guest: undefined, customer: { name: 'Dana Cooper', email: buyer.email } }, { cookie: buyer.cookie });
    const number = res.json().order.orderNumber as string;
    const [row] = await t.database.db.select({ id: orders.id }).from(orders).where(eq(orders.orderNumber, number));
    await setStatus(row?.id ?? '', { status: 'shipped', trackingNumber: '9400 1000 0000 0000 0000 00' });
    const tracking = { number: '9400 1000 0000 0000 0000 00', carrier: 'usps', url: 'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400100000000000000000' };
    const mine = (await call(t.app, 'GET', '/api/account/orders', { cookie: buyer.cookie })).json().orders;
    expect(mine[0]).toMatchObject({ orderNumber: number, status: 'shipped', tracking });
    const confirmation = (await call(t.app, 'GET', `/api/orders/${number}`, { cookie: buyer.cookie })).json().order;
    expect(confirmation).toMatchObject({ status: 'shipped', tracking });
  });
});

import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUPON_DISPLAY_STATUSES, couponDisplayStatus } from '@domain/coupons';
import { ADMIN_MESSAGES } from '@domain/schemas/admin';
import { COUPON_FORM_MESSAGES as M, type AdminCoupon } from '@domain/schemas/coupons';
import { couponRedemptions, coupons } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { auditEntriesOf, signInNewAdmin } from '../audit/testing';
import { call, nextAddress, signUp } from '../auth/testing';
import { couponUses, line, makeCoupon, makeProduct, orderBody, placeOrder } from '../orders/testing';
import { CouponAdminService } from './coupons.admin.service';

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp({ seedDemo: false });
  cookie = (await signInNewAdmin(t.app, t.database.db)).cookie;
});
afterAll(async () => {
  await t?.close();
});

let codeCounter = 0;
/** A code no other test uses. */
const freshCode = (prefix = 'C') => `${prefix}${Date.now().toString(36).toUpperCase()}${(codeCounter += 1)}`;

/** What the form sends for a valid coupon. */
const form = (fields: Record<string, unknown> = {}) => ({
  code: freshCode(),
  title: 'Spring sale',
  description: 'Ten percent off refrigerants',
  discountType: 'percentage',
  discountValue: 10,
  minimumOrderAmount: 0,
  maxUses: null,
  startDate: '2025-01-01T00:00:00.000Z',
  endDate: null,
  isActive: true,
  ...fields,
});

/** The form's fields of a coupon as the API showed it (what the edit form starts from). */
const formOf = ({ code, title, description, discountType, discountValue, minimumOrderAmount, maxUses, startDate, endDate, isActive, updatedAt }: AdminCoupon) => ({
  code,
  title,
  description,
  discountType,
  discountValue,
  minimumOrderAmount,
  maxUses,
  startDate,
  endDate,
  isActive,
  version: updatedAt,
});

const admin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) => call(t.app, method, url, { cookie, body });

async function createCoupon(fields: Record<string, unknown> = {}): Promise<AdminCoupon> {
  const res = await admin('POST', '/api/admin/coupons', form(fields));
  if (res.statusCode !== 201) throw new Error(`create answered ${res.statusCode}: ${res.body}`);
  return res.json();
}

const validate = (code: string, productId: string) =>
  call(t.app, 'POST', '/api/coupons/validate', { body: { code, items: [line(productId)] }, remoteAddress: nextAddress() });

describe('the guard on /api/admin/coupons (RELIABILITY 20)', () => {
  it('answers 401 to anonymous callers and 403 to customers, before any validation', async () => {
    const customer = (await signUp(t.app)).cookie;
    const id = randomUUID();
    for (const [method, url] of [
      ['GET', '/api/admin/coupons'],
      ['GET', `/api/admin/coupons/${id}`],
      ['POST', '/api/admin/coupons'],
      ['PUT', `/api/admin/coupons/${id}`],
      ['DELETE', `/api/admin/coupons/${id}`],
    ] as const) {
      const body = method === 'POST' || method === 'PUT' ? {} : undefined;
      expect((await call(t.app, method, url, { body })).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(t.app, method, url, { cookie: customer, body })).statusCode, `${method} ${url}`).toBe(403);
    }
  });
});

describe('creating a coupon', () => {
  it('stores the code upper-cased and trimmed, the period as whole UTC days, and records who did it', async () => {
    const code = freshCode('spring');
    const res = await admin('POST', '/api/admin/coupons', form({ code: `  ${code.toLowerCase()} `, startDate: '2026-05-01', endDate: '2026-05-31', maxUses: '100', minimumOrderAmount: '250.50' }));
    expect(res.statusCode).toBe(201);
    const coupon = res.json<AdminCoupon>();
    expect(coupon).toMatchObject({
      code: code.toUpperCase(),
      startDate: '2026-05-01T00:00:00.000Z',
      endDate: '2026-05-31T23:59:59.999Z',
      maxUses: 100,
      currentUses: 0,
      minimumOrderAmount: 250.5,
      discountValue: 10,
      deletable: true,
    });
    expect(res.headers['cache-control']).toBe('no-store');

    const [entry] = await auditEntriesOf(t.database.db, 'coupon', coupon.id);
    expect(entry).toMatchObject({ action: 'coupon.create', before: null, after: { code: code.toUpperCase(), maxUses: 100, endDate: '2026-05-31T23:59:59.999Z' } });
    expect(entry?.actorEmail).toMatch(/^admin\./);
  });

  it('answers 400 with each field’s message', async () => {
    const empty = await admin('POST', '/api/admin/coupons', {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toMatchObject({
      code: M.codeRequired,
      title: M.titleRequired,
      discountValue: M.discountValueRequired,
      startDate: M.startDateRequired,
    });

    const cases: [Record<string, unknown>, string, string][] = [
      [{ discountValue: 120 }, 'discountValue', M.percentageTooHigh],
      [{ discountValue: 0 }, 'discountValue', M.discountValuePositive],
      [{ discountType: 'fixed', discountValue: '12.345' }, 'discountValue', M.amountDecimals],
      [{ minimumOrderAmount: -5 }, 'minimumOrderAmount', M.minimumNegative],
      [{ maxUses: 0 }, 'maxUses', M.maxUsesInvalid],
      [{ maxUses: '1.5' }, 'maxUses', M.maxUsesInvalid],
      [{ startDate: '2026-06-10', endDate: '2026-06-09' }, 'endDate', M.endBeforeStart],
      [{ code: 'NO SPACES' }, 'code', M.codeCharacters],
      [{ code: 'AB' }, 'code', M.codeLength],
      [{ startDate: '2026-02-30' }, 'startDate', M.dateInvalid],
    ];
    for (const [fields, field, message] of cases) {
      const res = await admin('POST', '/api/admin/coupons', form(fields));
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(res.json().error.fields[field], JSON.stringify(fields)).toBe(message);
    }
    const extra = await admin('POST', '/api/admin/coupons', form({ currentUses: 5 }));
    expect(extra.statusCode).toBe(400);
  });

  it('refuses a code already taken, whatever its case or spaces, with 409 on the code field', async () => {
    const first = await createCoupon();
    const res = await admin('POST', '/api/admin/coupons', form({ code: ` ${first.code.toLowerCase()}` }));
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({ code: 'conflict', message: M.codeTaken, fields: { code: M.codeTaken } });
    expect((await t.database.db.select({ n: count() }).from(coupons).where(eq(coupons.code, first.code)))[0]?.n).toBe(1);
  });
});

describe('reading coupons', () => {
  it('answers 404 for an unknown coupon and 400 for an address that is no id', async () => {
    const missing = await admin('GET', `/api/admin/coupons/${randomUUID()}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe(M.notFound);
    expect((await admin('GET', '/api/admin/coupons/not-an-id')).statusCode).toBe(400);
  });

  it('shows uses, status and whether it may be deleted', async () => {
    const created = await createCoupon({ maxUses: 5 });
    const res = await admin('GET', `/api/admin/coupons/${created.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: created.id, currentUses: 0, maxUses: 5, status: 'Active', deletable: true });
  });
});

describe('the coupon list', () => {
  let list: TestApp;
  let listCookie: string;
  const now = Date.now();
  const day = 86_400_000;

  beforeAll(async () => {
    list = await createTestApp({ seedDemo: false });
    listCookie = (await signInNewAdmin(list.app, list.database.db)).cookie;
    // 30 coupons across the three statuses, created one after another so "newest first" has an order to keep.
    const kinds = [
      { isActive: true, startDate: new Date(now - day), endDate: null },
      { isActive: true, startDate: new Date(now - day), endDate: new Date(now + day) },
      { isActive: true, startDate: new Date(now - 2 * day), endDate: new Date(now - day) },
      { isActive: false, startDate: new Date(now - day), endDate: null },
      { isActive: true, startDate: new Date(now + day), endDate: null },
      { isActive: false, startDate: new Date(now - 2 * day), endDate: new Date(now - day) },
    ];
    for (let i = 0; i < 30; i += 1) {
      const kind = kinds[i % kinds.length];
      await makeCoupon(list.database.db, { code: `LIST${String(i).padStart(2, '0')}`, title: i % 2 ? 'Odd offer' : 'Even 100%_deal', ...kind, createdAt: new Date(now - (30 - i) * 1000) });
    }
  });
  afterAll(async () => {
    await list?.close();
  });

  const page = async (query: string) => {
    const res = await call(list.app, 'GET', `/api/admin/coupons?${query}`, { cookie: listCookie });
    expect(res.statusCode, query).toBe(200);
    return res.json<{ items: AdminCoupon[]; total: number; page: number; pageSize: number }>();
  };

  it('pages newest first', async () => {
    const first = await page('pageSize=10');
    expect(first).toMatchObject({ total: 30, page: 1, pageSize: 10 });
    expect(first.items.map((c) => c.code)).toEqual(Array.from({ length: 10 }, (_, i) => `LIST${String(29 - i).padStart(2, '0')}`));
    const last = await page('pageSize=10&page=3');
    expect(last.items.at(-1)?.code).toBe('LIST00');
    expect((await page('pageSize=2&sort=createdAt')).items.map((c) => c.code)).toEqual(['LIST00', 'LIST01']);
  });

  it('filters by display status across pages, each coupon once, with the badge the domain rule gives', async () => {
    const seen = new Set<string>();
    for (const status of COUPON_DISPLAY_STATUSES) {
      const codes: string[] = [];
      const { total } = await page(`status=${status}&pageSize=10`);
      for (let p = 1; p <= Math.ceil(total / 10); p += 1) {
        const { items } = await page(`status=${status}&pageSize=10&page=${p}`);
        for (const coupon of items) {
          expect(coupon.status, coupon.code).toBe(status);
          expect(couponDisplayStatus(coupon, new Date())).toBe(status);
          codes.push(coupon.code);
        }
      }
      expect(codes).toHaveLength(total);
      for (const code of codes) seen.add(code);
    }
    expect(seen.size).toBe(30);
    expect((await page('status=Active')).total).toBe(10);
    expect((await page('status=Expired')).total).toBe(10);
    expect((await page('status=Inactive')).total).toBe(10);
  });

  it('searches code or title, ignoring case, taking % and _ literally', async () => {
    expect((await page('q=list0')).total).toBe(10);
    expect((await page('q=odd%20OFFER')).total).toBe(15);
    expect((await page('q=100%25_')).total).toBe(15);
    expect((await page('q=%25')).total).toBe(15);
    expect((await page('q=_')).total).toBe(15);
    expect((await page('q=list0&status=Expired')).items.map((c) => c.code)).toEqual(['LIST08', 'LIST05', 'LIST02']);
  });

  it('refuses an unknown status and a page size past the maximum with the field', async () => {
    for (const query of ['status=Gone', 'pageSize=500', 'page=0']) {
      const res = await call(list.app, 'GET', `/api/admin/coupons?${query}`, { cookie: listCookie });
      expect(res.statusCode, query).toBe(400);
      expect(Object.keys(res.json().error.fields)).toEqual([query.split('=')[0]]);
    }
  });

  it('agrees with the domain rule at the exact edges of a period (SQL filter against couponDisplayStatus)', async () => {
    const at = new Date('2030-01-01T12:00:00.000Z');
    const service = new CouponAdminService(list.database.db, () => at);
    const newestFirst = { column: 'createdAt', direction: 'desc' } as const;
    const edge = (ms: number) => new Date(at.getTime() + ms);
    const periods = [
      { startDate: at, endDate: null },
      { startDate: edge(1), endDate: null },
      { startDate: edge(-1), endDate: at },
      { startDate: edge(-1), endDate: edge(-1) },
      { startDate: edge(-5), endDate: edge(1) },
    ];
    const made: string[] = [];
    for (const isActive of [true, false]) {
      for (const period of periods) made.push((await makeCoupon(list.database.db, { code: freshCode('EDGE'), title: 'Edge case', isActive, ...period })).code);
    }
    for (const status of COUPON_DISPLAY_STATUSES) {
      const { items } = await service.list({ page: 1, pageSize: 100, q: 'EDGE', status, sort: newestFirst });
      for (const coupon of items) expect(couponDisplayStatus(coupon, at), coupon.code).toBe(status);
    }
    const all = await service.list({ page: 1, pageSize: 100, q: 'EDGE', sort: newestFirst });
    const counted = await Promise.all(COUPON_DISPLAY_STATUSES.map(async (status) => (await service.list({ page: 1, pageSize: 100, q: 'EDGE', status, sort: newestFirst })).total));
    expect(counted.reduce((a, b) => a + b, 0)).toBe(all.total);
    expect(all.total).toBe(made.length);
    // Started this very millisecond and ending this very millisecond both count as running.
    expect(counted[0]).toBe(3);
  });
});

describe('editing a coupon', () => {
  it('saves the form over the version it loaded and records before and after', async () => {
    const created = await createCoupon({ title: 'Before' });
    const res = await admin('PUT', `/api/admin/coupons/${created.id}`, form({ code: created.code, title: 'After', discountType: 'fixed', discountValue: '25', endDate: '2030-12-31', version: created.updatedAt }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ title: 'After', discountType: 'fixed', discountValue: 25, endDate: '2030-12-31T23:59:59.999Z' });
    expect(res.json().updatedAt).not.toBe(created.updatedAt);

    const [entry] = await auditEntriesOf(t.database.db, 'coupon', created.id);
    expect(entry).toMatchObject({ action: 'coupon.update', before: { title: 'Before', discountType: 'percentage' }, after: { title: 'After', discountType: 'fixed', discountValue: 25 } });
  });

  it('answers 409 to an edit started from an older version, and keeps the newer one', async () => {
    const created = await createCoupon({ title: 'Original' });
    const first = await admin('PUT', `/api/admin/coupons/${created.id}`, form({ code: created.code, title: 'First admin', version: created.updatedAt }));
    expect(first.statusCode).toBe(200);
    const stale = await admin('PUT', `/api/admin/coupons/${created.id}`, form({ code: created.code, title: 'Second admin', version: created.updatedAt }));
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toEqual({ code: 'conflict', message: ADMIN_MESSAGES.staleEdit });
    expect((await admin('GET', `/api/admin/coupons/${created.id}`)).json().title).toBe('First admin');
    expect(await auditEntriesOf(t.database.db, 'coupon', created.id)).toHaveLength(2);
  });

  it('requires the version, answers 404 for an unknown coupon, and refuses another coupon’s code', async () => {
    const created = await createCoupon();
    const other = await createCoupon();
    const noVersion = await admin('PUT', `/api/admin/coupons/${created.id}`, form({ code: created.code }));
    expect(noVersion.json().error.fields).toEqual({ version: ADMIN_MESSAGES.versionRequired });
    expect((await admin('PUT', `/api/admin/coupons/${randomUUID()}`, form({ version: created.updatedAt }))).statusCode).toBe(404);
    const taken = await admin('PUT', `/api/admin/coupons/${created.id}`, form({ code: other.code, version: created.updatedAt }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.fields).toEqual({ code: M.codeTaken });
  });
});

describe('a coupon that has been used', () => {
  it('cannot be deleted; deactivated, it keeps its redemptions and the storefront refuses it at once', async () => {
    const product = await makeProduct(t.database.db, { price: '100.00' });
    const coupon = await createCoupon({ maxUses: 10 });
    expect((await validate(coupon.code, product.id)).statusCode).toBe(200);
    const order = await placeOrder(t.app, orderBody([line(product.id)], { couponCode: coupon.code }));
    expect(order.statusCode, order.body).toBe(201);
    expect(await couponUses(t.database.db, coupon.id)).toBe(1);
    const redemptions = () => t.database.db.select().from(couponRedemptions).where(eq(couponRedemptions.couponId, coupon.id));
    expect(await redemptions()).toHaveLength(1);

    const shown = (await admin('GET', `/api/admin/coupons/${coupon.id}`)).json<AdminCoupon>();
    expect(shown).toMatchObject({ currentUses: 1, maxUses: 10, deletable: false });

    const refused = await admin('DELETE', `/api/admin/coupons/${coupon.id}`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toMatchObject({ code: 'unprocessable', message: M.usedCouponDelete });
    expect((await admin('GET', `/api/admin/coupons/${coupon.id}`)).statusCode).toBe(200);

    const tooLow = await admin('PUT', `/api/admin/coupons/${coupon.id}`, { ...formOf(shown), maxUses: 0 });
    expect(tooLow.json().error.fields).toEqual({ maxUses: M.maxUsesInvalid });

    const deactivated = await admin('PUT', `/api/admin/coupons/${coupon.id}`, { ...formOf(shown), isActive: false });
    expect(deactivated.statusCode).toBe(200);
    expect(deactivated.json()).toMatchObject({ isActive: false, status: 'Inactive', currentUses: 1, deletable: false });
    expect(await redemptions()).toHaveLength(1);

    const afterwards = await validate(coupon.code, product.id);
    expect(afterwards.statusCode).toBe(404);
    expect(afterwards.json().error.message).toBe('Invalid coupon code');
    const secondOrder = await placeOrder(t.app, orderBody([line(product.id)], { couponCode: coupon.code }));
    expect(secondOrder.statusCode).not.toBe(201);
    expect(await couponUses(t.database.db, coupon.id)).toBe(1);
  });

  it('keeps max uses at or above the uses already made', async () => {
    const coupon = await makeCoupon(t.database.db, { maxUses: 10, currentUses: 4 });
    const current = (await admin('GET', `/api/admin/coupons/${coupon.id}`)).json<AdminCoupon>();
    const below = await admin('PUT', `/api/admin/coupons/${coupon.id}`, { ...formOf(current), maxUses: 3 });
    expect(below.statusCode).toBe(400);
    expect(below.json().error.fields).toEqual({ maxUses: M.maxUsesBelowUses });
    const equal = await admin('PUT', `/api/admin/coupons/${coupon.id}`, { ...formOf(current), maxUses: 4 });
    expect(equal.statusCode).toBe(200);
    expect(equal.json()).toMatchObject({ maxUses: 4, currentUses: 4 });
  });
});

describe('deleting an unused coupon', () => {
  it('deletes it, records what it was, and answers 404 afterwards', async () => {
    const coupon = await createCoupon({ title: 'Short-lived' });
    const res = await admin('DELETE', `/api/admin/coupons/${coupon.id}`);
    expect(res.statusCode).toBe(204);
    expect((await admin('GET', `/api/admin/coupons/${coupon.id}`)).statusCode).toBe(404);
    expect((await admin('DELETE', `/api/admin/coupons/${coupon.id}`)).statusCode).toBe(404);
    const [entry] = await auditEntriesOf(t.database.db, 'coupon', coupon.id);
    expect(entry).toMatchObject({ action: 'coupon.delete', before: { code: coupon.code, title: 'Short-lived' }, after: null });
  });
});

describe('coupon titles in three languages (issue 24, docs/decisions/038)', () => {
  it('saves the French and Spanish title and description, drops blank ones, and the order preview carries them', async () => {
    const translations = { fr: { title: 'Soldes du printemps', description: '  ' }, es: { title: 'Ofertas de primavera', description: 'Diez por ciento menos' } };
    const coupon = await createCoupon({ translations });
    expect(coupon.translations).toEqual({ fr: { title: 'Soldes du printemps' }, es: { title: 'Ofertas de primavera', description: 'Diez por ciento menos' } });
    const product = await makeProduct(t.database.db);
    const preview = await call(t.app, 'POST', '/api/orders/preview', { body: { items: [line(product.id)], couponCode: coupon.code }, remoteAddress: nextAddress() });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().coupon.translations).toEqual(coupon.translations);
  });

  it('refuses a translated title over the English limit, naming translations.es.title', async () => {
    const res = await admin('POST', '/api/admin/coupons', form({ translations: { es: { title: 'x'.repeat(101) } } }));
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields)).toEqual(['translations.es.title']);
  });
});

describe('a coupon edit’s audit entry (issue 24, as products)', () => {
  it('keeps the fields the edit changed, with the code and title on both sides: the French and Spanish texts only when they changed', async () => {
    const translations = { fr: { title: 'Soldes du printemps' }, es: { title: 'Ofertas de primavera' } };
    const created = await createCoupon({ title: 'Spring', translations });
    const discount = await admin('PUT', `/api/admin/coupons/${created.id}`, { ...formOf(created), translations, discountValue: 15 });
    expect(discount.statusCode, discount.body).toBe(200);
    const [edit] = await auditEntriesOf(t.database.db, 'coupon', created.id);
    expect(edit).toMatchObject({ action: 'coupon.update' });
    expect(edit?.before).toEqual({ code: created.code, title: 'Spring', discountValue: 10 });
    expect(edit?.after).toEqual({ code: created.code, title: 'Spring', discountValue: 15 });
    expect(JSON.stringify(edit)).not.toContain('Soldes du printemps');

    const french = { ...translations, fr: { title: 'Promo de printemps' } };
    const retitled = await admin('PUT', `/api/admin/coupons/${created.id}`, { ...formOf(discount.json()), translations: french });
    expect(retitled.statusCode, retitled.body).toBe(200);
    const [second] = await auditEntriesOf(t.database.db, 'coupon', created.id);
    expect(second?.before).toEqual({ code: created.code, title: 'Spring', translations });
    expect(second?.after).toEqual({ code: created.code, title: 'Spring', translations: french });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { call, nextAddress } from '../auth/testing';
import { couponUses, makeCoupon, makeProduct } from '../orders/testing';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

const validate = (body: unknown, remoteAddress = nextAddress()) => call(t.app, 'POST', '/api/coupons/validate', { body, remoteAddress });

describe('POST /api/coupons/validate', () => {
  it('accepts a trimmed, lower-case code and gives the discount on the catalogue subtotal, without counting a use', async () => {
    const product = await makeProduct(t.database.db, { price: '40.00' });
    const coupon = await makeCoupon(t.database.db, { discountType: 'percentage', discountValue: '12.5' });
    const res = await validate({ code: `  ${coupon.code.toLowerCase()} `, items: [{ productId: product.id, packaging: 'cylinder', quantity: 3 }] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: coupon.code, title: 'Test coupon', discountType: 'percentage', discountValue: 12.5, discount: 15 });
    expect(await couponUses(t.database.db, coupon.id)).toBe(0);
  });

  it('answers every refusal with the spec message', async () => {
    const product = await makeProduct(t.database.db, { price: '40.00' });
    const items = [{ productId: product.id, packaging: 'cylinder', quantity: 1 }];
    const cases = [
      [{ code: 'NOPE-NOT-A-CODE' }, 404, 'Invalid coupon code'],
      [await makeCoupon(t.database.db, { isActive: false }), 404, 'Invalid coupon code'],
      [await makeCoupon(t.database.db, { endDate: new Date(Date.now() - 1000) }), 422, 'Coupon expired'],
      [await makeCoupon(t.database.db, { startDate: new Date(Date.now() + 86_400_000) }), 422, 'Coupon expired'],
      [await makeCoupon(t.database.db, { maxUses: 1, currentUses: 1 }), 422, 'Coupon limit reached'],
      [await makeCoupon(t.database.db, { minimumOrderAmount: '250' }), 422, 'Minimum order amount not met'],
    ] as const;
    for (const [coupon, status, message] of cases) {
      const res = await validate({ code: coupon.code, items });
      expect(res.statusCode, message).toBe(status);
      expect(res.json().error).toMatchObject({ message, fields: { code: message } });
    }
    const minimum = await validate({ code: (cases[5][0] as { code: string }).code, items });
    expect(minimum.json().error.fields.minimumOrderAmount).toBe('250.00');
    const blank = await validate({ code: '   ', items });
    expect(blank.json().error.fields.code).toBe('Please enter a coupon code');
  });

  it('is rate-limited per client address', async () => {
    const product = await makeProduct(t.database.db);
    const items = [{ productId: product.id, packaging: 'cylinder', quantity: 1 }];
    const from = nextAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) statuses.push((await validate({ code: `GUESS${i}`, items }, from)).statusCode);
    expect(statuses.slice(0, 20).every((s) => s === 404)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

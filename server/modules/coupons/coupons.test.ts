import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { call, nextAddress } from '../auth/testing';
import { couponUses, makeCoupon, makeProduct, orderBody, placeOrder } from '../orders/testing';

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
});

describe('control characters in a coupon code (RELIABILITY 32)', () => {
  const NOT_ALLOWED = 'This field contains characters that are not allowed.';

  it('answers 400 with the field on validate, preview and order, and counts no use', async () => {
    const product = await makeProduct(t.database.db);
    const coupon = await makeCoupon(t.database.db);
    const items = [{ productId: product.id, packaging: 'cylinder', quantity: 1 }];
    for (const code of [`${coupon.code}\u0000`, '\u0000', `${coupon.code}\n`, `\t${coupon.code}`]) {
      const checked = await validate({ code, items });
      expect(checked.statusCode, JSON.stringify(code)).toBe(400);
      expect(checked.json().error).toMatchObject({ code: 'validation_failed', fields: { code: NOT_ALLOWED } });
      const preview = await call(t.app, 'POST', '/api/orders/preview', { body: { items, couponCode: code }, remoteAddress: nextAddress() });
      expect(preview.statusCode, JSON.stringify(code)).toBe(400);
      expect(preview.json().error).toMatchObject({ code: 'validation_failed', fields: { couponCode: NOT_ALLOWED } });
      const order = await placeOrder(t.app, orderBody(items, { couponCode: code }));
      expect(order.statusCode, JSON.stringify(code)).toBe(400);
      expect(order.json().error).toMatchObject({ code: 'validation_failed', fields: { couponCode: NOT_ALLOWED } });
    }
    expect(await couponUses(t.database.db, coupon.id)).toBe(0);
  });
});

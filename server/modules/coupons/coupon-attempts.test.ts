import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { call, nextAddress } from '../auth/testing';
import { makeProduct, orderBody, placeOrder } from '../orders/testing';
import { COUPON_ATTEMPT_LIMIT } from './coupon-attempts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
}, 180_000);

afterAll(async () => {
  await t?.close();
});

describe('coupon attempts: one limit for /api/coupons/validate, /api/orders/preview and /api/orders', () => {
  it(`answers 429 to every endpoint once ${COUPON_ATTEMPT_LIMIT.max} codes were tried from one address, wherever they went`, async () => {
    expect(COUPON_ATTEMPT_LIMIT).toEqual({ max: 30, windowMinutes: 15 });
    const product = await makeProduct(t.database.db);
    const items = [{ productId: product.id, packaging: 'cylinder', quantity: 1 }];
    const from = nextAddress();
    const attempts: ((code: string) => Promise<LightMyRequestResponse>)[] = [
      (code) => call(t.app, 'POST', '/api/coupons/validate', { body: { code, items }, remoteAddress: from }),
      (code) => call(t.app, 'POST', '/api/orders/preview', { body: { items, couponCode: code }, remoteAddress: from }),
      (code) => placeOrder(t.app, orderBody(items, { couponCode: code }), { remoteAddress: from }),
    ];
    // In turn, the last on validate: 9 orders, so the order limit (10 per address) stays out of the way.
    const endpoints = Array.from({ length: COUPON_ATTEMPT_LIMIT.max }, (_, i) => (i === COUPON_ATTEMPT_LIMIT.max - 1 ? 0 : i % 3));
    const statuses: number[] = [];
    for (const [i, endpoint] of endpoints.entries()) statuses.push((await (attempts[endpoint] as (typeof attempts)[number])(`GUESS${i}`)).statusCode);
    // The preview reports an unknown code in its body; validate and the order refuse it with 404.
    expect(statuses).toEqual(endpoints.map((endpoint) => (endpoint === 1 ? 200 : 404)));
    for (const attempt of attempts) {
      const limited = await attempt('GUESSMORE');
      expect(limited.statusCode).toBe(429);
      expect(limited.json().error).toEqual({ code: 'rate_limited', message: 'Too many coupon attempts. Please try again later.' });
      // When to come back: whole seconds until the 15-minute window ends.
      expect(limited.headers['retry-after']).toMatch(/^\d+$/);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(COUPON_ATTEMPT_LIMIT.windowMinutes * 60);
    }
  });

  it('does not count requests without a code, nor another address', async () => {
    const product = await makeProduct(t.database.db);
    const items = [{ productId: product.id, packaging: 'cylinder', quantity: 1 }];
    const from = nextAddress();
    for (let i = 0; i < COUPON_ATTEMPT_LIMIT.max; i += 1) {
      await call(t.app, 'POST', '/api/coupons/validate', { body: { code: `GUESS${i}`, items }, remoteAddress: from });
    }
    for (const couponCode of [undefined, '', '   ', null]) {
      const preview = await call(t.app, 'POST', '/api/orders/preview', { body: { items, couponCode }, remoteAddress: from });
      expect(preview.statusCode).toBe(200);
    }
    expect((await placeOrder(t.app, orderBody(items), { remoteAddress: from })).statusCode).toBe(201);
    expect((await call(t.app, 'POST', '/api/coupons/validate', { body: { code: 'GUESSMORE', items }, remoteAddress: nextAddress() })).statusCode).toBe(404);
  });
});

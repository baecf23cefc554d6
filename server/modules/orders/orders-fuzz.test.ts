import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { call, nextAddress, signUp } from '../auth/testing';
import { makeProduct, orderBody } from './testing';

let t: TestApp;
let cookie = '';
let productId = '';

beforeAll(async () => {
  t = await createTestApp();
  cookie = (await signUp(t.app)).cookie;
  productId = (await makeProduct(t.database.db)).id;
});

afterAll(async () => {
  await t?.close();
});

const ROUTES = ['/api/orders', '/api/orders/preview', '/api/coupons/validate', '/api/quotes'] as const;

/** Bodies close to valid ones with one part replaced by anything, plus wholly random JSON. */
function mutated() {
  const base = orderBody([{ productId: '', packaging: 'cylinder', quantity: 1 }]) as Record<string, unknown>;
  return fc.oneof(
    fc.jsonValue(),
    fc.record({ key: fc.constantFrom(...Object.keys(base), 'code', 'customerName', 'companyName', 'customerEmail'), value: fc.jsonValue() }).map(({ key, value }) => ({
      ...base,
      items: [{ productId, packaging: 'cylinder', quantity: 1 }],
      [key]: value,
    })),
    fc.record({ packaging: fc.jsonValue(), quantity: fc.jsonValue(), productId: fc.oneof(fc.uuid(), fc.string()) }).map((item) => ({ ...base, items: [item], code: 'X' })),
  );
}

describe('random and malformed bodies (RELIABILITY 29)', () => {
  it('never answer 5xx on the order, preview, coupon and quote routes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...ROUTES), mutated(), fc.boolean(), async (url, body, signedIn) => {
        const res = await call(t.app, 'POST', url, {
          body: JSON.stringify(body),
          cookie: signedIn ? cookie : undefined,
          remoteAddress: nextAddress(),
          headers: { 'content-type': 'application/json', 'idempotency-key': `fuzz-${Math.random().toString(36).slice(2)}` },
        });
        expect(res.statusCode, res.body).toBeLessThan(500);
        expect(res.json()).toBeTypeOf('object');
      }),
      { numRuns: 300 },
    );
  });

  it('never answer 5xx to broken JSON, wrong content types or odd order numbers', async () => {
    for (const payload of ['{', '', 'null', '[]', '"x"', '{"items": [}']) {
      const res = await call(t.app, 'POST', '/api/orders', { body: payload, headers: { 'content-type': 'application/json', 'idempotency-key': 'abcdefgh-1' } });
      expect(res.statusCode).toBeLessThan(500);
    }
    for (const number of ['%00', 'FF-' + 'A'.repeat(200), "FF-1' or 1=1", 'ff-abcdefghjkmn']) {
      expect((await call(t.app, 'GET', `/api/orders/${encodeURIComponent(number)}`)).statusCode).toBeLessThan(500);
      expect((await call(t.app, 'GET', `/api/quotes/${encodeURIComponent(number)}`, { cookie })).statusCode).toBeLessThan(500);
    }
  });
});

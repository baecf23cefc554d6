import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { makeCoupon, makeProduct, orderBody, placeOrder, unpaid } from './testing';

// Every order of a best-seller updates the same product row, so how long that row stays locked bounds checkout's
// throughput (docs/performance.md): the reads come before the transaction, the locking UPDATEs last.
let t: TestApp;
let statements: string[] = [];

/** Every statement but the transaction's own (the pg driver's begin and commit; PGlite sends none through Drizzle). */
function record(query: string) {
  const head = query.trimStart().slice(0, 40).toLowerCase();
  if (!/^(begin|commit|rollback)\b/.test(head)) statements.push(head);
}

beforeAll(async () => {
  t = await createTestApp({ env: { ORDER_RATE_LIMIT_MAX: '1000' }, onQuery: record });
});

afterAll(async () => {
  await t?.close();
});

async function statementsOf(body: unknown): Promise<string[]> {
  statements = [];
  const res = await placeOrder(t.app, body);
  expect(res.statusCode).toBe(201);
  return statements;
}

const kinds = (list: readonly string[]) => list.map((s) => /^(select|insert into "?\w+|update "?\w+)/.exec(s)?.[0]?.replaceAll('"', '') ?? s);

describe('the statements of one order', () => {
  it('reads first, then writes, and updates the product row last (card, one line)', async () => {
    const product = await makeProduct(t.database.db, { stockQuantity: 100 });
    const sent = kinds(await statementsOf(orderBody([{ productId: product.id, packaging: 'cylinder', quantity: 1 }])));
    expect(sent.slice(0, 3).every((s) => s === 'select')).toBe(true);
    expect(sent.slice(3)).toEqual([
      'insert into idempotency_keys',
      'insert into orders',
      'insert into order_items',
      'insert into email_outbox',
      'update idempotency_keys',
      'update products',
    ]);
  });

  it('locks the product rows and then the coupon, as the very last statements (guest wire, two products, coupon)', async () => {
    const [a, b] = [await makeProduct(t.database.db, { stockQuantity: 100 }), await makeProduct(t.database.db, { stockQuantity: 100 })];
    const coupon = await makeCoupon(t.database.db, { maxUses: 5 });
    const body = orderBody([{ productId: a.id, packaging: 'cylinder', quantity: 1 }, { productId: b.id, packaging: 'cylinder', quantity: 2 }], { ...unpaid('bank_wire'), couponCode: coupon.code });
    const sent = kinds(await statementsOf(body));
    expect(sent.slice(0, 4).every((s) => s === 'select')).toBe(true);
    expect(sent.slice(4)).toEqual([
      'insert into idempotency_keys',
      // A guest's unpaid order: the unpaid-holds lock, then what guests and new accounts hold (docs/decisions/028).
      'select',
      'select',
      'insert into orders',
      'insert into order_items',
      'insert into coupon_redemptions',
      'insert into email_outbox',
      'update idempotency_keys',
      'update products',
      'update products',
      'update coupons',
    ]);
  });
});

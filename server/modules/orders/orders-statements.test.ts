import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { makeCoupon, makeProduct, orderBody, placeOrder, unpaid, withSandboxTokens } from './testing';

// Every order of a best-seller updates the same product row, so how long that row stays locked bounds checkout's
// throughput (docs/performance.md): the reads come before the transaction, the locking UPDATEs last. The provider is
// paid before the transaction and captured after its commit, never called under a lock (docs/decisions/040); the
// sandbox provider keeps its payments in our database, so its calls show here as statements on sandbox_* tables.
let t: TestApp;
let statements: string[] = [];

/** Every statement but the transaction's own (the pg driver's begin and commit; PGlite sends none through Drizzle). */
function record(query: string) {
  const text = query.trimStart().toLowerCase();
  if (!/^(begin|commit|rollback)\b/.test(text)) statements.push(text);
}

beforeAll(async () => {
  t = await createTestApp({ env: { ORDER_RATE_LIMIT_MAX: '1000' }, onQuery: record });
});

afterAll(async () => {
  await t?.close();
});

async function statementsOf(body: unknown): Promise<string[]> {
  // The browser's token is drawn from the sandbox's fields before the order is posted: not part of placing it.
  const sent = await withSandboxTokens(t.app, body);
  statements = [];
  const res = await placeOrder(t.app, sent);
  expect(res.statusCode).toBe(201);
  return statements;
}

const kinds = (list: readonly string[]) => list.map((s) => /^(select|insert into "?\w+|update "?\w+)/.exec(s)?.[0]?.replaceAll('"', '') ?? s);

describe('the statements of one order', () => {
  it('reads first, pays, then writes and updates the product row last; captures after the commit (card, one line)', async () => {
    const product = await makeProduct(t.database.db, { stockQuantity: 100 });
    const raw = await statementsOf(orderBody([{ productId: product.id, packaging: 'cylinder', quantity: 1 }]));
    const sent = kinds(raw);
    // The transaction: from claiming the key to the product row's locking UPDATE, its last statement.
    const begin = sent.indexOf('insert into idempotency_keys');
    const end = sent.lastIndexOf('update products');
    // Reads first: the product, the settings, a stored answer for this key.
    expect(sent.slice(0, 4)).toEqual(['select', 'select', 'select', 'select']);
    // The pay step, before the transaction: the payment created and confirmed with the token (authorised).
    expect(sent.slice(4, begin)).toEqual(['insert into sandbox_payments', 'select', 'update sandbox_tokens', 'update sandbox_payments']);
    expect(raw.slice(4, begin).every((s) => s.includes('sandbox_'))).toBe(true);
    expect(sent.slice(begin, end + 1)).toEqual([
      'insert into idempotency_keys',
      'insert into orders',
      // The authorisation applied as the payment's event (order.payment_event by the provider).
      'insert into payment_events',
      'insert into provider_payments',
      'select',
      'update provider_payments',
      'select',
      'update orders',
      'insert into audit_log',
      'update payment_events',
      'select',
      'insert into order_items',
      'insert into email_outbox',
      'update idempotency_keys',
      'update products',
    ]);
    // The provider is never called under the transaction's locks.
    expect(raw.slice(begin, end + 1).filter((s) => s.includes('sandbox_'))).toEqual([]);
    // After the commit: the capture, then its event makes the order paid (one payments row); no product row again.
    expect(sent.slice(end + 1)).toEqual([
      'select',
      'update sandbox_payments',
      'insert into payment_events',
      'insert into provider_payments',
      'select',
      'update provider_payments',
      'select',
      'insert into payments',
      'update orders',
      'insert into audit_log',
      'update payment_events',
    ]);
    expect(raw.slice(end + 1, end + 3).every((s) => s.includes('sandbox_payments'))).toBe(true);
  });

  it('locks the product rows and then the coupon, as the very last statements (guest wire, two products, coupon)', async () => {
    const [a, b] = [await makeProduct(t.database.db, { stockQuantity: 100 }), await makeProduct(t.database.db, { stockQuantity: 100 })];
    const coupon = await makeCoupon(t.database.db, { maxUses: 5 });
    const body = orderBody([{ productId: a.id, packaging: 'cylinder', quantity: 1 }, { productId: b.id, packaging: 'cylinder', quantity: 2 }], { ...unpaid('bank_wire'), couponCode: coupon.code });
    const sent = kinds(await statementsOf(body));
    // Reads first: the products, the coupon, the settings, a stored answer for this key. No provider for a wire.
    expect(sent.slice(0, 5)).toEqual(['select', 'select', 'select', 'select', 'select']);
    expect(sent.slice(5)).toEqual([
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

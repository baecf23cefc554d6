import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductDetail } from '@domain/schemas/product';
import { products } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { makeProduct, orderBody, placeOrder } from '../orders/testing';

// An order changes stock figures only: the catalogue takes them again with one narrow query instead of reloading
// every product and rebuilding its search index (thousands of products, orders every second).
let t: TestApp;
let statements: string[] = [];

beforeAll(async () => {
  t = await createTestApp({ env: { ORDER_RATE_LIMIT_MAX: '1000' }, onQuery: (query) => statements.push(query.replace(/\s+/g, ' ')) });
});

afterAll(async () => {
  await t?.close();
});

const productRead = (list: readonly string[]) => list.filter((s) => /^select .* from "products"/i.test(s));

async function stockShown(slug: string): Promise<number> {
  const res = await t.app.inject({ url: `/api/products/${slug}` });
  return (res.json() as { product: ProductDetail }).product.stockQuantity;
}

describe('the catalogue after orders', () => {
  it('shows the stock an order left, read again without reloading the products', async () => {
    const product = await makeProduct(t.database.db, { stockQuantity: 50 });
    await t.app.inject({ url: '/api/products' });
    expect(await stockShown(product.slug)).toBe(50);
    expect((await placeOrder(t.app, orderBody([{ productId: product.id, packaging: 'cylinder', quantity: 3 }]))).statusCode).toBe(201);
    statements = [];
    expect(await stockShown(product.slug)).toBe(47);
    const list = (await t.app.inject({ url: `/api/products?search=${encodeURIComponent(product.name)}` })).json() as { products: { id: string; stockQuantity: number }[] };
    expect(list.products.find((p) => p.id === product.id)?.stockQuantity).toBe(47);
    const reads = productRead(statements);
    expect(reads).toHaveLength(1);
    expect(reads[0]).toMatch(/^select "id", "stock_quantity", "availability" from "products"/);
  });

  it('loads everything again when a product appeared or left meanwhile', async () => {
    await t.app.inject({ url: '/api/products' });
    const hidden = await makeProduct(t.database.db, { stockQuantity: 10 });
    const ordered = await makeProduct(t.database.db, { stockQuantity: 10 });
    await t.database.db.update(products).set({ archivedAt: new Date() }).where(eq(products.id, hidden.id));
    expect((await placeOrder(t.app, orderBody([{ productId: ordered.id, packaging: 'cylinder', quantity: 1 }]))).statusCode).toBe(201);
    expect(await stockShown(ordered.slug)).toBe(9);
    expect((await t.app.inject({ url: `/api/products/${hidden.slug}` })).statusCode).toBe(404);
  });
});

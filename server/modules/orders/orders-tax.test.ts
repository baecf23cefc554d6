import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toCents } from '@domain/money';
import { TAX_RATES_SETTING_KEY, type TaxTable } from '@domain/tax';
import { cartTotals } from '@domain/totals';
import { orders, siteSettings } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { call, signUp } from '../auth/testing';
import { address, cardPayment, line, makeProduct, orderBody, placeOrder } from './testing';

/** Tax by destination: the shipping address's country and state or province (domain/tax.ts, setting tax_rates). */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

const montreal = { street: '1000 rue Sherbrooke Ouest', city: 'Montréal', state: 'QC', zipCode: 'H2X 1Y4', country: 'Canada' } as const;
const guadalajara = { street: 'Av. Vallarta 1000', city: 'Guadalajara', state: 'Jalisco', zipCode: '44100', country: 'Mexico' } as const;

const preview = (body: Record<string, unknown>) => call(t.app, 'POST', '/api/orders/preview', { body });

async function storedOrder(orderNumber: string) {
  const [row] = await t.database.db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
  return row;
}

async function setTaxTable(value: string | null) {
  const db = t.database.db;
  if (value === null) await db.delete(siteSettings).where(eq(siteSettings.settingKey, TAX_RATES_SETTING_KEY));
  else await db.insert(siteSettings).values({ settingKey: TAX_RATES_SETTING_KEY, settingValue: value }).onConflictDoUpdate({ target: siteSettings.settingKey, set: { settingValue: value } });
}

describe('POST /api/orders/preview: tax by destination', () => {
  it('charges 8 % to a US address and, without a destination and no buyer address, no tax (worked out at checkout)', async () => {
    const product = await makeProduct(t.database.db, { price: '229.00' });
    const items = [line(product.id, 2)];
    const expected = cartTotals({ lines: [{ unitPriceCents: 22900, quantity: 2 }], taxRate: 0.08 });
    const texas = await preview({ items, destination: { country: 'United States', state: 'TX' } });
    expect(texas.statusCode).toBe(200);
    expect(texas.json()).toMatchObject({ tax: expected.taxCents / 100, total: expected.totalCents / 100, taxRate: 0.08, taxLabel: 'Tax (8%)', taxNote: null, taxFrom: 'destination' });
    const unknown = await preview({ items });
    expect(unknown.json()).toMatchObject({ tax: 0, taxRate: 0, total: (expected.totalCents - expected.taxCents) / 100, taxFrom: 'none', taxDestination: null });
  });

  it('estimates from a signed-in buyer’s last address when no destination is sent: a Montréal buyer never sees US tax', async () => {
    const product = await makeProduct(t.database.db, { price: '100.00' });
    const items = [line(product.id, 2)];
    const buyer = await signUp(t.app);
    expect((await call(t.app, 'POST', '/api/orders/preview', { body: { items }, cookie: buyer.cookie })).json()).toMatchObject({ taxFrom: 'none', tax: 0 });
    const placed = await placeOrder(t.app, orderBody(items, { guest: undefined, shippingAddress: montreal }), { cookie: buyer.cookie });
    expect(placed.statusCode, placed.body).toBe(201);
    const res = await call(t.app, 'POST', '/api/orders/preview', { body: { items }, cookie: buyer.cookie });
    expect(res.json()).toMatchObject({ taxFrom: 'account', taxDestination: { country: 'Canada', region: 'QC' }, taxRate: 0, tax: 0, taxNote: 'import_duties' });
  });

  it('charges no tax to Canada and Mexico and says the buyer pays import duties', async () => {
    const product = await makeProduct(t.database.db, { price: '229.00' });
    const expected = cartTotals({ lines: [{ unitPriceCents: 22900, quantity: 2 }], taxRate: 0 });
    for (const destination of [{ country: 'Canada', state: 'QC' }, { country: 'Mexico', state: 'Jalisco' }, { country: 'Canada' }]) {
      const res = await preview({ items: [line(product.id, 2)], destination });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ subtotal: 458, shipping: 50, tax: 0, total: expected.totalCents / 100, taxRate: 0, taxLabel: 'Tax (0%)', taxNote: 'import_duties' });
    }
  });

  it('refuses a destination outside North America, naming the field', async () => {
    const product = await makeProduct(t.database.db);
    const res = await preview({ items: [line(product.id)], destination: { country: 'France' } });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields)).toEqual(['destination.country']);
  });
});

describe('POST /api/orders: tax by the shipping address', () => {
  it('stores a Canadian order without tax, with the province code and the written postal code, at the preview’s total', async () => {
    const product = await makeProduct(t.database.db, { price: '229.00' });
    const items = [line(product.id, 3)];
    const quoted = (await preview({ items, destination: { country: 'Canada', state: 'QC' } })).json();
    const res = await placeOrder(t.app, orderBody(items, { shippingAddress: { ...montreal, state: 'Québec', zipCode: 'h2x1y4' } }));
    expect(res.statusCode).toBe(201);
    const order = res.json().order;
    expect(order).toMatchObject({ tax: 0, total: quoted.total, shippingAddress: { state: 'QC', zipCode: 'H2X 1Y4', country: 'Canada' } });
    const stored = await storedOrder(order.orderNumber);
    expect(toCents(stored?.taxAmount ?? -1)).toBe(0);
    expect(toCents(stored?.totalAmount ?? -1)).toBe(toCents(quoted.total));
    expect(toCents(stored?.totalAmount ?? -1)).toBe(cartTotals({ lines: [{ unitPriceCents: 22900, quantity: 3 }], taxRate: 0 }).totalCents);
  });

  it('stores a Mexican order without tax and a US one with 8 %', async () => {
    const product = await makeProduct(t.database.db, { price: '100.00' });
    const items = [line(product.id, 6)];
    const mexico = await placeOrder(t.app, orderBody(items, { shippingAddress: guadalajara }));
    expect(mexico.statusCode).toBe(201);
    expect(mexico.json().order).toMatchObject({ subtotal: 600, tax: 0, total: 600, shippingAddress: { state: 'JAL' } });
    const us = await placeOrder(t.app, orderBody(items, { shippingAddress: address }));
    expect(us.statusCode).toBe(201);
    expect(us.json().order).toMatchObject({ subtotal: 600, tax: 48, total: 648 });
    expect(toCents((await storedOrder(us.json().order.orderNumber))?.taxAmount ?? -1)).toBe(4800);
  });

  it('refuses a Canadian address with a ZIP code or no province, naming the field in Canada’s words', async () => {
    const product = await makeProduct(t.database.db);
    const res = await placeOrder(t.app, orderBody([line(product.id)], { shippingAddress: { ...montreal, state: '', zipCode: '75226' } }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      'shippingAddress.state': 'Province is required.',
      'shippingAddress.zipCode': 'Please enter a valid postal code (A1A 1A1).',
    });
  });
});

describe('POST /api/orders: the card’s billing address by its country', () => {
  it('judges billing fields by the billing country, or the shipping one when left blank', async () => {
    const product = await makeProduct(t.database.db);
    const withBilling = (billingAddress: Record<string, string>) =>
      orderBody([line(product.id)], { shippingAddress: montreal, payment: { ...cardPayment().payment, billingAddress } });
    const refused = await placeOrder(t.app, withBilling({ zipCode: '75226' }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({ 'payment.billingAddress.zipCode': 'Please enter a valid postal code (A1A 1A1).' });
    const accepted = await placeOrder(t.app, withBilling({ street: '2500 Commerce Street', city: 'Dallas', state: 'TX', zipCode: '75226', country: 'United States' }));
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json().order.tax).toBe(0);
  });
});

describe('the tax_rates setting', () => {
  it('taxes by the stored table (a province’s own rate) and falls back to the defaults when it is unreadable', async () => {
    const product = await makeProduct(t.database.db, { price: '100.00' });
    const items = [line(product.id, 10)];
    const table: TaxTable = { rules: [{ country: 'Canada', region: 'QC', rate: 0.14975, note: null }, { country: 'United States', region: null, rate: 0.05, note: null }] };
    try {
      await setTaxTable(JSON.stringify(table));
      expect((await preview({ items, destination: { country: 'Canada', state: 'QC' } })).json()).toMatchObject({ tax: 149.75, taxLabel: 'Tax (14.975%)', taxNote: null });
      expect((await preview({ items, destination: { country: 'Canada', state: 'ON' } })).json()).toMatchObject({ tax: 0, taxNote: 'import_duties' });
      expect((await preview({ items, destination: { country: 'United States' } })).json()).toMatchObject({ tax: 50, taxLabel: 'Tax (5%)' });
      const res = await placeOrder(t.app, orderBody(items, { shippingAddress: montreal }));
      expect(res.json().order).toMatchObject({ subtotal: 1000, tax: 149.75, total: 1149.75 });
      await setTaxTable('{"rules": "not a table"}');
      expect((await preview({ items, destination: { country: 'United States' } })).json()).toMatchObject({ tax: 80, taxLabel: 'Tax (8%)' });
    } finally {
      await setTaxTable(null);
    }
  });
});

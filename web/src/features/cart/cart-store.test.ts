import { describe, expect, it } from 'vitest';
import { createPersistedStore } from '@web/lib/persisted-store';
import { totalQuantity } from '@web/lib/line-items';
import { cartItemId, cartReducer, parseCart, type CartItem, type CartItemInput } from './cart-store';

const r410aPallet: CartItemInput = {
  productId: 'p-410a',
  packaging: 'pallet',
  name: 'R-410A',
  sku: 'R410A-25',
  imageUrl: null,
  epaApproved: true,
  unitPriceCents: 1_000_000,
};
const r410aCylinder: CartItemInput = { ...r410aPallet, packaging: 'cylinder', unitPriceCents: 25_000 };

const add = (items: readonly CartItem[], item: CartItemInput, quantity?: number) => cartReducer(items, { type: 'add', item, quantity });

describe('cart rules', () => {
  it('adds a new line with quantity 1', () => {
    expect(add([], r410aPallet)).toEqual([{ ...r410aPallet, quantity: 1 }]);
  });

  it('raises the quantity by 1 when the same product and packaging is added again', () => {
    const items = add(add([], r410aPallet), r410aPallet);
    expect(items).toHaveLength(1);
    expect(items[0]?.quantity).toBe(2);
  });

  it('keeps the same product in another packaging as its own line', () => {
    const items = add(add([], r410aPallet), r410aCylinder);
    expect(items.map(cartItemId)).toEqual(['p-410a:pallet', 'p-410a:cylinder']);
  });

  it('adds a chosen quantity and refuses a quantity that is not a positive whole number', () => {
    const items = add([], r410aPallet, 3);
    expect(items[0]?.quantity).toBe(3);
    expect(add(items, r410aPallet, 0)).toBe(items);
    expect(add(items, r410aPallet, -2)).toBe(items);
    expect(add(items, r410aPallet, 1.5)).toBe(items);
  });

  it('takes the newest price when a line is added again', () => {
    const items = add(add([], r410aPallet), { ...r410aPallet, unitPriceCents: 990_000 });
    expect(items[0]?.unitPriceCents).toBe(990_000);
  });

  it('sets a quantity, and removes the line at 0 or less', () => {
    const items = add(add([], r410aPallet), r410aCylinder);
    const id = cartItemId(r410aPallet);
    expect(cartReducer(items, { type: 'setQuantity', key: id, quantity: 5 })[0]?.quantity).toBe(5);
    expect(cartReducer(items, { type: 'setQuantity', key: id, quantity: 0 }).map(cartItemId)).toEqual(['p-410a:cylinder']);
    expect(cartReducer(items, { type: 'setQuantity', key: id, quantity: -1 }).map(cartItemId)).toEqual(['p-410a:cylinder']);
  });

  it('removes one line and clears them all', () => {
    const items = add(add([], r410aPallet), r410aCylinder);
    expect(cartReducer(items, { type: 'remove', key: cartItemId(r410aCylinder) }).map(cartItemId)).toEqual(['p-410a:pallet']);
    expect(cartReducer(items, { type: 'clear' })).toEqual([]);
  });

  it('counts the sum of the quantities', () => {
    expect(totalQuantity(add(add([], r410aPallet, 2), r410aCylinder, 3))).toBe(5);
    expect(totalQuantity([])).toBe(0);
  });
});

describe('stored cart', () => {
  it('keeps valid lines and drops malformed or repeated ones', () => {
    const valid = { ...r410aPallet, quantity: 2 };
    const stored = [valid, { ...valid, quantity: 9 }, { ...r410aCylinder, quantity: 0 }, { ...r410aCylinder, packaging: 'crate', quantity: 1 }, 'junk', null];
    expect(parseCart(stored)).toEqual([valid]);
    expect(parseCart({ not: 'an array' })).toEqual([]);
  });

  it('survives a reload through storage and ignores corrupt data', () => {
    const data = new Map<string, string>();
    const storage = { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
    const options = { key: 'cart', initial: [] as readonly CartItem[], reducer: cartReducer, parse: parseCart, storage };

    const store = createPersistedStore(options);
    let notified = 0;
    store.subscribe(() => notified++);
    store.dispatch({ type: 'add', item: r410aPallet });
    expect(notified).toBe(1);

    expect(createPersistedStore(options).getSnapshot()).toEqual([{ ...r410aPallet, quantity: 1 }]);

    data.set('cart', '{not json');
    expect(createPersistedStore(options).getSnapshot()).toEqual([]);
  });
});

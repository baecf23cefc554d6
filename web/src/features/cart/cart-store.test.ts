import { afterEach, describe, expect, it, vi } from 'vitest';
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

describe('checkout prices', () => {
  it('replaces a stored price with the price the server gave, keeping order and quantities', () => {
    const items = add(add([], r410aPallet, 2), r410aCylinder);
    const repriced = cartReducer(items, { type: 'reprice', prices: new Map([[cartItemId(r410aPallet), 1_050_000]]) });
    expect(repriced.map((line) => [cartItemId(line), line.unitPriceCents, line.quantity])).toEqual([
      ['p-410a:pallet', 1_050_000, 2],
      ['p-410a:cylinder', 25_000, 1],
    ]);
  });

  it('leaves the cart untouched when every price is unchanged', () => {
    const items = add([], r410aPallet);
    expect(cartReducer(items, { type: 'reprice', prices: new Map([[cartItemId(r410aPallet), r410aPallet.unitPriceCents]]) })).toBe(items);
  });
});

describe('cart in several tabs', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('adopts the cart another tab stored when a storage event arrives', () => {
    const win = new EventTarget();
    vi.stubGlobal('window', win);
    const data = new Map<string, string>();
    const storage = { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
    const store = createPersistedStore({ key: 'cart', initial: [] as readonly CartItem[], reducer: cartReducer, parse: parseCart, storage });
    let notified = 0;
    const unsubscribe = store.subscribe(() => notified++);
    expect(store.getSnapshot()).toEqual([]);

    // The other tab writes the shared storage, then the browser tells this tab.
    data.set('cart', JSON.stringify([{ ...r410aCylinder, quantity: 3 }]));
    win.dispatchEvent(Object.assign(new Event('storage'), { key: 'cart' }));
    expect(notified).toBe(1);
    expect(store.getSnapshot()).toEqual([{ ...r410aCylinder, quantity: 3 }]);

    win.dispatchEvent(Object.assign(new Event('storage'), { key: 'another-key' }));
    expect(notified).toBe(1);

    unsubscribe();
    data.set('cart', '[]');
    win.dispatchEvent(Object.assign(new Event('storage'), { key: 'cart' }));
    expect(notified).toBe(1);
  });
});

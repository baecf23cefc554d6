import { isPackageKey, type PackageKey } from '@domain/pricing';
import { isNonNegativeInteger, isPositiveInteger } from '@web/lib/guards';
import type { LeadTimes } from '@domain/lead-times';
import { createLineItemsReducer, parseLines, type LineAction } from '@web/lib/line-items';
import { createPersistedStore, usePersistedStore } from '@web/lib/persisted-store';

/** A cart line (storefront spec §3). The price is for display only: the server prices every order itself. */
export interface CartItem {
  productId: string;
  packaging: PackageKey;
  name: string;
  sku: string;
  imageUrl: string | null;
  epaApproved: boolean;
  /** Price of one package of the chosen packaging, in cents. */
  unitPriceCents: number;
  quantity: number;
  /** The product's lead times when added (display only; a line stored before them has none). */
  leadTimes?: LeadTimes;
}

export type CartItemInput = Omit<CartItem, 'quantity'>;

/** A line's id: the product id joined with the packaging. */
export function cartItemId(item: Pick<CartItem, 'productId' | 'packaging'>): string {
  return `${item.productId}:${item.packaging}`;
}

const lineItemsReducer = createLineItemsReducer<CartItem>(cartItemId);

/** The shared line rules, plus `reprice`: the checkout's authoritative prices replace the stored ones (by line id, in cents). */
export type CartAction = LineAction<CartItem> | { type: 'reprice'; prices: ReadonlyMap<string, number> };

export function cartReducer(items: readonly CartItem[], action: CartAction): readonly CartItem[] {
  if (action.type !== 'reprice') return lineItemsReducer(items, action);
  const changed = items.some((line) => {
    const price = action.prices.get(cartItemId(line));
    return price !== undefined && price !== line.unitPriceCents;
  });
  if (!changed) return items;
  return items.map((line) => {
    const price = action.prices.get(cartItemId(line));
    return price === undefined || !isNonNegativeInteger(price) ? line : { ...line, unitPriceCents: price };
  });
}

export function parseCart(raw: unknown): readonly CartItem[] {
  return parseLines<CartItem>(
    raw,
    (v) =>
      typeof v.productId === 'string' &&
      typeof v.packaging === 'string' &&
      isPackageKey(v.packaging) &&
      typeof v.name === 'string' &&
      typeof v.sku === 'string' &&
      (v.imageUrl === null || typeof v.imageUrl === 'string') &&
      typeof v.epaApproved === 'boolean' &&
      isNonNegativeInteger(v.unitPriceCents) &&
      isPositiveInteger(v.quantity)
        ? {
            productId: v.productId,
            packaging: v.packaging,
            name: v.name,
            sku: v.sku,
            imageUrl: v.imageUrl,
            epaApproved: v.epaApproved,
            unitPriceCents: v.unitPriceCents,
            quantity: v.quantity,
          }
        : null,
    cartItemId,
  );
}

export const cartStore = createPersistedStore<readonly CartItem[], CartAction>({
  key: 'frigidflow.cart.v1',
  initial: [] as readonly CartItem[],
  reducer: cartReducer,
  parse: parseCart,
});

export const addToCart = (item: CartItemInput, quantity = 1) => cartStore.dispatch({ type: 'add', item, quantity });
export const setCartQuantity = (id: string, quantity: number) => cartStore.dispatch({ type: 'setQuantity', key: id, quantity });
export const removeFromCart = (id: string) => cartStore.dispatch({ type: 'remove', key: id });
export const clearCart = () => cartStore.dispatch({ type: 'clear' });
export const repriceCart = (prices: ReadonlyMap<string, number>) => cartStore.dispatch({ type: 'reprice', prices });

export function useCartItems(): readonly CartItem[] {
  return usePersistedStore(cartStore);
}

/**
 * Number for the header badge: the cart's lines (a product in one package each), not the sum of quantities, which
 * added cylinders to pallets ("12 cylinders + 1 pallet" read 13, issue 23).
 */
export function useCartCount(): number {
  return useCartItems().length;
}

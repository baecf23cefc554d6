import { packageCylinders, PACKAGE_KEYS, type PackageKey } from './pricing';

/**
 * What the current stock can supply of one package (issue 23): a 20ft container needs 1,140 cylinders in stock, so 24
 * cylinders left supply 24 cylinders, no pallet and no container. Stock is the live available figure (products.stock_quantity
 * after every order and every quote reservation has taken its cylinders).
 *
 * - `available`: stock covers the package comfortably.
 * - `limited`: stock covers at least one, but few (fewer than LOW_STOCK_PACKAGES of that package): "Only N left".
 * - `exceeds`: not even one package can be supplied from stock. `backorder` tells whether the product may still be
 *   ordered past its stock (availability backorder or preorder); otherwise the buyer is offered a quote.
 */
export type PackageStockState = 'available' | 'limited' | 'exceeds';

export interface PackageStock {
  key: PackageKey;
  /** Whole packages the stock can supply now (0 when it exceeds stock). */
  supply: number;
  state: PackageStockState;
  /** Past the stock, the product may still be ordered (back-order or pre-order); otherwise request a quote. */
  backorder: boolean;
}

/** Under this many packages in stock, the package is shown as limited ("Only 24 cylinders left"). */
export const LOW_STOCK_PACKAGES: Readonly<Record<PackageKey, number>> = {
  cylinder: 40,
  pallet: 3,
  container_20ft: 2,
  container_40ft: 2,
};

/** Availabilities whose products may be ordered past their stock (server/modules/orders/order-hold.ts OVERSELLABLE). */
const ORDERABLE_PAST_STOCK: ReadonlySet<string> = new Set(['backorder', 'preorder']);

export interface StockFacts {
  stockQuantity: number;
  availability: string;
}

/** How many of one package the stock can supply, and what the buyer is told about it. */
export function packageStock(product: StockFacts, key: PackageKey): PackageStock {
  const stock = Number.isFinite(product.stockQuantity) ? Math.max(0, Math.floor(product.stockQuantity)) : 0;
  // A product marked out of stock supplies nothing, whatever figure is stored.
  const usable = product.availability === 'out_of_stock' ? 0 : stock;
  const supply = Math.floor(usable / packageCylinders(key));
  const state: PackageStockState = supply === 0 ? 'exceeds' : supply < LOW_STOCK_PACKAGES[key] ? 'limited' : 'available';
  return { key, supply, state, backorder: ORDERABLE_PAST_STOCK.has(product.availability) };
}

/** The stock of each package in `keys` (every package by default), smallest first. */
export function packagesStock(product: StockFacts, keys: readonly PackageKey[] = PACKAGE_KEYS): PackageStock[] {
  return keys.map((key) => packageStock(product, key));
}

/** Whether `quantity` of a package can be bought now: within stock, or past it on a back-orderable product. */
export function canBuyFromStock(product: StockFacts, key: PackageKey, quantity: number): boolean {
  const stock = packageStock(product, key);
  return stock.backorder || quantity <= stock.supply;
}

/** Cylinders a quantity of a package takes from stock. */
export function cylindersOf(key: PackageKey, quantity: number): number {
  return packageCylinders(key) * quantity;
}

/** A quote line's stock warning for the admin: how many cylinders it needs against those in stock; null when covered. */
export function quoteLineShortage(stockCylinders: number, key: PackageKey | null, quantity: number): { needed: number; inStock: number } | null {
  if (key === null) return null;
  const needed = cylindersOf(key, quantity);
  const inStock = Math.max(0, stockCylinders);
  return needed > inStock ? { needed, inStock } : null;
}

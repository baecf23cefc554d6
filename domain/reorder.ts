import { offeredPackages, stockStatus } from './catalog';
import { packageCylinders, packageUnitPriceCents, parsePackaging, type PackageKey, type PricedProduct } from './pricing';

/**
 * "Order again": what each line of a past order becomes in today's cart. A line is added at today's price unless its
 * product is gone (deleted or archived), no longer sold in that package, or out of stock; what changed is said per line.
 */
export const REORDER_OUTCOMES = ['unchanged', 'price_changed', 'limited_stock', 'discontinued', 'archived', 'package_not_offered', 'out_of_stock'] as const;
export type ReorderOutcome = (typeof REORDER_OUTCOMES)[number];

/** The outcomes whose line goes into the cart. */
const ADDABLE: ReadonlySet<ReorderOutcome> = new Set(['unchanged', 'price_changed', 'limited_stock']);

export function isAddable(outcome: ReorderOutcome): boolean {
  return ADDABLE.has(outcome);
}

/** A line as the order kept it: the package's label ("1 Pallet") and its unit price then. */
export interface PastLine {
  productId: string | null;
  packaging: string;
  quantity: number;
  unitPriceCents: number;
}

/** The product as it is now. */
export interface CurrentProduct extends PricedProduct {
  archived: boolean;
  packagingOptions: readonly string[];
  availability: string;
  stockQuantity: number;
}

export interface ReorderJudgement {
  outcome: ReorderOutcome;
  /** The package key, when the stored label still names one of ours. */
  packaging: PackageKey | null;
  /** Today's unit price of the package, in cents; null when the line cannot be bought. */
  unitPriceCents: number | null;
}

/** Backorder and preorder products are sold past their stock. */
const OVERSELLABLE = new Set(['backorder', 'preorder']);

/** One past line against its product today (null: the product was deleted). The first reason that applies wins. */
export function judgeReorderLine(line: PastLine, product: CurrentProduct | null): ReorderJudgement {
  const packaging = parsePackaging(line.packaging);
  if (!product) return { outcome: 'discontinued', packaging, unitPriceCents: null };
  if (product.archived) return { outcome: 'archived', packaging, unitPriceCents: null };
  if (!packaging || !offeredPackages(product.packagingOptions).includes(packaging)) return { outcome: 'package_not_offered', packaging, unitPriceCents: null };
  if (stockStatus(product) === 'out_of_stock') return { outcome: 'out_of_stock', packaging, unitPriceCents: null };
  const unitPriceCents = packageUnitPriceCents(product, packaging);
  const short = !OVERSELLABLE.has(product.availability) && product.stockQuantity < packageCylinders(packaging) * line.quantity;
  if (unitPriceCents !== line.unitPriceCents) return { outcome: 'price_changed', packaging, unitPriceCents };
  return { outcome: short ? 'limited_stock' : 'unchanged', packaging, unitPriceCents };
}

import { discountedCents, divideRounded, toCents } from './money';

/** Price fields of a product as stored (numeric columns arrive as strings or numbers). */
export interface PricedProduct {
  price: number | string;
  palletPrice?: number | string | null;
  container20ftPrice?: number | string | null;
  container40ftPrice?: number | string | null;
  discount20ft?: number | string | null;
  discount40ft?: number | string | null;
}

type ExplicitPriceField = 'palletPrice' | 'container20ftPrice' | 'container40ftPrice';
type DiscountField = 'discount20ft' | 'discount40ft';

interface PackageRule {
  cylinders: number;
  /** The packaging string shown in selectors and stored on cart, order and quote lines. */
  label: string;
  explicitPrice?: ExplicitPriceField;
  discount?: { field: DiscountField; fallback: number };
}

/** Package sizes and their price rules (storefront spec §9). */
export const PACKAGES = {
  cylinder: { cylinders: 1, label: '1 Cylinder' },
  pallet: { cylinders: 40, label: '1 Pallet', explicitPrice: 'palletPrice' },
  container_20ft: {
    cylinders: 1140,
    label: '20ft Container',
    explicitPrice: 'container20ftPrice',
    discount: { field: 'discount20ft', fallback: 0.3 },
  },
  container_40ft: {
    cylinders: 2280,
    label: '40ft Container',
    explicitPrice: 'container40ftPrice',
    discount: { field: 'discount40ft', fallback: 0.45 },
  },
} as const satisfies Record<string, PackageRule>;

export type PackageKey = keyof typeof PACKAGES;

/** Package keys from smallest to largest. */
export const PACKAGE_KEYS = ['cylinder', 'pallet', 'container_20ft', 'container_40ft'] as const satisfies readonly PackageKey[];

const CONTAINER_KEYS: ReadonlySet<PackageKey> = new Set(['container_20ft', 'container_40ft']);

export function isPackageKey(value: string): value is PackageKey {
  return Object.hasOwn(PACKAGES, value);
}

export function packageCylinders(key: PackageKey): number {
  return PACKAGES[key].cylinders;
}

export function packageLabel(key: PackageKey): string {
  return PACKAGES[key].label;
}

function isSet(value: number | string | null | undefined): value is number | string {
  return value !== null && value !== undefined && String(value).trim() !== '';
}

/** A stored price of 0 counts as "not set": the old admin form saved 0 for an empty field, and a pallet is never free. */
function explicitPriceCents(value: number | string | null | undefined): number | null {
  if (!isSet(value)) return null;
  const cents = toCents(value);
  return cents > 0 ? cents : null;
}

/** Discounts outside 0–1 are clamped so a package price is never negative nor above the undiscounted price. */
function discountFraction(value: number | string | null | undefined, fallback: number): number {
  const fraction = isSet(value) ? Number(value) : fallback;
  return Number.isFinite(fraction) ? Math.min(1, Math.max(0, fraction)) : fallback;
}

function unitCents(product: PricedProduct): number {
  return Math.max(0, toCents(product.price));
}

/** What the package would cost as loose cylinders at the unit price. */
function undiscountedCents(product: PricedProduct, key: PackageKey): number {
  return unitCents(product) * packageCylinders(key);
}

/**
 * Price of one package, in cents. An explicit package price wins; otherwise
 * unit × cylinders, less the container discount (default 30 % for 20ft, 45 % for 40ft).
 */
export function packageUnitPriceCents(product: PricedProduct, key: PackageKey): number {
  const rule: PackageRule = PACKAGES[key];
  const explicit = rule.explicitPrice ? explicitPriceCents(product[rule.explicitPrice]) : null;
  if (explicit !== null) return explicit;
  const base = undiscountedCents(product, key);
  return rule.discount ? discountedCents(base, discountFraction(product[rule.discount.field], rule.discount.fallback)) : base;
}

/**
 * Rounded percentage saved on a container against buying its cylinders one by one;
 * null for cylinders and pallets, and when there is no saving to show.
 */
export function containerSavingsPercent(product: PricedProduct, key: PackageKey): number | null {
  if (!CONTAINER_KEYS.has(key)) return null;
  const full = undiscountedCents(product, key);
  if (full === 0) return null;
  const percent = divideRounded((full - packageUnitPriceCents(product, key)) * 100, full);
  return percent > 0 ? percent : null;
}

// The back office's admins type them in English, French or Spanish ("conteneur de 20 pi", "1 tarima").
const CONTAINER = '(?:container|conteneur|contenedor)';
const FEET = "(?:ft|foot|feet|pi|pieds?|pies|')";
const container = (size: number) => new RegExp(`\\b${size}\\s*${FEET}?\\s*${CONTAINER}|${CONTAINER}\\s*(?:de\\s*)?${size}(?:\\b|\\s*${FEET})`);

/** Patterns for stored packaging strings, tried in order: containers first, since their labels may mention cylinders. */
const PACKAGING_PATTERNS: readonly [RegExp, PackageKey][] = [
  [container(40), 'container_40ft'],
  [container(20), 'container_20ft'],
  [/pallet|palette|tarima/, 'pallet'],
  [/cylinder|bouteille|cilindro/, 'cylinder'],
];

/**
 * The package a stored packaging label refers to ("Pallet", "1 Pallet", "20ft Container",
 * "40ft container", "30 lb Cylinder", or a package key), case-insensitively; null when unknown.
 */
export function parsePackaging(label: string): PackageKey | null {
  const text = label.trim().toLowerCase();
  if (isPackageKey(text)) return text;
  const spaced = text.replace(/[_-]+/g, ' ');
  return PACKAGING_PATTERNS.find(([pattern]) => pattern.test(spaced))?.[1] ?? null;
}

import { offeredPackages } from './catalog';
import { divideRounded } from './money';
import { PACKAGE_KEYS, packageCylinders, packageUnitPriceCents, type PackageKey, type PricedProduct } from './pricing';

/** One avoirdupois pound in kilograms (exact by definition). */
export const KG_PER_LB = 0.45359237;

/** What the packaging explanation needs of a product: its prices and how much refrigerant one cylinder holds. */
export interface PackagedProduct extends PricedProduct {
  /** Pounds of refrigerant in one cylinder; null or missing when not known. */
  cylinderNetWeightLb?: number | string | null;
}

/** What one package holds and what it costs, measured against buying its cylinders one by one. */
export interface PackageFacts {
  key: PackageKey;
  cylinders: number;
  /** Refrigerant in the whole package; null when the cylinder's net weight is not known. */
  netWeightLb: number | null;
  netWeightKg: number | null;
  /** Price of one package. */
  unitPriceCents: number;
  /** The package price shared out over its cylinders, rounded to the cent. */
  perCylinderCents: number;
  /** The cylinder price × cylinders: what "Save N%" is measured against. */
  cylinderTotalCents: number;
  /** Rounded percentage saved against cylinderTotalCents; null when there is no saving. */
  savingPercent: number | null;
}

function positiveNumber(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined || String(value).trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? n : null;
}

/** Rounded to 2 decimals, so 1,140 × 6.5 lb reads 7,410 and not 7,409.999…. */
const round2 = (value: number) => Math.round(value * 100) / 100;

export function packageFacts(product: PackagedProduct, key: PackageKey): PackageFacts {
  const cylinders = packageCylinders(key);
  const unitPriceCents = packageUnitPriceCents(product, key);
  const cylinderTotalCents = packageUnitPriceCents(product, 'cylinder') * cylinders;
  const lbPerCylinder = positiveNumber(product.cylinderNetWeightLb);
  const saved = cylinderTotalCents > 0 ? divideRounded((cylinderTotalCents - unitPriceCents) * 100, cylinderTotalCents) : 0;
  return {
    key,
    cylinders,
    netWeightLb: lbPerCylinder === null ? null : round2(lbPerCylinder * cylinders),
    netWeightKg: lbPerCylinder === null ? null : round2(lbPerCylinder * cylinders * KG_PER_LB),
    unitPriceCents,
    perCylinderCents: divideRounded(unitPriceCents, cylinders),
    cylinderTotalCents,
    savingPercent: saved > 0 ? saved : null,
  };
}

/**
 * The package a selector starts on, on the catalogue card and the product page alike: the cylinder,
 * the unit every listed price is quoted in; null (the buyer must choose) when the product is not sold by the cylinder.
 */
export function initialPackage(offered: readonly PackageKey[]): PackageKey | null {
  return offered.includes('cylinder') ? 'cylinder' : null;
}

/** The largest saving any offered package of these products gives; the default rules' saving when there are none. */
export function largestSavingPercent(products: readonly (PackagedProduct & { packagingOptions: readonly string[] })[]): number {
  const offers = products.flatMap((product) => offeredPackages(product.packagingOptions).map((key) => packageFacts(product, key).savingPercent ?? 0));
  // A loop, not Math.max(...offers): a catalogue of thousands would pass too many arguments.
  if (offers.length > 0) return offers.reduce((max, offer) => Math.max(max, offer), 0);
  return Math.max(...PACKAGE_KEYS.map((key) => packageFacts({ price: 100 }, key).savingPercent ?? 0));
}

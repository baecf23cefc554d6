import { toCents } from './money';

/** The product fields the catalogue searches, filters and sorts on. */
export interface SearchableProduct {
  name: string;
  description?: string | null;
  sku?: string | null;
  chemicalFormula?: string | null;
  casNumber?: string | null;
  applications?: readonly string[] | null;
  category: string;
  price: number | string;
}

export type ProductSortKey = 'name' | 'price' | 'category';

/** Lower-cased, hyphens and whitespace removed: "R-410A", "r 410a" and "r410A" all read "r410a". */
export function normalizeSearchText(text: string): string {
  return text.toLowerCase().replace(/[\s-]+/g, '');
}

function searchedTexts(product: SearchableProduct): string[] {
  const fields = [product.name, product.description, product.sku, product.chemicalFormula, product.casNumber];
  return [...fields, ...(product.applications ?? [])]
    .filter((text): text is string => typeof text === 'string')
    .map(normalizeSearchText);
}

/**
 * The query forms to look for. The leading "r" is dropped only before a digit ("r410a" → "410a"),
 * so refrigerant numbers match either way while a word such as "rust" does not turn into "ust".
 */
export function searchForms(query: string): string[] {
  const normalized = normalizeSearchText(query);
  return /^r\d/.test(normalized) ? [normalized, normalized.slice(1)] : [normalized];
}

/** Whether a product matches the catalogue search box; an empty query matches everything. */
export function matchesSearch(product: SearchableProduct, query: string): boolean {
  const forms = searchForms(query);
  if (forms[0] === '') return true;
  const texts = searchedTexts(product);
  return forms.some((form) => texts.some((text) => text.includes(form)));
}

/**
 * Application keywords that also place a product in a use-based category (storefront spec §5).
 * Keywords match whole words (plurals allowed), so "ac" finds "Commercial AC"
 * but not "vacuum" or "machine", and "hvac" finds "HVAC/R".
 */
const CATEGORY_KEYWORDS: Readonly<Record<string, readonly string[]>> = {
  automotive: ['automotive', 'mobile ac', 'vehicle'],
  commercial: ['commercial', 'hvac', 'ac'],
  industrial: ['industrial', 'process', 'chiller'],
};

/** A keyword as a pattern: its spaces also match hyphens, and its plural ("chillers", "processes") is accepted. */
function keywordPattern(keyword: string): string {
  const plural = keyword.endsWith('s') ? 'es' : 's';
  return `${keyword.replace(/\s+/g, '[\\s-]+')}(?:${plural})?`;
}

const CATEGORY_PATTERNS: ReadonlyMap<string, RegExp> = new Map(
  Object.entries(CATEGORY_KEYWORDS).map(([category, keywords]) => {
    const alternatives = keywords.map(keywordPattern).join('|');
    return [category, new RegExp(`\\b(?:${alternatives})\\b`, 'i')];
  }),
);

/** Whether a product belongs to a catalogue category ('all', a product category, or a use such as 'automotive'). */
export function matchesCategory(product: Pick<SearchableProduct, 'category' | 'applications'>, category: string): boolean {
  const wanted = category.trim().toLowerCase();
  if (wanted === 'all' || wanted === '') return true;
  if (product.category.toLowerCase() === wanted) return true;
  const pattern = CATEGORY_PATTERNS.get(wanted);
  return pattern !== undefined && (product.applications ?? []).some((application) => pattern.test(application));
}

// Numeric collation puts R-22 before R-134a, as a buyer reading refrigerant numbers expects.
const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

const byName = (a: SearchableProduct, b: SearchableProduct): number => collator.compare(a.name, b.name);

const COMPARATORS: Record<ProductSortKey, (a: SearchableProduct, b: SearchableProduct) => number> = {
  name: byName,
  price: (a, b) => toCents(a.price) - toCents(b.price) || byName(a, b),
  category: (a, b) => collator.compare(a.category, b.category) || byName(a, b),
};

/** A sorted copy: by name, by unit price (lowest first) or by category, ties broken by name. */
export function sortProducts<T extends SearchableProduct>(products: readonly T[], key: ProductSortKey): T[] {
  return [...products].sort(COMPARATORS[key]);
}

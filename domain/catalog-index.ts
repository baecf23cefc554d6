import { CATALOG_CATEGORIES } from './catalog';
import { matchesCategory, normalizeSearchText, searchForms, sortProducts, type ProductSortKey, type SearchableProduct } from './catalog-search';

/** A product the index can hold: the searchable fields and a unique id that breaks every tie. */
export interface IndexableProduct extends SearchableProduct {
  id: string;
}

export interface CatalogIndexQuery {
  search?: string;
  category?: string;
  /** Without one, matches are ranked (exact refrigerant number, then prefix, then anywhere) and then by name. */
  sort?: ProductSortKey;
}

/** How well a product matches a search: lower is better. */
export const MATCH_RANKS = { exact: 0, prefix: 1, contains: 2 } as const;
type MatchRank = (typeof MATCH_RANKS)[keyof typeof MATCH_RANKS];

// A character the normalised query can never hold, so a match never spans two fields.
const FIELD_SEPARATOR = '\u0000';

/** "R-410A", "R 1234yf (bulk)", "Ammonia R-717" → "410a", "1234yf", "717": the number a buyer types. */
export function refrigerantNumber(name: string): string | null {
  const match = /(?:^|[^a-z0-9])r[\s-]?(\d+[a-z]*)/i.exec(name);
  return match?.[1] ? match[1].toLowerCase() : null;
}

interface Entry<T> {
  product: T;
  /** Position in the default (name) order, for stable ranking. */
  position: number;
  name: string;
  sku: string;
  number: string | null;
  /** Every searched field, normalised once, joined by FIELD_SEPARATOR. */
  haystack: string;
  /** Bit i set: the product belongs to CATALOG_CATEGORIES[i]. */
  categories: number;
}

const CATEGORY_BITS: ReadonlyMap<string, number> = new Map(CATALOG_CATEGORIES.map((category, index) => [category, 1 << index]));

function categoryMask(product: SearchableProduct): number {
  let mask = 0;
  for (const [category, bit] of CATEGORY_BITS) if (matchesCategory(product, category)) mask |= bit;
  return mask;
}

function entryOf<T extends IndexableProduct>(product: T, position: number): Entry<T> {
  const fields = [product.name, product.description, product.sku, product.chemicalFormula, product.casNumber, ...(product.applications ?? [])];
  return {
    product,
    position,
    name: normalizeSearchText(product.name),
    sku: normalizeSearchText(product.sku ?? ''),
    number: refrigerantNumber(product.name),
    haystack: fields.filter((text): text is string => typeof text === 'string').map(normalizeSearchText).join(FIELD_SEPARATOR),
    categories: categoryMask(product),
  };
}

/**
 * Which pairs of adjacent characters a text holds, hashed into BIGRAM_BITS bits: a text can only contain a form whose
 * bits are all set in its own, so most products are ruled out by a few integer tests instead of a scan of their text.
 */
const BIGRAM_BITS = 1024;
const MASK_WORDS = BIGRAM_BITS / 32;

function addBigrams(text: string, mask: Uint32Array, offset: number): void {
  for (let i = 0; i + 1 < text.length; i += 1) {
    const bit = (Math.imul(text.charCodeAt(i) * 65_599 + text.charCodeAt(i + 1), 2_654_435_761) >>> 0) % BIGRAM_BITS;
    mask[offset + (bit >>> 5)]! |= 1 << (bit & 31);
  }
}

/** A query form: the text, and its bigram bits (none for a single character, which any text may hold). */
interface Form {
  text: string;
  bits: Uint32Array | null;
}

function formOf(text: string): Form {
  if (text.length < 2) return { text, bits: null };
  const bits = new Uint32Array(MASK_WORDS);
  addBigrams(text, bits, 0);
  return { text, bits };
}

function mayContain(masks: Uint32Array, position: number, bits: Uint32Array | null): boolean {
  if (!bits) return true;
  const offset = position * MASK_WORDS;
  for (let i = 0; i < MASK_WORDS; i += 1) {
    const wanted = bits[i]!;
    if ((masks[offset + i]! & wanted) !== wanted) return false;
  }
  return true;
}

// Plain loops: this runs for every product on every search, so it allocates nothing.
function rankOf(entry: Entry<unknown>, forms: readonly Form[], masks: Uint32Array): MatchRank | null {
  const { name, sku, number } = entry;
  for (const { text } of forms) if (text === name || text === sku || text === number) return MATCH_RANKS.exact;
  for (const { text } of forms) {
    if (name.startsWith(text) || (sku !== '' && sku.startsWith(text)) || (number !== null && number.startsWith(text))) return MATCH_RANKS.prefix;
  }
  for (const { text, bits } of forms) if (mayContain(masks, entry.position, bits) && entry.haystack.includes(text)) return MATCH_RANKS.contains;
  return null;
}

const byId = (a: IndexableProduct, b: IndexableProduct) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** A sorted copy by the catalogue's rule, then by id: equal names or prices never swap between two reads. */
function stableSort<T extends IndexableProduct>(items: readonly T[], key: ProductSortKey): T[] {
  const ids = [...items].sort(byId);
  return sortProducts(ids, key);
}

/**
 * The catalogue prepared for search, built once per catalogue change: every searched field normalised, each
 * product's categories and the three sort orders worked out, so a query only compares prepared strings.
 */
export class CatalogSearchIndex<T extends IndexableProduct> {
  private readonly entries: readonly Entry<T>[];
  private readonly orders = new Map<ProductSortKey, readonly Entry<T>[]>();
  /** MASK_WORDS words per entry (by position): the bigram bits of its haystack. */
  private readonly masks: Uint32Array;

  constructor(products: readonly T[]) {
    this.entries = stableSort(products, 'name').map((product, position) => entryOf(product, position));
    this.orders.set('name', this.entries);
    this.masks = new Uint32Array(this.entries.length * MASK_WORDS);
    for (const entry of this.entries) addBigrams(entry.haystack, this.masks, entry.position * MASK_WORDS);
  }

  get size(): number {
    return this.entries.length;
  }

  /** Every product in the default order (by name, ties by id). */
  all(): T[] {
    return this.entries.map((entry) => entry.product);
  }

  /** The products matching a query, in its order: ranked by match when no sort is asked for. */
  find({ search = '', category = 'all', sort }: CatalogIndexQuery): T[] {
    const bit = CATEGORY_BITS.get(category.trim().toLowerCase());
    const inCategory = (entry: Entry<T>) => bit === undefined || (entry.categories & bit) !== 0;
    const forms = searchForms(search)
      .filter((form) => form !== '')
      .map(formOf);
    const { masks } = this;
    if (forms.length === 0) return this.ordered(sort ?? 'name').filter(inCategory).map((entry) => entry.product);
    if (sort) return this.ordered(sort).filter((entry) => inCategory(entry) && rankOf(entry, forms, masks) !== null).map((entry) => entry.product);
    // Ranked: one bucket per rank, each in the default order.
    const buckets: T[][] = [[], [], []];
    for (const entry of this.entries) {
      if (!inCategory(entry)) continue;
      const rank = rankOf(entry, forms, masks);
      if (rank !== null) buckets[rank]?.push(entry.product);
    }
    return buckets.flat();
  }

  private ordered(key: ProductSortKey): readonly Entry<T>[] {
    let order = this.orders.get(key);
    if (!order) {
      const sorted = stableSort(this.entries.map((entry) => entry.product), key);
      const byProduct = new Map(this.entries.map((entry) => [entry.product, entry]));
      order = sorted.map((product) => byProduct.get(product)).filter((entry): entry is Entry<T> => entry !== undefined);
      this.orders.set(key, order);
    }
    return order;
  }
}

/** One page of a list; a page past the end is empty. */
export function pageOf<T>(items: readonly T[], page: number, pageSize: number): T[] {
  const start = (page - 1) * pageSize;
  return items.slice(start, start + pageSize);
}

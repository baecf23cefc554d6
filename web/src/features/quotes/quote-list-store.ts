import { isPackageKey, type PackageKey } from '@domain/pricing';
import { isPositiveInteger } from '@web/lib/guards';
import { createLineItemsReducer, parseLines, totalQuantity } from '@web/lib/line-items';
import { createPersistedStore, usePersistedStore } from '@web/lib/persisted-store';

/** A line of the quote request list (storefront spec §3); quotes carry no prices. */
export interface QuoteListItem {
  productId: string;
  productName: string;
  imageUrl: string | null;
  packaging: PackageKey;
  quantity: number;
}

export type QuoteListItemInput = Omit<QuoteListItem, 'quantity'>;

/**
 * A line is one product in one packaging. (The spec's original removed by product id alone, which
 * would drop every packaging of that product at once.)
 */
export function quoteItemId(item: Pick<QuoteListItem, 'productId' | 'packaging'>): string {
  return `${item.productId}:${item.packaging}`;
}

export const quoteListReducer = createLineItemsReducer<QuoteListItem>(quoteItemId);

export function parseQuoteList(raw: unknown): readonly QuoteListItem[] {
  return parseLines<QuoteListItem>(
    raw,
    (v) =>
      typeof v.productId === 'string' &&
      typeof v.productName === 'string' &&
      (v.imageUrl === null || typeof v.imageUrl === 'string') &&
      typeof v.packaging === 'string' &&
      isPackageKey(v.packaging) &&
      isPositiveInteger(v.quantity)
        ? { productId: v.productId, productName: v.productName, imageUrl: v.imageUrl, packaging: v.packaging, quantity: v.quantity }
        : null,
    quoteItemId,
  );
}

export const quoteListStore = createPersistedStore({
  key: 'frigidflow.quote-list.v1',
  initial: [] as readonly QuoteListItem[],
  reducer: quoteListReducer,
  parse: parseQuoteList,
});

export const addToQuoteList = (item: QuoteListItemInput, quantity = 1) => quoteListStore.dispatch({ type: 'add', item, quantity });
export const setQuoteItemQuantity = (id: string, quantity: number) =>
  quoteListStore.dispatch({ type: 'setQuantity', key: id, quantity });
export const removeFromQuoteList = (id: string) => quoteListStore.dispatch({ type: 'remove', key: id });
export const clearQuoteList = () => quoteListStore.dispatch({ type: 'clear' });

export function useQuoteListItems(): readonly QuoteListItem[] {
  return usePersistedStore(quoteListStore);
}

export function useQuoteListCount(): number {
  return totalQuantity(useQuoteListItems());
}

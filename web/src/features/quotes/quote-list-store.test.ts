import { describe, expect, it } from 'vitest';
import { totalQuantity } from '@web/lib/line-items';
import { parseQuoteList, quoteItemId, quoteListReducer, type QuoteListItem, type QuoteListItemInput } from './quote-list-store';

const r22Container: QuoteListItemInput = { productId: 'p-22', productName: 'R-22', imageUrl: null, packaging: 'container_20ft' };
const r22Pallet: QuoteListItemInput = { ...r22Container, packaging: 'pallet' };

const add = (items: readonly QuoteListItem[], item: QuoteListItemInput, quantity?: number) =>
  quoteListReducer(items, { type: 'add', item, quantity });

describe('quote list rules', () => {
  it('adds to the quantity of the same product and packaging', () => {
    const items = add(add([], r22Container, 2), r22Container, 3);
    expect(items).toEqual([{ ...r22Container, quantity: 5 }]);
  });

  it('keeps each packaging of a product as its own line', () => {
    expect(add(add([], r22Container), r22Pallet).map(quoteItemId)).toEqual(['p-22:container_20ft', 'p-22:pallet']);
  });

  it('removes a line when its quantity is set to 0 or less, leaving the other packaging', () => {
    const items = add(add([], r22Container), r22Pallet);
    expect(quoteListReducer(items, { type: 'setQuantity', key: quoteItemId(r22Container), quantity: 0 }).map(quoteItemId)).toEqual([
      'p-22:pallet',
    ]);
  });

  it('clears the list and counts the sum of the quantities', () => {
    const items = add(add([], r22Container, 2), r22Pallet, 4);
    expect(totalQuantity(items)).toBe(6);
    expect(quoteListReducer(items, { type: 'clear' })).toEqual([]);
  });

  it('reads back only well-formed stored lines', () => {
    expect(parseQuoteList([{ ...r22Pallet, quantity: 1 }, { ...r22Pallet, quantity: 'many' }])).toEqual([{ ...r22Pallet, quantity: 1 }]);
  });
});

import { isRecord } from './guards';

/**
 * Rules shared by the cart and the quote list (storefront spec §4): adding a line that is already
 * there raises its quantity, a quantity of 0 or less removes the line, clear empties the list.
 */
export interface QuantityLine {
  quantity: number;
}

export type LineAction<T extends QuantityLine> =
  | { type: 'add'; item: Omit<T, 'quantity'>; quantity?: number }
  | { type: 'setQuantity'; key: string; quantity: number }
  | { type: 'remove'; key: string }
  | { type: 'clear' };

export type LineItemsReducer<T extends QuantityLine> = (items: readonly T[], action: LineAction<T>) => readonly T[];

const EMPTY: readonly never[] = [];

export function createLineItemsReducer<T extends QuantityLine>(keyOf: (item: Omit<T, 'quantity'>) => string): LineItemsReducer<T> {
  return (items, action) => {
    switch (action.type) {
      case 'add': {
        const quantity = action.quantity ?? 1;
        if (!Number.isInteger(quantity) || quantity <= 0) return items;
        const key = keyOf(action.item);
        const existing = items.find((line) => keyOf(line) === key);
        if (!existing) return [...items, { ...action.item, quantity } as T];
        // The newer details (name, price, image) replace the stored ones.
        return items.map((line) => (line === existing ? ({ ...line, ...action.item, quantity: line.quantity + quantity } as T) : line));
      }
      case 'setQuantity': {
        if (Number.isNaN(action.quantity)) return items;
        const quantity = Math.floor(action.quantity);
        if (quantity <= 0) return items.filter((line) => keyOf(line) !== action.key);
        return items.map((line) => (keyOf(line) === action.key && line.quantity !== quantity ? { ...line, quantity } : line));
      }
      case 'remove':
        return items.filter((line) => keyOf(line) !== action.key);
      case 'clear':
        return items.length === 0 ? items : EMPTY;
    }
  };
}

/** The number shown on a badge: the sum of the quantities. */
export function totalQuantity(items: readonly QuantityLine[]): number {
  return items.reduce((sum, line) => sum + line.quantity, 0);
}

/** Keeps the entries of a stored array that `parseLine` accepts and drops repeated keys. */
export function parseLines<T>(raw: unknown, parseLine: (value: Record<string, unknown>) => T | null, keyOf: (line: T) => string): readonly T[] {
  if (!Array.isArray(raw)) return EMPTY;
  const seen = new Set<string>();
  const lines: T[] = [];
  for (const value of raw) {
    const line = isRecord(value) ? parseLine(value) : null;
    if (!line || seen.has(keyOf(line))) continue;
    seen.add(keyOf(line));
    lines.push(line);
  }
  return lines;
}

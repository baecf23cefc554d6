import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LruMap } from './lru-map';

describe('LruMap', () => {
  it('forgets the least recently used entry once full', () => {
    const map = new LruMap<string, number>(2);
    map.set('a', 1);
    map.set('b', 2);
    expect(map.get('a')).toBe(1); // a is now the most recent
    map.set('c', 3);
    expect(map.get('b')).toBeUndefined();
    expect(map.get('a')).toBe(1);
    expect(map.get('c')).toBe(3);
  });

  it('forgets a deleted entry', () => {
    const map = new LruMap<string, number>(2);
    map.set('a', 1);
    map.delete('a');
    expect(map.get('a')).toBeUndefined();
    expect(map.size).toBe(0);
  });

  it('never holds more than its capacity, and always holds the last key set', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5 }), fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 1 }), (capacity, keys) => {
        const map = new LruMap<number, number>(capacity);
        for (const key of keys) map.set(key, key * 10);
        expect(map.size).toBeLessThanOrEqual(capacity);
        const last = keys[keys.length - 1] as number;
        expect(map.get(last)).toBe(last * 10);
      }),
    );
  });
});

import { describe, expect, it } from 'vitest';
import { parseDismissed } from './dismissed-adverts-store';

describe('parseDismissed', () => {
  it('reads the stored ids', () => {
    expect(parseDismissed('["a","b"]')).toEqual(['a', 'b']);
  });

  it('reads nothing from missing, malformed or foreign values', () => {
    expect(parseDismissed(null)).toEqual([]);
    expect(parseDismissed('{')).toEqual([]);
    expect(parseDismissed('{"a":1}')).toEqual([]);
    expect(parseDismissed('["a",1,null]')).toEqual(['a']);
  });
});

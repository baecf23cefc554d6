import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FORMULA_TRIGGERS, neutralizeFormula } from './spreadsheet-cells';

describe('neutralizeFormula (RELIABILITY 27)', () => {
  it('prefixes an apostrophe to cells a spreadsheet would run', () => {
    expect(neutralizeFormula('=HYPERLINK("http://evil.example","Click")')).toBe(`'=HYPERLINK("http://evil.example","Click")`);
    expect(neutralizeFormula('+1')).toBe("'+1");
    expect(neutralizeFormula('-1')).toBe("'-1");
    expect(neutralizeFormula('@SUM(A1:A9)')).toBe("'@SUM(A1:A9)");
    expect(neutralizeFormula('\t=1+1')).toBe("'\t=1+1");
    expect(neutralizeFormula('\r=1+1')).toBe("'\r=1+1");
  });

  it('leaves ordinary cells alone, a formula character further in included', () => {
    for (const cell of ['', 'dana@example.com', 'Dana Cooper', 'a=b', 'x-y', "O'Brien", ' =1', 'website']) {
      expect(neutralizeFormula(cell)).toBe(cell);
    }
  });

  const trigger = fc.constantFrom(...FORMULA_TRIGGERS);
  const cell = fc.oneof(fc.string(), fc.tuple(trigger, fc.string()).map(([first, rest]) => first + rest), fc.string({ unit: 'binary' }));

  it('never gives a cell that starts with a formula character (property)', () => {
    fc.assert(
      fc.property(cell, (text) => {
        const first = neutralizeFormula(text).charAt(0);
        expect((FORMULA_TRIGGERS as readonly string[]).includes(first)).toBe(false);
      }),
      { numRuns: 2000 },
    );
  });

  it('only ever adds the one apostrophe, so the text itself is kept (property)', () => {
    fc.assert(
      fc.property(cell, (text) => {
        const safe = neutralizeFormula(text);
        expect(safe === text || safe === `'${text}`).toBe(true);
        expect(neutralizeFormula(safe)).toBe(safe);
      }),
      { numRuns: 2000 },
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scriptSafeJson } from './script-safe-json';

describe('scriptSafeJson', () => {
  it('never lets a value close the script element or open a comment', () => {
    const json = scriptSafeJson({ name: '</script><script>alert(1)</script>', note: '<!-- x' });
    expect(json).not.toMatch(/<\/script|<!--/i);
  });

  it('reads back as the same value', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(JSON.parse(scriptSafeJson(value))).toEqual(JSON.parse(JSON.stringify(value)));
        expect(scriptSafeJson(value)).not.toContain('<');
      }),
    );
  });
});

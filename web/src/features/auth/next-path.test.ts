import { describe, expect, it } from 'vitest';
import { safeNextPath } from './next-path';

describe('safeNextPath', () => {
  it('keeps an address on this site, its query included', () => {
    expect(safeNextPath('/order-confirmation?orderNumber=FF-ABC&type=order')).toBe('/order-confirmation?orderNumber=FF-ABC&type=order');
    expect(safeNextPath('/account')).toBe('/account');
  });

  it('refuses anything that could leave the site', () => {
    for (const value of ['https://evil.example/x', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', 'account', '', null, undefined, '/\t/evil.example']) {
      expect(safeNextPath(value), String(value)).toBeNull();
    }
  });
});

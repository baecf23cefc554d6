import { describe, expect, it } from 'vitest';
import { ORDER_PROTECTION_DEFAULTS, orderProtectionSetting } from './site-settings';

describe('orderProtectionSetting', () => {
  it('defaults to 80 cylinders (2 pallets) for a guest unpaid order and 7 days before release', () => {
    expect(ORDER_PROTECTION_DEFAULTS).toEqual({ guest_unpaid_order_max_cylinders: 80, unpaid_order_release_days: 7 });
  });

  it('reads a stored whole number, spaces trimmed', () => {
    expect(orderProtectionSetting('guest_unpaid_order_max_cylinders', ' 120 ')).toBe(120);
    expect(orderProtectionSetting('unpaid_order_release_days', '1')).toBe(1);
  });

  it.each([undefined, null, '', ' ', '0', '-3', '2.5', 'ten', '1e3', '9999999999'])('falls back to the default for %j', (stored) => {
    expect(orderProtectionSetting('guest_unpaid_order_max_cylinders', stored)).toBe(80);
    expect(orderProtectionSetting('unpaid_order_release_days', stored)).toBe(7);
  });
});

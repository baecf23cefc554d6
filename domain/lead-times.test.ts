import { describe, expect, it } from 'vitest';
import { isFreightQuoted, isLeadTime, leadTimeOf, leadTimeText } from './lead-times';

describe('lead times', () => {
  it('quotes freight for pallets and containers, never for a cylinder', () => {
    expect(isFreightQuoted('cylinder')).toBe(false);
    expect(isFreightQuoted('pallet')).toBe(true);
    expect(isFreightQuoted('container_20ft')).toBe(true);
    expect(isFreightQuoted('container_40ft')).toBe(true);
  });

  it('accepts whole ranges within a year and refuses anything else', () => {
    expect(isLeadTime({ min: 2, max: 4, unit: 'weeks' })).toBe(true);
    expect(isLeadTime({ min: 1, max: 1, unit: 'days' })).toBe(true);
    expect(isLeadTime({ min: 4, max: 2, unit: 'weeks' })).toBe(false);
    expect(isLeadTime({ min: 0, max: 0, unit: 'days' })).toBe(false);
    expect(isLeadTime({ min: 1, max: 53, unit: 'weeks' })).toBe(false);
    expect(isLeadTime({ min: 1.5, max: 2, unit: 'weeks' })).toBe(false);
    expect(isLeadTime({ min: 1, max: 2, unit: 'months' })).toBe(false);
    expect(isLeadTime(null)).toBe(false);
  });

  it('reads a package lead time, null when none is set or the stored one is unusable', () => {
    const times = { container_20ft: { min: 2, max: 4, unit: 'weeks' as const }, pallet: { min: 9, max: 1, unit: 'days' as const } };
    expect(leadTimeOf(times, 'container_20ft')).toEqual({ min: 2, max: 4, unit: 'weeks' });
    expect(leadTimeOf(times, 'pallet')).toBeNull();
    expect(leadTimeOf(times, 'cylinder')).toBeNull();
    expect(leadTimeOf(null, 'cylinder')).toBeNull();
  });

  it('says a range, or one figure when both ends are equal', () => {
    expect(leadTimeText({ min: 2, max: 4, unit: 'weeks' })).toEqual({ key: 'weeksRange', values: { min: 2, max: 4, count: 4 } });
    expect(leadTimeText({ min: 3, max: 3, unit: 'days' })).toEqual({ key: 'days', values: { min: 3, max: 3, count: 3 } });
  });
});

import { describe, expect, it } from 'vitest';
import { addDays, endOfUtcDay, hasEnded, hasNotStarted, isWithinPeriod, startOfUtcDay, toInstant, utcDayOf } from './dates';

describe('toInstant', () => {
  it('treats null, undefined and an empty string as no date', () => {
    expect(toInstant(null)).toBeNull();
    expect(toInstant(undefined)).toBeNull();
    expect(toInstant('  ')).toBeNull();
  });

  it('reads ISO timestamps as instants whatever their offset', () => {
    expect(toInstant('2025-03-01T10:00:00+02:00')?.toISOString()).toBe('2025-03-01T08:00:00.000Z');
    expect(toInstant(new Date('2025-03-01T08:00:00Z'))?.toISOString()).toBe('2025-03-01T08:00:00.000Z');
  });

  it('reads a date-only value as the start of that UTC day when it opens a period', () => {
    expect(toInstant('2025-03-01', 'start')?.toISOString()).toBe('2025-03-01T00:00:00.000Z');
  });

  it('reads a date-only value as the end of that UTC day when it closes a period', () => {
    expect(toInstant('2025-03-01', 'end')?.toISOString()).toBe('2025-03-01T23:59:59.999Z');
  });

  it('refuses text that is not a date', () => {
    expect(() => toInstant('next tuesday')).toThrow(RangeError);
    expect(() => toInstant(new Date('nope'))).toThrow(RangeError);
  });
});

describe('periods', () => {
  const now = new Date('2025-06-15T12:00:00Z');

  it('is within a period whose bounds are absent', () => {
    expect(isWithinPeriod(now, null, null)).toBe(true);
  });

  it('includes both bounds', () => {
    expect(isWithinPeriod(now, now, now)).toBe(true);
  });

  it('is not within a period that starts later or ended earlier', () => {
    expect(hasNotStarted(now, '2025-06-15T12:00:00.001Z')).toBe(true);
    expect(hasEnded(now, '2025-06-15T11:59:59.999Z')).toBe(true);
    expect(isWithinPeriod(now, '2025-06-16', null)).toBe(false);
    expect(isWithinPeriod(now, null, '2025-06-14')).toBe(false);
  });

  it('keeps a period ending on a date-only day open until that day ends in UTC', () => {
    expect(hasEnded(now, '2025-06-15')).toBe(false);
    expect(hasEnded(new Date('2025-06-16T00:00:00Z'), '2025-06-15')).toBe(true);
  });
});

describe('addDays', () => {
  it('adds whole days', () => {
    expect(addDays(new Date('2025-12-28T09:30:00Z'), 7).toISOString()).toBe('2026-01-04T09:30:00.000Z');
  });
});

describe('UTC days', () => {
  it('reads the UTC day of a date-only value or a timestamp', () => {
    expect(utcDayOf('2026-05-01')).toBe('2026-05-01');
    expect(utcDayOf(' 2026-05-01 ')).toBe('2026-05-01');
    expect(utcDayOf('2026-05-01T23:30:00-05:00')).toBe('2026-05-02');
    expect(utcDayOf('2026-05-01T00:00:00.000Z')).toBe('2026-05-01');
  });

  it('refuses a day that does not exist and text that is no date', () => {
    expect(utcDayOf('2026-02-30')).toBeNull();
    expect(utcDayOf('2026-13-01')).toBeNull();
    expect(utcDayOf('tomorrow')).toBeNull();
    expect(utcDayOf('')).toBeNull();
  });

  it('gives the first and last instant of a day, which the coupon period rules read back as that day', () => {
    expect(startOfUtcDay('2026-05-01')).toBe('2026-05-01T00:00:00.000Z');
    expect(endOfUtcDay('2026-05-31')).toBe('2026-05-31T23:59:59.999Z');
    expect(toInstant(startOfUtcDay('2026-05-01'))?.getTime()).toBe(toInstant('2026-05-01', 'start')?.getTime());
    expect(toInstant(endOfUtcDay('2026-05-31'))?.getTime()).toBe(toInstant('2026-05-31', 'end')?.getTime());
  });
});

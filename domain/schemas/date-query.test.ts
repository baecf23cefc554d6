import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DATE_QUERY_MESSAGES, dayQuery } from './date-query';

describe('dayQuery: a real calendar day in a query string', () => {
  it.each(['2026-01-31', '2024-02-29', '0001-01-01', '9999-12-31', '2000-02-29'])('takes %s', (day) => {
    expect(dayQuery.parse(day)).toBe(day);
  });

  it.each(['9999-99-99', '0000-01-01', '2026-02-30', '2023-02-29', '1900-02-29', '2026-13-01', '2026-00-10', '2026-01-00', '2026-1-5', '20260105', '2026-01-05T00:00:00Z', ' 2026-01-05', '', 'yesterday'])(
    'refuses %j with the date message',
    (day) => {
      const result = dayQuery.safeParse(day);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(DATE_QUERY_MESSAGES.invalid);
    },
  );

  it('takes exactly the days a UTC calendar has, whatever the year, month and day numbers', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 0, max: 99 }), fc.integer({ min: 0, max: 99 }), (year, month, day) => {
        const text = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
        const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
        const lengths = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
        const real = year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= (lengths[month - 1] ?? 0);
        expect(dayQuery.safeParse(text).success).toBe(real);
      }),
    );
  });
});

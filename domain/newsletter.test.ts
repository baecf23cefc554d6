import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvTimestamp, newsletterConfirmationPath, newsletterCsvRow, newsletterExportFileName, subscriberGrowthRate, subscriberStatus } from './newsletter';

describe('subscriberGrowthRate', () => {
  it('is the rounded percentage of active subscribers, 0 when there are none', () => {
    expect(subscriberGrowthRate(0, 0)).toBe(0);
    expect(subscriberGrowthRate(4, 4)).toBe(100);
    expect(subscriberGrowthRate(3, 2)).toBe(67);
    expect(subscriberGrowthRate(3, 1)).toBe(33);
    expect(subscriberGrowthRate(8, 1)).toBe(13);
    expect(subscriberGrowthRate(5, 0)).toBe(0);
  });

  it('stays a whole number between 0 and 100 (property)', () => {
    fc.assert(
      fc.property(fc.nat(1_000_000), fc.nat(1_000_000), (a, b) => {
        const [active, total] = a <= b ? [a, b] : [b, a];
        const rate = subscriberGrowthRate(total, active);
        expect(Number.isInteger(rate)).toBe(true);
        expect(rate).toBeGreaterThanOrEqual(0);
        expect(rate).toBeLessThanOrEqual(100);
      }),
    );
  });
});

describe('the newsletter export', () => {
  it('writes timestamps as yyyy-MM-dd HH:mm:ss in UTC and names the file by the UTC day', () => {
    expect(csvTimestamp(new Date('2026-03-05T07:08:09.999Z'))).toBe('2026-03-05 07:08:09');
    expect(csvTimestamp(new Date('2026-12-31T23:30:00-05:00'))).toBe('2027-01-01 04:30:00');
    expect(newsletterExportFileName(new Date('2026-03-05T23:59:59Z'))).toBe('newsletter-subscribers-2026-03-05.csv');
  });

  it('gives the five columns, with a blank name and neutralised formulas', () => {
    const at = new Date('2026-03-05T07:08:09Z');
    expect(newsletterCsvRow({ email: 'dana@example.com', name: null, subscribedAt: at, isActive: true, confirmedAt: at, source: 'website' })).toEqual([
      'dana@example.com',
      '',
      '2026-03-05 07:08:09',
      'Active',
      'website',
    ]);
    expect(newsletterCsvRow({ email: '-x@example.com', name: '=HYPERLINK("http://evil")', subscribedAt: at, isActive: false, confirmedAt: at, source: '@import' })).toEqual([
      "'-x@example.com",
      `'=HYPERLINK("http://evil")`,
      '2026-03-05 07:08:09',
      'Inactive',
      "'@import",
    ]);
  });

  it('says Pending for an address that never confirmed, whatever else the row says', () => {
    const at = new Date('2026-03-05T07:08:09Z');
    expect(newsletterCsvRow({ email: 'new@example.com', name: 'New', subscribedAt: at, isActive: false, confirmedAt: null, source: 'website' })[3]).toBe('Pending');
  });
});

describe('subscriberStatus', () => {
  it('is pending until confirmed, then active or inactive', () => {
    expect(subscriberStatus({ isActive: false, confirmedAt: null })).toBe('pending');
    expect(subscriberStatus({ isActive: true, confirmedAt: null })).toBe('pending');
    expect(subscriberStatus({ isActive: true, confirmedAt: new Date('2026-01-01T00:00:00Z') })).toBe('active');
    expect(subscriberStatus({ isActive: false, confirmedAt: '2026-01-01T00:00:00.000Z' })).toBe('inactive');
  });
});

describe('newsletterConfirmationPath', () => {
  it('leads to the confirmation page with the token and the language, encoded', () => {
    expect(newsletterConfirmationPath('abc_DEF-123', 'fr')).toBe('/newsletter/confirm?token=abc_DEF-123&lang=fr');
    expect(newsletterConfirmationPath('a+b/c=', 'es')).toBe('/newsletter/confirm?token=a%2Bb%2Fc%3D&lang=es');
  });
});

import { describe, expect, it } from 'vitest';
import {
  businessHoursLines,
  businessHoursRanges,
  DEFAULT_BUSINESS_HOURS,
  DEFAULT_SITE_SETTINGS,
  localizedHours,
  ORDER_PROTECTION_DEFAULTS,
  orderProtectionSetting,
  BUSINESS_TIME_ZONES,
  businessTimeZoneLabel,
  parseBusinessHours,
  parseBusinessTimeZone,
  quoteReplyHours,
  shopPromises,
} from './site-settings';

describe('orderProtectionSetting', () => {
  it('defaults to 80 cylinders (2 pallets) for a guest unpaid order and 7 days before release', () => {
    expect(ORDER_PROTECTION_DEFAULTS).toEqual({
      guest_unpaid_order_max_cylinders: 80,
      new_account_unpaid_order_max_cylinders: 80,
      new_account_unpaid_max_cylinders: 80,
      new_buyers_unpaid_total_max_cylinders: 400,
      unpaid_order_release_days: 7,
    });
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

describe('business hours', () => {
  it('reads the default setting as Monday to Friday 8 to 6, Saturday 9 to 4, Sunday closed', () => {
    expect(businessHoursRanges(parseBusinessHours(DEFAULT_SITE_SETTINGS.business_hours))).toEqual([
      { from: 'monday', to: 'friday', hours: '8:00 AM - 6:00 PM' },
      { from: 'saturday', to: 'saturday', hours: '9:00 AM - 4:00 PM' },
      { from: 'sunday', to: 'sunday', hours: 'Closed' },
    ]);
  });

  it('shows what an admin stored, a blank day as closed and a missing day at its default', () => {
    const hours = parseBusinessHours(JSON.stringify({ ...DEFAULT_BUSINESS_HOURS, monday: '7:00 AM - 5:00 PM', saturday: ' ', sunday: undefined }));
    expect(businessHoursRanges(hours)).toEqual([
      { from: 'monday', to: 'monday', hours: '7:00 AM - 5:00 PM' },
      { from: 'tuesday', to: 'friday', hours: '8:00 AM - 6:00 PM' },
      { from: 'saturday', to: 'sunday', hours: 'Closed' },
    ]);
  });

  it.each([undefined, '', 'not json', '[]', 'null', '42'])('falls back to the default week for %j', (stored) => {
    expect(parseBusinessHours(stored)).toEqual(DEFAULT_BUSINESS_HOURS);
  });
  it('matches weekday names whatever their case', () => {
    const hours = parseBusinessHours(JSON.stringify({ Monday: '7:00 AM - 6:00 PM', ' SATURDAY ': '9:00 AM - 1:00 PM' }));
    expect(hours.monday).toBe('7:00 AM - 6:00 PM');
    expect(hours.saturday).toBe('9:00 AM - 1:00 PM');
    expect(hours.tuesday).toBe(DEFAULT_BUSINESS_HOURS.tuesday);
  });

});

describe('businessHoursLines', () => {
  it('words the default week as the footer and the e-mails state it, in each language', () => {
    expect(businessHoursLines(DEFAULT_SITE_SETTINGS.business_hours, 'en-US')).toEqual([
      { days: 'Monday – Friday', hours: '8:00 AM - 6:00 PM' },
      { days: 'Saturday', hours: '9:00 AM - 4:00 PM' },
      { days: 'Sunday', hours: null },
    ]);
    expect(businessHoursLines(DEFAULT_SITE_SETTINGS.business_hours, 'fr-CA')[0]).toEqual({ days: 'lundi – vendredi', hours: '8 h 00 - 18 h 00' });
    expect(businessHoursLines(DEFAULT_SITE_SETTINGS.business_hours, 'es-US')[2]).toEqual({ days: 'domingo', hours: null });
  });

  it('follows what an admin stored: other hours, a day closed whatever the case of "closed"', () => {
    const stored = JSON.stringify({ ...DEFAULT_BUSINESS_HOURS, friday: '7:00 AM - 3:00 PM', saturday: 'closed' });
    expect(businessHoursLines(stored, 'en-US')).toEqual([
      { days: 'Monday – Thursday', hours: '8:00 AM - 6:00 PM' },
      { days: 'Friday', hours: '7:00 AM - 3:00 PM' },
      { days: 'Saturday – Sunday', hours: null },
    ]);
  });
});

describe('shopPromises', () => {
  it('reads the reply time, hours and time zone from the settings, each falling back to its default', () => {
    expect(shopPromises({ quote_reply_hours: '6', business_hours: '{"monday":"9:00 AM - 5:00 PM"}', business_time_zone: 'America/Toronto' })).toEqual({
      replyHours: 6,
      businessHours: '{"monday":"9:00 AM - 5:00 PM"}',
      timeZone: 'America/Toronto',
    });
    expect(shopPromises({})).toEqual({ replyHours: 24, businessHours: DEFAULT_SITE_SETTINGS.business_hours, timeZone: 'America/Chicago' });
    expect(shopPromises({ quote_reply_hours: 'soon', business_time_zone: 'Mars/Olympus' })).toMatchObject({ replyHours: 24, timeZone: 'America/Chicago' });
  });
});

describe('localizedHours', () => {
  it('writes the stored clock times as French Canada and Mexican Spanish read them, and keeps English as stored', () => {
    expect(localizedHours('8:00 AM - 6:00 PM', 'fr-CA')).toBe('8 h 00 - 18 h 00');
    expect(localizedHours('9:00 AM - 4:00 PM', 'es-MX')).toMatch(/^9:00\sa\.\s?m\. - 4:00\sp\.\s?m\.$/);
    expect(localizedHours('8:00 AM - 6:00 PM', 'en-US')).toBe('8:00 AM - 6:00 PM');
    expect(localizedHours('12:30 PM - 12:00 AM', 'fr-CA')).toBe('12 h 30 - 0 h 00');
  });

  it('keeps wording it cannot read as clock times', () => {
    expect(localizedHours('By appointment', 'fr-CA')).toBe('By appointment');
    expect(localizedHours('13:00 PM - 2 PM', 'fr-CA')).toBe('13:00 PM - 2 PM');
  });
});

describe('the business hours\' time zone', () => {
  it('names the zone in each language, with the English abbreviation', () => {
    expect(businessTimeZoneLabel('America/Chicago', 'en-US')).toBe('Central Time (CT)');
    expect(businessTimeZoneLabel('America/New_York', 'en-US')).toBe('Eastern Time (ET)');
    expect(businessTimeZoneLabel('America/Chicago', 'fr-CA')).toBe('heure du Centre');
    expect(businessTimeZoneLabel('America/Toronto', 'fr-CA')).toBe('heure de l’Est');
    expect(businessTimeZoneLabel('America/Chicago', 'es-MX')).toBe('hora central');
  });

  it('starts a shop on Central Time, where the demo address (Dallas) is', () => {
    expect(DEFAULT_SITE_SETTINGS.business_time_zone).toBe('America/Chicago');
  });

  it.each([undefined, null, '', 'Mars/Olympus', 'UTC', 'america/chicago'])('falls back to Central Time for %j', (stored) => {
    expect(parseBusinessTimeZone(stored)).toBe('America/Chicago');
    expect(businessTimeZoneLabel(stored, 'en-US')).toBe('Central Time (CT)');
  });

  it.each(BUSINESS_TIME_ZONES.map((zone) => [zone]))('has a name for %s in every language', (zone) => {
    for (const locale of ['en-US', 'fr-CA', 'es-MX']) expect(businessTimeZoneLabel(zone, locale)).not.toContain('/');
  });
});

describe('quoteReplyHours', () => {
  it('promises an answer within 24 hours by default', () => {
    expect(quoteReplyHours(DEFAULT_SITE_SETTINGS.quote_reply_hours)).toBe(24);
  });

  it('reads a stored whole number of hours from 1 to 168', () => {
    expect(quoteReplyHours(' 4 ')).toBe(4);
    expect(quoteReplyHours('168')).toBe(168);
  });

  it.each([undefined, null, '', '0', '169', '2.5', 'soon', '-4'])('falls back to 24 for %j', (stored) => {
    expect(quoteReplyHours(stored)).toBe(24);
  });
});

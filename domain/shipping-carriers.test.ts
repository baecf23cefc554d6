import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CARRIER_NAMES, SHIPPING_CARRIERS, compactTrackingNumber, guessCarrier, isShippingCarrier, storedCarrier, trackingUrl } from './shipping-carriers';

describe('trackingUrl', () => {
  it.each([
    ['ups', '1Z999AA10123456784', 'https://www.ups.com/track?tracknum=1Z999AA10123456784'],
    ['fedex', '123456789012', 'https://www.fedex.com/fedextrack/?trknbr=123456789012'],
    ['usps', '9400 1000 0000 0000 0000 00', 'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400100000000000000000'],
    ['canada_post', '1234567890123456', 'https://www.canadapost-postescanada.ca/track-reperage/en#/search?searchFor=1234567890123456'],
    ['purolator', '329035495419', 'https://www.purolator.com/en/shipping/tracker?pins=329035495419'],
    ['dhl_express', '1234567890', 'https://www.dhl.com/global-en/home/tracking/tracking-express.html?submit=1&tracking-id=1234567890'],
  ] as const)('links %s to its public tracking page', (carrier, number, url) => {
    expect(trackingUrl(carrier, number)).toBe(url);
  });

  it('opens the French pages of Canada Post and Purolator for a French reader', () => {
    expect(trackingUrl('canada_post', 'RR123456785CA', 'fr')).toBe('https://www.canadapost-postescanada.ca/track-reperage/fr#/search?searchFor=RR123456785CA');
    expect(trackingUrl('purolator', '329035495419', 'fr')).toBe('https://www.purolator.com/fr/shipping/tracker?pins=329035495419');
    expect(trackingUrl('ups', '1Z999AA10123456784', 'fr')).toBe('https://www.ups.com/track?tracknum=1Z999AA10123456784');
  });

  it('gives no link without a number or for a carrier without a page', () => {
    expect(trackingUrl('ups', '')).toBeNull();
    expect(trackingUrl('ups', '  ')).toBeNull();
    expect(trackingUrl('ups', null)).toBeNull();
    expect(trackingUrl('other', '1Z999AA10123456784')).toBeNull();
  });

  it('keeps any typed text inside the query: the link always stays on the carrier’s site', () => {
    fc.assert(
      fc.property(fc.constantFrom(...SHIPPING_CARRIERS.filter((c) => c !== 'other')), fc.string({ minLength: 1, maxLength: 64 }), (carrier, number) => {
        const url = trackingUrl(carrier, number);
        if (url === null) return compactTrackingNumber(number) === '';
        const parsed = new URL(url);
        const expectedHost = new URL(trackingUrl(carrier, 'X') ?? '').host;
        return parsed.host === expectedHost && parsed.protocol === 'https:' && !/[\s"<>]/.test(url);
      }),
    );
  });
});

describe('guessCarrier', () => {
  it('recognises the formats that name their carrier', () => {
    expect(guessCarrier('1Z999AA10123456784')).toBe('ups');
    expect(guessCarrier('1z 999 aa1 0123 4567 84')).toBe('ups');
    expect(guessCarrier('RR123456785CA')).toBe('canada_post');
    expect(guessCarrier('EA123456785US')).toBe('usps');
    expect(guessCarrier('9400 1000 0000 0000 0000 00')).toBe('usps');
    expect(guessCarrier('9205590164917312751089')).toBe('usps');
  });

  it('falls back to UPS where a format is shared by several carriers', () => {
    expect(guessCarrier('123456789012')).toBe('ups'); // FedEx or Purolator
    expect(guessCarrier('1234567890')).toBe('ups'); // DHL Express or others
    expect(guessCarrier('')).toBe('ups');
    expect(guessCarrier('RR123456785DE')).toBe('ups');
  });
});

describe('carrier values', () => {
  it('names every carrier but other by its brand', () => {
    expect(Object.keys(CARRIER_NAMES).sort()).toEqual(SHIPPING_CARRIERS.filter((c) => c !== 'other').sort());
  });

  it('reads a stored carrier safely', () => {
    expect(isShippingCarrier('fedex')).toBe(true);
    expect(isShippingCarrier('FedEx')).toBe(false);
    expect(storedCarrier('purolator')).toBe('purolator');
    expect(storedCarrier(null)).toBe('ups');
    expect(storedCarrier('pony express')).toBe('ups');
  });

  it('compacts a typed number', () => {
    expect(compactTrackingNumber(' 1z-999 aa1 ')).toBe('1Z999AA1');
  });
});

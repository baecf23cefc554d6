import type { Language } from './languages';

/**
 * The carriers an order ships with and their public tracking pages. `other` is a carrier the shop has no
 * tracking page for (a regional freight line, a pickup): the buyer sees the number without a link.
 */
export const SHIPPING_CARRIERS = ['ups', 'fedex', 'usps', 'canada_post', 'purolator', 'dhl_express', 'other'] as const;
export type ShippingCarrier = (typeof SHIPPING_CARRIERS)[number];

/** When neither the admin nor the number's format names one (issue: "else UPS"). */
export const DEFAULT_CARRIER: ShippingCarrier = 'ups';

/** Carrier names are brands: the same in every language (`other` is worded by each interface). */
export const CARRIER_NAMES: Record<Exclude<ShippingCarrier, 'other'>, string> = {
  ups: 'UPS',
  fedex: 'FedEx',
  usps: 'USPS',
  canada_post: 'Canada Post',
  purolator: 'Purolator',
  dhl_express: 'DHL Express',
};

export const MAX_TRACKING_NUMBER_LENGTH = 64;

export function isShippingCarrier(value: unknown): value is ShippingCarrier {
  return SHIPPING_CARRIERS.some((carrier) => carrier === value);
}

/** The number as carriers' sites take it: upper case, without the spaces and dashes people type or copy. */
export function compactTrackingNumber(number: string): string {
  return number.replace(/[\s-]+/g, '').toUpperCase();
}

type TrackingPage = (number: string, language: Language) => string;

/** Public tracking pages (no account needed); Canada Post and Purolator have French pages. */
const TRACKING_PAGES: Record<Exclude<ShippingCarrier, 'other'>, TrackingPage> = {
  ups: (n) => `https://www.ups.com/track?tracknum=${n}`,
  fedex: (n) => `https://www.fedex.com/fedextrack/?trknbr=${n}`,
  usps: (n) => `https://tools.usps.com/go/TrackConfirmAction?tLabels=${n}`,
  canada_post: (n, language) => `https://www.canadapost-postescanada.ca/track-reperage/${language === 'fr' ? 'fr' : 'en'}#/search?searchFor=${n}`,
  purolator: (n, language) => `https://www.purolator.com/${language === 'fr' ? 'fr' : 'en'}/shipping/tracker?pins=${n}`,
  dhl_express: (n) => `https://www.dhl.com/global-en/home/tracking/tracking-express.html?submit=1&tracking-id=${n}`,
};

/** The carrier's tracking page for a number, or null (no number, or a carrier without a page). */
export function trackingUrl(carrier: ShippingCarrier, number: string | null | undefined, language: Language = 'en'): string | null {
  const compact = compactTrackingNumber(number ?? '');
  if (compact === '' || carrier === 'other') return null;
  return TRACKING_PAGES[carrier](encodeURIComponent(compact), language);
}

/**
 * Formats that name their carrier beyond doubt. Bare digit runs are left out on purpose: 12 digits are FedEx or
 * Purolator, 10 are DHL Express or a UPS Mail Innovations number, so guessing there would send buyers to the
 * wrong page.
 */
const RELIABLE_FORMATS: readonly [RegExp, ShippingCarrier][] = [
  // UPS: "1Z", a 6-character shipper number, service code and package number.
  [/^1Z[0-9A-Z]{16}$/, 'ups'],
  // UPU S10 (international mail): two letters, 8 digits and a check digit, the issuing country's code.
  [/^[A-Z]{2}\d{9}CA$/, 'canada_post'],
  [/^[A-Z]{2}\d{9}US$/, 'usps'],
  // USPS Intelligent Mail package barcode: 22 digits starting 92–95 (as printed, without the 420+ZIP routing prefix).
  [/^9[2-5]\d{20}$/, 'usps'],
];

/** The carrier a number's format names, else the default (UPS): the admin can always pick another. */
export function guessCarrier(number: string): ShippingCarrier {
  const compact = compactTrackingNumber(number);
  return RELIABLE_FORMATS.find(([format]) => format.test(compact))?.[1] ?? DEFAULT_CARRIER;
}

/** The carrier stored with an order, read safely (an unknown or empty value is UPS, the default). */
export function storedCarrier(value: string | null | undefined): ShippingCarrier {
  return isShippingCarrier(value) ? value : DEFAULT_CARRIER;
}

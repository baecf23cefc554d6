import { ADDRESS_RULES, type Region } from './addresses';

/**
 * The shipping calculator of /shipping (back-office spec §2, §3, §9): what a quote asks, the options it offers and
 * the compliance notices it adds. The fixed table of §9 answers today; a carrier's live rates can answer later behind
 * the same request and answer (server/modules/contact/shipping-rates.ts).
 */

/** Country codes of the calculator: the United States and Canada. */
export const SHIPPING_QUOTE_COUNTRIES = ['US', 'CA'] as const;
export type ShippingQuoteCountry = (typeof SHIPPING_QUOTE_COUNTRIES)[number];

/** The spec's 50 states (the District of Columbia is not a state) and the 13 provinces and territories. */
export const SHIPPING_QUOTE_REGIONS: Record<ShippingQuoteCountry, readonly Region[]> = {
  US: ADDRESS_RULES['United States'].regions.filter((region) => region.code !== 'DC'),
  CA: ADDRESS_RULES.Canada.regions,
};

export function isRegionOf(country: ShippingQuoteCountry, code: string): boolean {
  // A schema's refinement may ask about a country its own rule already refused: that is no region of it, not a crash.
  if (!Object.hasOwn(SHIPPING_QUOTE_REGIONS, country)) return false;
  return SHIPPING_QUOTE_REGIONS[country].some((region) => region.code === code);
}

/** The product types of the form; R-22 is the HCFC that needs a certified technician. */
export const SHIPPING_PRODUCT_TYPES = ['R-410A', 'R-134A', 'R-22', 'R-32'] as const;
export type ShippingProductType = (typeof SHIPPING_PRODUCT_TYPES)[number];

/** A shipment's weight in pounds: positive, and no more than a full truckload. */
export const SHIPPING_MAX_WEIGHT_LBS = 45_000;

export interface ShippingQuoteRequest {
  fromZip: string;
  toZip: string;
  country?: ShippingQuoteCountry | undefined;
  state?: string | undefined;
  productType?: ShippingProductType | undefined;
  weight?: number | undefined;
}

export interface ShippingOption {
  id: string;
  carrier: string;
  service: string;
  /** US dollars, in cents. */
  priceCents: number;
  /** Business days, from and to. */
  minDays: number;
  maxDays: number;
}

export const SHIPPING_NOTICES = {
  'california-hfc': 'California requires additional documentation for HFC refrigerants',
  'r22-certification': 'R-22 shipments require EPA technician certification verification',
} as const;
export type ShippingNotice = keyof typeof SHIPPING_NOTICES;

export interface ShippingQuote {
  options: ShippingOption[];
  notices: ShippingNotice[];
}

/** §9: UPS Ground 45.99 (3-5 business days), FedEx Express 89.99 (1-2), USPS Priority 52.99 (2-3). */
export const FIXED_SHIPPING_OPTIONS: readonly ShippingOption[] = [
  { id: 'ups-ground', carrier: 'UPS', service: 'Ground', priceCents: 4599, minDays: 3, maxDays: 5 },
  { id: 'fedex-express', carrier: 'FedEx', service: 'Express', priceCents: 8999, minDays: 1, maxDays: 2 },
  { id: 'usps-priority', carrier: 'USPS', service: 'Priority', priceCents: 5299, minDays: 2, maxDays: 3 },
];

/** The notices a shipment calls for: California's HFC paperwork, and the certification an R-22 shipment needs. */
export function shippingNotices(request: Pick<ShippingQuoteRequest, 'country' | 'state' | 'productType'>): ShippingNotice[] {
  const rules: [ShippingNotice, boolean][] = [
    // 'CA' as a state is California; Canada's provinces have other codes.
    ['california-hfc', request.country !== 'CA' && request.state === 'CA'],
    ['r22-certification', request.productType === 'R-22'],
  ];
  return rules.filter(([, applies]) => applies).map(([notice]) => notice);
}

/** The §9 table: the same three options whatever the route, with the shipment's notices. */
export function fixedShippingQuote(request: ShippingQuoteRequest): ShippingQuote {
  return { options: FIXED_SHIPPING_OPTIONS.map((option) => ({ ...option })), notices: shippingNotices(request) };
}

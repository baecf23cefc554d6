import { fixedShippingQuote, type ShippingQuote, type ShippingQuoteRequest } from '@domain/shipping-quote';

/**
 * Where the shipping calculator's answer comes from. Today the fixed table of back-office spec §9; a carrier's live
 * rates (UPS, FedEx, USPS APIs) can implement the same port later without the route or the page changing.
 */
export interface ShippingRates {
  quote(request: ShippingQuoteRequest): Promise<ShippingQuote>;
}

/** The spec's three options at fixed prices, answered at once (the original's 1.5 s pause imitated a carrier call). */
export const fixedTableRates: ShippingRates = {
  quote: async (request) => fixedShippingQuote(request),
};

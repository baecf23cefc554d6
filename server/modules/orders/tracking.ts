import type { Tracking } from '@domain/schemas/tracking';
import { storedCarrier, trackingUrl } from '@domain/shipping-carriers';
import type { Order } from '../../db/schema';

/** An order's tracking as the buyer sees it (the carrier's page in the order's language); null before there is a number. */
export function trackingOf(order: Pick<Order, 'trackingNumber' | 'trackingCarrier' | 'language'>): Tracking | null {
  if (!order.trackingNumber) return null;
  const carrier = storedCarrier(order.trackingCarrier);
  return { number: order.trackingNumber, carrier, url: trackingUrl(carrier, order.trackingNumber, order.language) };
}

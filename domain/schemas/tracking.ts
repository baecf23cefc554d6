import { z } from 'zod';
import { SHIPPING_CARRIERS } from '../shipping-carriers';

/** A shipped order's tracking: the number as the admin typed it, its carrier and that carrier's page (null for "other"). */
export const trackingSchema = z.object({
  number: z.string(),
  carrier: z.enum(SHIPPING_CARRIERS),
  url: z.string().nullable(),
});
export type Tracking = z.infer<typeof trackingSchema>;

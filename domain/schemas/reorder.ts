import { z } from 'zod';
import { PACKAGE_KEYS } from '../pricing';
import { REORDER_OUTCOMES } from '../reorder';

/** One line of a past order, as it can be bought today (domain/reorder.ts); money in dollars. */
export const reorderLineSchema = z.object({
  productId: z.string().nullable(),
  /** Today's name when the product still exists, else the name on the order. */
  productName: z.string(),
  sku: z.string().nullable(),
  imageUrl: z.string().nullable(),
  epaApproved: z.boolean(),
  /** The package key, when the line's package is one of ours. */
  packaging: z.enum(PACKAGE_KEYS).nullable(),
  /** The package label kept on the order ("1 Pallet"). */
  packagingLabel: z.string(),
  quantity: z.number().int(),
  outcome: z.enum(REORDER_OUTCOMES),
  /** Whether the line goes into the cart. */
  addable: z.boolean(),
  /** The unit price on the past order. */
  previousUnitPrice: z.number(),
  /** Today's unit price; null when the line cannot be bought. */
  unitPrice: z.number().nullable(),
});
export type ReorderLine = z.infer<typeof reorderLineSchema>;

/** GET /api/account/orders/:orderNumber/reorder: the order's lines at today's prices and what changed. */
export const reorderResponse = z.object({
  orderNumber: z.string(),
  lines: z.array(reorderLineSchema),
});
export type ReorderResponse = z.infer<typeof reorderResponse>;

import { z } from 'zod';
import type { SettingTranslatedField } from '../site-settings';
import { translationsSchema } from './translations';

/**
 * How and by when a wire or check order still awaiting payment is paid (docs/decisions/034), from the shop's current
 * settings; null once paid or cancelled, and for cards. `deadline` is the last day to pay (UTC calendar day, "YYYY-MM-DD").
 */
export const paymentDueSchema = z.object({
  /** Dollars: the order's total. */
  amount: z.number(),
  /** What the wire reference or the check carries: the order number. */
  reference: z.string(),
  deadline: z.string(),
  /** The unpaid_order_release_days setting the deadline was counted with (calendar days). */
  releaseDays: z.number().int(),
  bank: z
    .object({
      instructions: z.string(),
      /** The instructions' French and Spanish (docs/decisions/038): the page shows its own language's. */
      translations: translationsSchema<SettingTranslatedField>().optional(),
      bankName: z.string(),
      routingNumber: z.string(),
      accountNumber: z.string(),
      swiftCode: z.string(),
    })
    .nullable(),
  /** Who a check is payable to and where it is mailed. */
  payee: z.object({ name: z.string(), address: z.string() }).nullable(),
});
export type PaymentDue = z.infer<typeof paymentDueSchema>;

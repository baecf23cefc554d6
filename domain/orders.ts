import { addDays } from './dates';
import { isAwaitingPayment } from './payment-deadline';
import type { PaymentState } from './payments';

export const ORDER_STATUSES = ['pending', 'processing', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const QUOTE_STATUSES = ['pending', 'reviewed', 'quoted', 'accepted', 'declined', 'expired'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

/** A priced quote's stock reservation (docs/decisions/032): held while valid, then released or used by its order. */
export const QUOTE_STOCK_HOLDS = ['held', 'released', 'used'] as const;
export type QuoteStockHold = (typeof QUOTE_STOCK_HOLDS)[number];

export const PAYMENT_METHODS = ['credit_card', 'bank_wire', 'check', 'bank_debit'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const DEFAULT_PAYMENT_METHOD: PaymentMethod = 'credit_card';

export type StatusColor = 'yellow' | 'blue' | 'purple' | 'green' | 'red';

/** Status colours of the admin's order list (back-office spec §4). */
export const ORDER_STATUS_COLORS = {
  pending: 'yellow',
  processing: 'blue',
  shipped: 'purple',
  delivered: 'green',
  cancelled: 'red',
} as const satisfies Record<OrderStatus, StatusColor>;

export type BadgeVariant = 'default' | 'secondary' | 'outline' | 'destructive';

/** Badge styles of the account page's order and quote lists (back-office spec §4). */
const ACCOUNT_BADGE_VARIANTS: ReadonlyMap<string, BadgeVariant> = new Map(Object.entries({
  delivered: 'default',
  quoted: 'default',
  accepted: 'default',
  processing: 'secondary',
  pending: 'secondary',
  reviewed: 'secondary',
  shipped: 'outline',
  cancelled: 'destructive',
  declined: 'destructive',
  expired: 'outline',
} satisfies Record<string, BadgeVariant>));

export function accountBadgeVariant(status: string): BadgeVariant {
  return ACCOUNT_BADGE_VARIANTS.get(status) ?? 'secondary';
}

export function isOrderStatus(value: string): value is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(value);
}

export function isQuoteStatus(value: string): value is QuoteStatus {
  return (QUOTE_STATUSES as readonly string[]).includes(value);
}

const DELIVERY_DAYS = 7;

/** The delivery date shown on an order confirmation: the order date plus 7 days. */
export function estimatedDelivery(createdAt: Date): Date {
  return addDays(createdAt, DELIVERY_DAYS);
}

/**
 * The status a buyer reads while the stored status is `pending`, from the payment state when it is known: money
 * received (captured, or a wire recorded), authorised, or still awaited (a wire or check not yet arrived, a second
 * step, a debit in flight, an authorisation lost; docs/decisions/040). Without the payment state (the dashboard's
 * groups) a pending card order reads as authorised and a pending wire or check order as awaiting payment.
 */
export type BuyerStatus = Exclude<OrderStatus, 'pending'> | 'payment_authorised' | 'payment_received' | 'awaiting_payment';

export function buyerStatus(order: { status: OrderStatus; paymentMethod: PaymentMethod; paymentState?: PaymentState | undefined }): BuyerStatus {
  if (order.status !== 'pending') return order.status;
  const { paymentState } = order;
  if (paymentState === 'paid' || paymentState === 'partially_refunded' || paymentState === 'refunded') return 'payment_received';
  if (isAwaitingPayment(order)) return 'awaiting_payment';
  switch (paymentState) {
    case 'unpaid':
    case 'partially_paid':
    case 'awaiting_action':
    case 'processing':
      return 'awaiting_payment';
    default:
      return 'payment_authorised';
  }
}

/** "pending" → "Pending": the status card capitalises the first letter only. */
export function capitalizeStatus(status: string): string {
  return status.charAt(0).toUpperCase() + status.slice(1);
}

export const ORDER_MESSAGES = {
  trackingRequired: 'Tracking number is required for shipped orders.',
} as const;

/** Moving an order to shipped needs a tracking number (back-office spec §5); any other change is allowed. */
export function needsTrackingNumber(status: OrderStatus, trackingNumber: string | null | undefined): boolean {
  return status === 'shipped' && (trackingNumber ?? '').trim() === '';
}

/** The confirmation page's subtotal line: what remains of the total once shipping and tax are taken out. */
export function confirmationSubtotalCents(order: { totalCents: number; shippingCents: number; taxCents: number }): number {
  return order.totalCents - order.shippingCents - order.taxCents;
}

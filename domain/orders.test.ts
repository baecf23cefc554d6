import { describe, expect, it } from 'vitest';
import {
  accountBadgeVariant,
  buyerStatus,
  capitalizeStatus,
  confirmationSubtotalCents,
  estimatedDelivery,
  isOrderStatus,
  isQuoteStatus,
  needsTrackingNumber,
  ORDER_MESSAGES,
  ORDER_STATUS_COLORS,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  QUOTE_STATUSES,
} from './orders';

describe('statuses', () => {
  it('lists the order statuses in their usual order', () => {
    expect(ORDER_STATUSES).toEqual(['pending', 'processing', 'shipped', 'delivered', 'cancelled']);
  });

  it('lists the quote statuses', () => {
    expect(QUOTE_STATUSES).toEqual(['pending', 'reviewed', 'quoted', 'accepted', 'declined', 'expired']);
  });

  it('lists the four payment methods, credit card first (bank debit last: docs/decisions/040)', () => {
    expect(PAYMENT_METHODS).toEqual(['credit_card', 'bank_wire', 'check', 'bank_debit']);
  });

  it('recognises order and quote statuses', () => {
    expect(isOrderStatus('shipped')).toBe(true);
    expect(isOrderStatus('quoted')).toBe(false);
    expect(isQuoteStatus('quoted')).toBe(true);
    expect(isQuoteStatus('shipped')).toBe(false);
  });
});

describe('ORDER_STATUS_COLORS', () => {
  it('colours pending yellow, processing blue, shipped purple, delivered green and cancelled red', () => {
    expect(ORDER_STATUS_COLORS).toEqual({
      pending: 'yellow',
      processing: 'blue',
      shipped: 'purple',
      delivered: 'green',
      cancelled: 'red',
    });
  });
});

describe('accountBadgeVariant', () => {
  it.each([
    ['delivered', 'default'],
    ['quoted', 'default'],
    ['accepted', 'default'],
    ['processing', 'secondary'],
    ['pending', 'secondary'],
    ['reviewed', 'secondary'],
    ['shipped', 'outline'],
    ['cancelled', 'destructive'],
    ['declined', 'destructive'],
  ])('styles %s as %s', (status, variant) => {
    expect(accountBadgeVariant(status)).toBe(variant);
  });

  it('styles any other status as secondary', () => {
    expect(accountBadgeVariant('on_hold')).toBe('secondary');
    expect(accountBadgeVariant('toString')).toBe('secondary');
  });
});

describe('estimatedDelivery', () => {
  it('is seven days after the order date', () => {
    expect(estimatedDelivery(new Date('2025-02-25T15:00:00Z')).toISOString()).toBe('2025-03-04T15:00:00.000Z');
  });

  it('does not change the order date', () => {
    const createdAt = new Date('2025-02-25T15:00:00Z');
    estimatedDelivery(createdAt);
    expect(createdAt.toISOString()).toBe('2025-02-25T15:00:00.000Z');
  });
});

describe('buyerStatus', () => {
  it('reads a pending card order as authorised and a pending wire or check order as awaiting payment', () => {
    expect(buyerStatus({ status: 'pending', paymentMethod: 'credit_card' })).toBe('payment_authorised');
    expect(buyerStatus({ status: 'pending', paymentMethod: 'bank_wire' })).toBe('awaiting_payment');
    expect(buyerStatus({ status: 'pending', paymentMethod: 'check' })).toBe('awaiting_payment');
  });

  it('reads a pending card or bank-debit order by its provider payment when its state is known', () => {
    for (const paymentMethod of ['credit_card', 'bank_debit'] as const) {
      expect(buyerStatus({ status: 'pending', paymentMethod, paymentState: 'paid' })).toBe('payment_received');
      expect(buyerStatus({ status: 'pending', paymentMethod, paymentState: 'partially_refunded' })).toBe('payment_received');
      expect(buyerStatus({ status: 'pending', paymentMethod, paymentState: 'authorized' })).toBe('payment_authorised');
      for (const paymentState of ['unpaid', 'awaiting_action', 'processing'] as const) expect(buyerStatus({ status: 'pending', paymentMethod, paymentState })).toBe('awaiting_payment');
    }
    expect(buyerStatus({ status: 'pending', paymentMethod: 'bank_wire', paymentState: 'paid' })).toBe('payment_received');
    expect(buyerStatus({ status: 'pending', paymentMethod: 'check', paymentState: 'partially_paid' })).toBe('awaiting_payment');
    expect(buyerStatus({ status: 'shipped', paymentMethod: 'credit_card', paymentState: 'paid' })).toBe('shipped');
  });

  it('keeps every later status as stored, whatever the payment method', () => {
    for (const status of ORDER_STATUSES.filter((s) => s !== 'pending')) {
      for (const paymentMethod of PAYMENT_METHODS) expect(buyerStatus({ status, paymentMethod })).toBe(status);
    }
  });
});

describe('capitalizeStatus', () => {
  it('capitalises the first letter', () => {
    expect(capitalizeStatus('pending')).toBe('Pending');
    expect(capitalizeStatus('in_progress')).toBe('In_progress');
    expect(capitalizeStatus('')).toBe('');
  });
});

describe('needsTrackingNumber', () => {
  it('refuses to ship an order without a tracking number', () => {
    expect(needsTrackingNumber('shipped', null)).toBe(true);
    expect(needsTrackingNumber('shipped', '  ')).toBe(true);
    expect(ORDER_MESSAGES.trackingRequired).toBe('Tracking number is required for shipped orders.');
  });

  it('lets an order ship with a tracking number, and any other status change without one', () => {
    expect(needsTrackingNumber('shipped', '1Z999AA10123456784')).toBe(false);
    expect(needsTrackingNumber('cancelled', null)).toBe(false);
  });
});

describe('confirmationSubtotalCents', () => {
  it('is the total less shipping and tax', () => {
    expect(confirmationSubtotalCents({ totalCents: 46038, shippingCents: 5000, taxCents: 3040 })).toBe(37998);
  });
});

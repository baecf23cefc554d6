import type { ProviderPaymentSummary } from '@domain/schemas/payments';
import type { ProviderPaymentRow } from '../../db/schema';
import type { ProviderPayment } from '../payments/payment-gateway';

/** What an answer shows of a provider payment: its status, brand or bank and last four, and the second step to run. */
export function providerPaymentSummaryOf(payment: ProviderPayment | ProviderPaymentRow): ProviderPaymentSummary {
  if ('providerPaymentId' in payment) {
    const last4 = payment.method === 'card' ? payment.cardLast4 : payment.bankLast4;
    return {
      status: payment.status,
      method: !last4 ? null : payment.method === 'card' ? { kind: 'card', brand: payment.cardBrand ?? 'unknown', last4 } : { kind: 'bank_debit', bankName: payment.bankName, last4 },
      nextAction: null,
    };
  }
  const method = payment.method;
  return {
    status: payment.status,
    method: !method ? null : method.kind === 'card' ? { kind: 'card', brand: method.brand, last4: method.last4 } : { kind: 'bank_debit', bankName: method.bankName, last4: method.last4 },
    nextAction: payment.status === 'requires_action' ? payment.nextAction : null,
  };
}

import type { OrderResponse } from '@domain/schemas/orders';
import type { PaymentsConfig } from '@domain/schemas/payments';
import { syncPayment } from './api/sync-payment';
import type { NextAction } from './payment-body';

/**
 * Runs a payment's second step (docs/decisions/040, the flow 5): a redirect goes to the provider's page, which comes
 * back to the order's confirmation page (it then syncs); a client secret runs Stripe's own step here and then asks our
 * server to sync. Resolves with the synced order, or never when the page is left for the provider's.
 */
export async function runNextAction(nextAction: NextAction, orderNumber: string, config: PaymentsConfig | undefined): Promise<OrderResponse> {
  if (nextAction.kind === 'redirect') {
    window.location.assign(nextAction.url);
    return new Promise<never>(() => {});
  }
  if (config?.provider === 'stripe') {
    const { stripeFor } = await import('./components/stripe-payment-fields');
    const stripe = await stripeFor(config.publishableKey);
    if (stripe) await stripe.handleNextAction({ clientSecret: nextAction.clientSecret });
  }
  return syncPayment(orderNumber);
}

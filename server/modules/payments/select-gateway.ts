import type { Config } from '../../config';
import type { PaymentGateway } from './payment-gateway';
import { createStripeGateway, type StripeGatewayOptions } from './stripe/stripe-gateway';

export interface GatewayDeps<Sandbox> {
  /** Builds the sandbox adapter (the default, no keys) from its settings; the app also mounts its pages. */
  createSandbox: (settings: { webhookSecret: string | null; settleSeconds: number }) => Sandbox;
  /** Another address for Stripe's API (the tests' fake). */
  stripeAddress?: Pick<StripeGatewayOptions, 'host' | 'port' | 'protocol' | 'maxNetworkRetries'>;
}

/** The payment port's adapter the configuration names (docs/decisions/040): Stripe with its keys, else the sandbox. */
export function selectPaymentGateway<Sandbox>(config: Pick<Config, 'paymentProvider'>, deps: GatewayDeps<Sandbox>): PaymentGateway | Sandbox {
  const settings = config.paymentProvider;
  if (settings.provider === 'stripe') {
    const { secretKey, publishableKey, webhookSecret, bankDebit } = settings;
    return createStripeGateway({ secretKey, publishableKey, webhookSecret, bankDebit, ...deps.stripeAddress });
  }
  return deps.createSandbox({ webhookSecret: settings.webhookSecret, settleSeconds: settings.settleSeconds });
}

import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import type { PaymentGateway } from './payment-gateway';
import { selectPaymentGateway } from './select-gateway';

describe('choosing the payment adapter', () => {
  const sandbox = { name: 'sandbox', testMode: true } as PaymentGateway;

  it('builds the sandbox with its settings when no Stripe variable is set', () => {
    const calls: unknown[] = [];
    const gateway = selectPaymentGateway(loadConfig({ SANDBOX_SETTLE_SECONDS: '2' }), {
      createSandbox: (settings) => {
        calls.push(settings);
        return sandbox;
      },
    });
    expect(gateway).toBe(sandbox);
    expect(calls).toEqual([{ webhookSecret: null, settleSeconds: 2 }]);
  });

  it('builds the Stripe adapter when the three variables are set, and no sandbox', () => {
    const gateway = selectPaymentGateway(
      loadConfig({ STRIPE_SECRET_KEY: 'sk_live_51abc', STRIPE_PUBLISHABLE_KEY: 'pk_live_51abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc123', STRIPE_BANK_DEBIT: 'ach' }),
      {
        createSandbox: () => {
          throw new Error('the sandbox is not built when Stripe is on');
        },
      },
    );
    expect(gateway.name).toBe('stripe');
    expect(gateway.testMode).toBe(false);
    expect(gateway.browserConfig()).toEqual({ provider: 'stripe', testMode: false, publishableKey: 'pk_live_51abc', bankDebit: true });
  });
});

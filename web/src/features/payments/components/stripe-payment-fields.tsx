import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe, type StripeElementLocale } from '@stripe/stripe-js';
import { useImperativeHandle, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldsMethod } from '../payment-body';
import { TokenizeError, type PaymentFieldsHandle } from '../tokenize-error';

/**
 * Stripe's Payment Element (docs/decisions/040). This module is loaded only with import() from the checkout's and the
 * quote acceptance's fields, so no other page downloads Stripe's code or asks js.stripe.com for anything.
 */
const loaded = new Map<string, Promise<Stripe | null>>();

/** One Stripe.js per publishable key, loaded on first use. */
export function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = loaded.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    loaded.set(publishableKey, stripe);
  }
  return stripe;
}

export interface StripePaymentFieldsProps {
  publishableKey: string;
  method: FieldsMethod;
  amountCents: number;
  language: string;
  /** The shipping country: bank debits are ACH in the US and pre-authorised debits in Canada. */
  country?: string;
  ref?: Ref<PaymentFieldsHandle>;
}

export function StripePaymentFields({ publishableKey, method, amountCents, language, country, ref }: StripePaymentFieldsProps) {
  const paymentMethodTypes = method === 'card' ? ['card'] : [country === 'CA' ? 'acss_debit' : 'us_bank_account'];
  return (
    <Elements
      stripe={stripeFor(publishableKey)}
      options={{
        mode: 'payment',
        // The Payment Element needs a positive amount; the server charges its own total.
        amount: Math.max(amountCents, 50),
        currency: 'usd',
        paymentMethodCreation: 'manual',
        // Cards are authorised first and captured after the order's commit; bank debits are taken as they settle.
        ...(method === 'card' ? { captureMethod: 'manual' as const } : {}),
        allowedPaymentMethodTypes: paymentMethodTypes,
        locale: language as StripeElementLocale,
      }}
    >
      <StripeFieldsInner ref={ref} />
    </Elements>
  );
}

function StripeFieldsInner({ ref }: { ref?: Ref<PaymentFieldsHandle> | undefined }) {
  const { t } = useTranslation();
  const stripe = useStripe();
  const elements = useElements();
  useImperativeHandle(
    ref,
    () => ({
      tokenize: async () => {
        if (!stripe || !elements) throw new TokenizeError(t('payments.fields.failed'));
        // The Payment Element shows its own messages by its fields.
        const submitted = await elements.submit();
        if (submitted.error) throw new TokenizeError(submitted.error.message ?? t('payments.fields.failed'));
        const created = await stripe.createConfirmationToken({ elements });
        if (created.error) throw new TokenizeError(created.error.message ?? t('payments.fields.failed'));
        return created.confirmationToken.id;
      },
    }),
    [stripe, elements, t],
  );
  return <PaymentElement options={{ layout: 'tabs' }} />;
}

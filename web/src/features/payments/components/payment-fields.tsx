import { lazy, Suspense, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { FormNotice } from '@web/components/ui/form-field';
import { usePaymentsConfig } from '../api/get-payments-config';
import type { FieldsMethod } from '../payment-body';
import type { PaymentFieldsHandle } from '../tokenize-error';
import { SandboxPaymentFields } from './sandbox-payment-fields';

// Stripe's code is its own chunk, fetched only when Stripe draws the fields.
const StripePaymentFields = lazy(async () => ({ default: (await import('./stripe-payment-fields')).StripePaymentFields }));

export interface PaymentFieldsProps {
  method: FieldsMethod;
  /** What the buyer will be charged, in cents (the server charges its own total). */
  amountCents: number;
  language: string;
  /** The shipping country (US: ACH, CA: pre-authorised debit). */
  country?: string;
  ref?: Ref<PaymentFieldsHandle>;
}

/** The provider's own fields for a card or a bank account, the same for the sandbox and Stripe: `ref.tokenize()` gives the token. */
export function PaymentFields({ method, amountCents, language, country, ref }: PaymentFieldsProps) {
  const { t } = useTranslation();
  const config = usePaymentsConfig();
  if (config.isPending) {
    return (
      <p role="status" className="min-h-40 text-sm text-slate-600">
        {t('payments.fields.loading')}
      </p>
    );
  }
  if (!config.data) {
    return (
      <FormNotice tone="error">
        {t('payments.fields.unavailable')}{' '}
        <button type="button" className="font-semibold underline" onClick={() => void config.refetch()}>
          {t('payments.fields.retry')}
        </button>
      </FormNotice>
    );
  }
  const data = config.data;
  return (
    <div className="space-y-3">
      {/* The sandbox's own page says it is a test; Stripe's fields do not. */}
      {data.testMode && data.provider === 'stripe' ? <FormNotice tone="info">{t('checkout.payment.testMode')}</FormNotice> : null}
      {data.provider === 'sandbox' ? (
        <SandboxPaymentFields key={`${method}-${language}`} ref={ref} fieldsUrl={data.fieldsUrl} method={method} language={language} />
      ) : (
        <Suspense fallback={<p className="min-h-40 text-sm text-slate-600">{t('payments.fields.loading')}</p>}>
          <StripePaymentFields
            key={`${method}-${language}-${country ?? ''}`}
            ref={ref}
            publishableKey={data.publishableKey}
            method={method}
            amountCents={amountCents}
            language={language}
            country={country}
          />
        </Suspense>
      )}
    </div>
  );
}

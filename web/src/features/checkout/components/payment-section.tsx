import { CreditCard, FileText, Landmark, type LucideIcon } from 'lucide-react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CARD_NUMBER_MAX_LENGTH, formatExpiryInput } from '@domain/cards';
import { PAYMENT_METHODS, type PaymentMethod } from '@domain/orders';
import { FormNotice, TextField } from '@web/components/ui/form-field';
import { cn } from '@web/lib/cn';
import type { CheckoutFormValues } from '../checkout-form';
import { translateCheckoutMessage } from '../checkout-messages';
import { AddressFields } from './address-fields';

const ICONS: Record<PaymentMethod, LucideIcon> = { credit_card: CreditCard, bank_wire: Landmark, check: FileText, bank_debit: Landmark };

export interface BankDetails {
  instructions: string;
  /** `lang="en"` when the instructions fell back to English on a French or Spanish page. */
  lang?: 'en' | undefined;
  bankName: string;
  routingNumber: string;
  accountNumber: string;
  swiftCode: string;
}

export interface PaymentSectionProps {
  form: UseFormReturn<CheckoutFormValues, unknown, unknown>;
  bank: BankDetails;
  companyName: string;
  /** The last day to pay an order placed now by wire or check, formatted (docs/decisions/034); null while unknown. */
  payBy?: { date: string; days: number } | null;
}

/** Credit card (default), bank wire or company check (storefront spec §2). */
export function PaymentSection({ form, bank, companyName, payBy }: PaymentSectionProps) {
  const { t } = useTranslation();
  const method = form.watch('paymentMethod');

  return (
    <div className="space-y-5">
      <fieldset>
        <legend className="sr-only">{t('checkout.payment.methodLabel')}</legend>
        <div className="grid gap-2 sm:grid-cols-3">
          {PAYMENT_METHODS.map((value) => {
            const Icon = ICONS[value];
            return (
              <label
                key={value}
                className={cn(
                  'flex cursor-pointer items-center gap-2 rounded-lg border p-3 text-sm font-medium has-focus-visible:ring-2 has-focus-visible:ring-brand-600',
                  method === value ? 'border-brand-600 bg-brand-50 text-brand-900' : 'border-slate-300 text-slate-800 hover:bg-slate-50',
                )}
              >
                <input type="radio" value={value} className="size-4 accent-brand-700" {...form.register('paymentMethod')} />
                <Icon aria-hidden="true" className="size-4" />
                {t(`checkout.payment.methods.${value}`)}
              </label>
            );
          })}
        </div>
      </fieldset>
      {method === 'credit_card' ? <CardFields form={form} /> : null}
      {method === 'bank_wire' ? <BankWire bank={bank} /> : null}
      {method === 'check' ? <p className="rounded-lg bg-slate-50 p-4 text-sm text-slate-800">{t('checkout.payment.checkInstructions', { company: companyName })}</p> : null}
      {method !== 'credit_card' && payBy ? (
        <p className="text-sm font-medium text-slate-900" data-testid="checkout-pay-by">
          {t('checkout.payment.payBy', { date: payBy.date, days: payBy.days })}
        </p>
      ) : null}
    </div>
  );
}

function CardFields({ form }: { form: UseFormReturn<CheckoutFormValues, unknown, unknown> }) {
  const { t } = useTranslation();
  const errors = form.formState.errors.card;
  const error = (field: 'cardholderName' | 'number' | 'expiry' | 'cvc') => translateCheckoutMessage(t, errors?.[field]?.message);
  // Written as typed: "1229" shows "12/29", the MM/YY the order request asks for.
  const expiry = form.register('card.expiry', {
    onChange: (event: { target: { value: string } }) => {
      const formatted = formatExpiryInput(event.target.value);
      if (formatted !== event.target.value) form.setValue('card.expiry', formatted, { shouldValidate: form.formState.isSubmitted });
    },
  });

  return (
    <div className="space-y-4">
      <FormNotice tone="info">{t('checkout.payment.testMode')}</FormNotice>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField className="sm:col-span-2" label={t('checkout.payment.cardholderName')} autoComplete="cc-name" required error={error('cardholderName')} {...form.register('card.cardholderName')} />
        <TextField
          className="sm:col-span-2"
          label={t('checkout.payment.cardNumber')}
          autoComplete="cc-number"
          inputMode="numeric"
          maxLength={CARD_NUMBER_MAX_LENGTH}
          placeholder="1234 5678 9012 3456"
          required
          error={error('number')}
          {...form.register('card.number')}
        />
        <TextField label={t('checkout.payment.expiry')} autoComplete="cc-exp" inputMode="numeric" maxLength={5} placeholder={t('checkout.payment.expiryPlaceholder')} required error={error('expiry')} {...expiry} />
        <TextField label={t('checkout.payment.cvc')} autoComplete="cc-csc" inputMode="numeric" maxLength={4} error={error('cvc')} {...form.register('card.cvc')} />
      </div>
      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold text-slate-900">{t('checkout.billing.title')}</legend>
        <p className="text-sm text-slate-600">{t('checkout.billing.hint')}</p>
        <AddressFields form={form} path="card.billingAddress" optional />
      </fieldset>
    </div>
  );
}

function BankWire({ bank }: { bank: BankDetails }) {
  const { t } = useTranslation();
  const rows = [
    ['bankName', bank.bankName],
    ['routingNumber', bank.routingNumber],
    ['accountNumber', bank.accountNumber],
    ['swiftCode', bank.swiftCode],
  ] as const;
  return (
    <div className="space-y-3 rounded-lg bg-slate-50 p-4 text-sm text-slate-800">
      {bank.instructions ? (
        <p lang={bank.lang} data-testid="bank-wire-instructions">
          {bank.instructions}
        </p>
      ) : (
        <p>{t('checkout.payment.bankWireDefault')}</p>
      )}
      <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
        {rows
          .filter(([, value]) => value.trim() !== '')
          .map(([key, value]) => (
            <div key={key} className="contents">
              <dt className="font-medium text-slate-600">{t(`checkout.payment.bank.${key}`)}</dt>
              <dd className="font-mono">{value}</dd>
            </div>
          ))}
      </dl>
    </div>
  );
}

import { CreditCard, FileText, Landmark, Wallet, type LucideIcon } from 'lucide-react';
import type { Ref } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PaymentFields } from '@web/features/payments/components/payment-fields';
import type { PaymentFieldsHandle } from '@web/features/payments/tokenize-error';
import { cn } from '@web/lib/cn';
import type { CheckoutFormValues, CheckoutMethod } from '../checkout-form';
import { bankDebitCountry } from '../payment-methods';
import { AddressFields } from './address-fields';

const ICONS: Record<CheckoutMethod, LucideIcon> = { credit_card: CreditCard, bank_debit: Wallet, bank_wire: Landmark, check: FileText };

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
  /** The methods offered (offeredMethods, ../payment-methods). */
  methods: readonly CheckoutMethod[];
  /** What the provider's fields show as the amount, in cents. */
  amountCents: number;
  /** The provider's fields, for the page to ask a token of. */
  fieldsRef: Ref<PaymentFieldsHandle>;
  /** The provider's refusal (a declined card…), already in the buyer's language, shown by the fields. */
  paymentError?: string | undefined;
}

/** Credit card (default), bank debit when offered, bank wire or company check (storefront spec §2; docs/decisions/040). */
export function PaymentSection({ form, bank, companyName, payBy, methods, amountCents, fieldsRef, paymentError }: PaymentSectionProps) {
  const { t, i18n } = useTranslation();
  const method = form.watch('paymentMethod');
  const country = bankDebitCountry(form.watch('shippingAddress.country'));
  const language = i18n.resolvedLanguage ?? i18n.language;

  return (
    <div className="space-y-5">
      <fieldset>
        <legend className="sr-only">{t('checkout.payment.methodLabel')}</legend>
        <div className={cn('grid gap-2', methods.length === 4 ? 'sm:grid-cols-2' : 'sm:grid-cols-3')}>
          {methods.map((value) => {
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
      {method === 'credit_card' || method === 'bank_debit' ? (
        <div className="space-y-4" id="payment-fields">
          {method === 'bank_debit' ? <p className="text-sm text-slate-700">{t(country === 'CA' ? 'checkout.payment.bankDebitCa' : 'checkout.payment.bankDebitUs')}</p> : null}
          <PaymentFields ref={fieldsRef} method={method === 'credit_card' ? 'card' : 'bank_debit'} amountCents={amountCents} language={language} country={country ?? undefined} />
          {paymentError ? (
            // Not an alert: the notice by Place Order announces the refusal once; this one shows where to act.
            <p className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800" data-testid="payment-error">
              {paymentError}
            </p>
          ) : null}
          <fieldset className="space-y-3">
            <legend className="text-sm font-semibold text-slate-900">{t('checkout.billing.title')}</legend>
            <p className="text-sm text-slate-600">{t('checkout.billing.hint')}</p>
            <AddressFields form={form} path="billingAddress" optional />
          </fieldset>
        </div>
      ) : null}
      {method === 'bank_wire' ? <BankWire bank={bank} /> : null}
      {method === 'check' ? <p className="rounded-lg bg-slate-50 p-4 text-sm text-slate-800">{t('checkout.payment.checkInstructions', { company: companyName })}</p> : null}
      {(method === 'bank_wire' || method === 'check') && payBy ? (
        <p className="text-sm font-medium text-slate-900" data-testid="checkout-pay-by">
          {t('checkout.payment.payBy', { date: payBy.date, days: payBy.days })}
        </p>
      ) : null}
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

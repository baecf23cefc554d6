import { useQueryClient } from '@tanstack/react-query';
import { CreditCard, Lock, Wallet } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { toCents } from '@domain/money';
import { Button, buttonStyles } from '@web/components/ui/button';
import { FormNotice, TextField } from '@web/components/ui/form-field';
import { useAccount } from '@web/features/account/api/get-account';
import { useSession } from '@web/features/auth/api/session';
import { useFormatMoney } from '@web/features/catalog/use-money';
import { newIdempotencyKey } from '@web/features/checkout/api/place-order';
import { orderFailureDescription, translateCheckoutMessage } from '@web/features/checkout/checkout-messages';
import { bankDebitCountry } from '@web/features/checkout/payment-methods';
import { orderQueryOptions, useOrder } from '@web/features/orders/api/get-order';
import { canPayAgain } from '@web/features/orders/components/confirmation-view';
import { ORDER_MESSAGES } from '@domain/schemas/orders';
import { ApiError } from '@web/lib/api-client';
import { cn } from '@web/lib/cn';
import { payOrder } from '../api/pay-order';
import { PaymentFields } from '../components/payment-fields';
import type { FieldsMethod } from '../payment-body';
import { usePaymentSubmit } from '../use-payment-submit';

/** /orders/:orderNumber/pay: a card or bank-debit order still unpaid is paid again with the provider's fields (docs/decisions/040). */
export function PayOrderPage() {
  const { t } = useTranslation();
  const { orderNumber = '' } = useParams();
  const order = useOrder(orderNumber);

  if (order.isPending) {
    return (
      <p role="status" className="mx-auto min-h-96 max-w-3xl px-4 py-24 text-center text-slate-600">
        {t('confirmation.loading')}
      </p>
    );
  }
  if (!order.data) {
    return (
      <section className="mx-auto max-w-2xl px-4 py-16">
        <FormNotice tone="error">{t('payments.payAgain.notFound')}</FormNotice>
      </section>
    );
  }
  const found = order.data.order;
  const back = `/order-confirmation?${new URLSearchParams({ orderNumber: found.orderNumber, type: 'order' })}`;
  if (!canPayAgain(found)) {
    return (
      <section className="mx-auto max-w-2xl px-4 py-16">
        <PayTitle number={found.orderNumber} />
        <div className="mt-6">
          <FormNotice tone="info">{t('payments.payAgain.notAwaiting')}</FormNotice>
        </div>
        <Link to={back} className={buttonStyles({ variant: 'secondary', className: 'mt-6' })}>
          {t('payments.payAgain.back')}
        </Link>
      </section>
    );
  }
  return <PayOrderForm orderNumber={found.orderNumber} totalCents={toCents(found.total)} shippingCountry={found.shippingAddress.country ?? ''} back={back} />;
}

/** The page's title, its order number kept on one line (a phone would break it at the hyphen). */
function PayTitle({ number }: { number: string }) {
  const { t } = useTranslation();
  const mark = '\u0000';
  const [before = '', after = ''] = t('payments.payAgain.title', { number: mark }).split(mark);
  return (
    <h1 className="text-3xl font-bold tracking-tight text-slate-950">
      {before}
      <span className="whitespace-nowrap">{number}</span>
      {after}
    </h1>
  );
}

function PayOrderForm({ orderNumber, totalCents, shippingCountry, back }: { orderNumber: string; totalCents: number; shippingCountry: string; back: string }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const formatMoney = useFormatMoney();
  const { config, fieldsRef, tokenize, secondStep, paymentError, setPaymentError } = usePaymentSubmit();
  const country = bankDebitCountry(shippingCountry);
  const bankDebit = (config.data?.bankDebit ?? false) && country !== null;
  const [method, setMethod] = useState<FieldsMethod>('card');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const attempt = useRef<string | null>(null);
  const amount = formatMoney(totalCents);
  // The payment asks the buyer's phone again, as the checkout does; a signed-in buyer's profile fills it in.
  const session = useSession();
  const account = useAccount();
  const [phone, setPhone] = useState<string | null>(null);
  const shownPhone = phone ?? (session.user ? (account.data?.profile.phone ?? '') : '');
  const [phoneError, setPhoneError] = useState<string | undefined>(undefined);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    setPaymentError(undefined);
    if (shownPhone.trim() === '') {
      setPhoneError(translateCheckoutMessage(t, ORDER_MESSAGES.phoneRequired));
      return;
    }
    setPhoneError(undefined);
    setBusy(true);
    try {
      // The fields show their own refusal; nothing is sent.
      const token = await tokenize();
      if (token === null) return;
      attempt.current ??= newIdempotencyKey();
      const answer = await payOrder(orderNumber, { token, phone: shownPhone.trim() }, attempt.current);
      attempt.current = null;
      void queryClient.invalidateQueries({ queryKey: ['account'] });
      const step = secondStep(answer, orderNumber);
      if (step) return await step;
      await queryClient.invalidateQueries({ queryKey: orderQueryOptions(orderNumber).queryKey });
      void navigate(back);
    } catch (error) {
      // A network failure keeps the attempt's key, so a retry cannot pay twice; any answer ends the attempt.
      if (!(error instanceof ApiError && error.status === 0)) attempt.current = null;
      const fields = error instanceof ApiError ? (error.fields ?? {}) : {};
      if (fields['payment.phone']) setPhoneError(translateCheckoutMessage(t, fields['payment.phone']));
      const named = fields.payment ?? fields['payment.token'];
      setFailure(named ? (translateCheckoutMessage(t, named) ?? named) : orderFailureDescription(t, error));
    } finally {
      setBusy(false);
    }
  }

  const methods: { value: FieldsMethod; icon: typeof CreditCard; label: string }[] = [
    { value: 'card', icon: CreditCard, label: t('checkout.payment.methods.credit_card') },
    ...(bankDebit ? [{ value: 'bank_debit' as const, icon: Wallet, label: t('checkout.payment.methods.bank_debit') }] : []),
  ];
  return (
    <section className="mx-auto max-w-2xl px-4 py-10 sm:py-16">
      <PayTitle number={orderNumber} />
      <p className="mt-2 text-slate-700">{t('payments.payAgain.intro', { amount })}</p>
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="mt-8 space-y-5 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
        {methods.length > 1 ? (
          <fieldset>
            <legend className="sr-only">{t('checkout.payment.methodLabel')}</legend>
            <div className="grid gap-2 sm:grid-cols-2">
              {methods.map(({ value, icon: Icon, label }) => (
                <label
                  key={value}
                  className={cn(
                    'flex cursor-pointer items-center gap-2 rounded-lg border p-3 text-sm font-medium has-focus-visible:ring-2 has-focus-visible:ring-brand-600',
                    method === value ? 'border-brand-600 bg-brand-50 text-brand-900' : 'border-slate-300 text-slate-800 hover:bg-slate-50',
                  )}
                >
                  <input type="radio" name="method" value={value} checked={method === value} onChange={() => setMethod(value)} className="size-4 accent-brand-700" />
                  <Icon aria-hidden="true" className="size-4" />
                  {label}
                </label>
              ))}
            </div>
          </fieldset>
        ) : null}
        {method === 'bank_debit' ? <p className="text-sm text-slate-700">{t(country === 'CA' ? 'checkout.payment.bankDebitCa' : 'checkout.payment.bankDebitUs')}</p> : null}
        <TextField
          label={t('checkout.customer.phone')}
          type="tel"
          autoComplete="tel"
          required
          className="sm:max-w-xs"
          hint={t('checkout.customer.phoneHint')}
          error={phoneError}
          value={shownPhone}
          onChange={(event) => setPhone(event.target.value)}
        />
        <PaymentFields ref={fieldsRef} method={method} amountCents={totalCents} language={i18n.resolvedLanguage ?? i18n.language} country={country ?? undefined} />
        {failure || paymentError ? (
          <FormNotice tone="error">
            <p className="font-semibold">{t('payments.payAgain.failedTitle')}</p>
            <p data-testid="payment-error">{failure ?? paymentError}</p>
          </FormNotice>
        ) : null}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Link to={back} className={buttonStyles({ variant: 'secondary' })}>
            {t('payments.payAgain.back')}
          </Link>
          <Button type="submit" size="lg" disabled={busy}>
            <Lock aria-hidden="true" className="size-4" />
            {busy ? t('payments.payAgain.processing') : t('payments.payAgain.submit', { amount })}
          </Button>
        </div>
      </form>
    </section>
  );
}

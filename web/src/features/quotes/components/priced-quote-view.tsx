import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CalendarClock, CheckCircle2, FileText, MessageSquare, XCircle } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { AddressCountry } from '@domain/addresses';
import { isAddressCountry } from '@domain/addresses';
import { localeFor } from '@domain/languages';
import { toCents } from '@domain/money';
import { parsePackaging } from '@domain/pricing';
import { QUOTE_ACTION_MESSAGES } from '@domain/quotes';
import type { OrderResponse } from '@domain/schemas/orders';
import type { AcceptQuoteRequest, QuoteConfirmation, QuoteResponse } from '@domain/schemas/quotes';
import { Button, buttonStyles } from '@web/components/ui/button';
import { FormNotice, TextField } from '@web/components/ui/form-field';
import { TextAreaField } from '@web/components/ui/textarea-field';
import { toast } from '@web/components/ui/toast';
import { useAccount } from '@web/features/account/api/get-account';
import { StatusBadge } from '@web/features/account/components/status-badge';
import { newIdempotencyKey } from '@web/features/checkout/api/place-order';
import { checkoutForm, EMPTY_CHECKOUT, formFieldOf, paidThroughProvider, type CheckoutFormOutput, type CheckoutFormValues, type CheckoutMethod } from '@web/features/checkout/checkout-form';
import { orderFailureDescription, translateCheckoutMessage } from '@web/features/checkout/checkout-messages';
import { AddressFields } from '@web/features/checkout/components/address-fields';
import { PaymentSection } from '@web/features/checkout/components/payment-section';
import { offeredMethods } from '@web/features/checkout/payment-methods';
import { useBankDetails } from '@web/features/checkout/use-bank-details';
import type { PaymentBody } from '@web/features/payments/payment-body';
import { usePaymentSubmit } from '@web/features/payments/use-payment-submit';
import { useFormatMoney } from '@web/features/catalog/use-money';
import { ApiError, apiFetch } from '@web/lib/api-client';
import { cn } from '@web/lib/cn';
import { myOrdersQueryOptions } from '@web/features/account/api/get-orders';
import { useUnpaidAllowance } from '@web/features/checkout/api/get-unpaid-allowance';
import { orderQueryOptions } from '@web/features/orders/api/get-order';
import { usePayByDate } from '@web/features/orders/components/payment-due';
import { paymentDeadlineDay } from '@domain/payment-deadline';
import { ratePercentIn, taxPlace } from '@web/lib/address-form';
import { quoteForDestinationOptions, quoteQueryOptions } from '../api/get-quote';

/** The acceptance as the page sends it: a card or bank payment carries the provider's token, never card data (docs/decisions/040). */
type AcceptBody = Omit<AcceptQuoteRequest, 'card' | 'paymentMethod' | 'payment'> & { paymentMethod: CheckoutMethod; payment?: PaymentBody };

const panel = 'rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200';

/** The server's quote refusals in the buyer's language (any other message through the checkout's table). */
function useQuoteMessage() {
  const { t } = useTranslation();
  const keys = new Map<string, string>(Object.entries(QUOTE_ACTION_MESSAGES).map(([key, text]) => [text, key]));
  return (message: string | undefined) => {
    const key = message ? keys.get(message) : undefined;
    if (key && ['expired', 'alreadyAccepted', 'declined', 'notPriced', 'productGone', 'reasonTooLong'].includes(key)) return t(`quoteAnswer.messages.${key}` as 'quoteAnswer.messages.expired');
    return translateCheckoutMessage(t, message) ?? message ?? '';
  };
}

/**
 * A priced quote at /quote-confirmation?quoteNumber=… (the e-mail's link, and /account → Quotes): the quoted lines and
 * totals, the sales team's message and last day; Accept (an order at these prices, through checkout) or Decline.
 */
export function PricedQuoteView({ quote }: { quote: QuoteConfirmation }) {
  const { t, i18n } = useTranslation();
  const formatMoney = useFormatMoney();
  const money = (dollars: number) => formatMoney(toCents(dollars));
  const [mode, setMode] = useState<'view' | 'accept' | 'decline'>('view');
  const until = quote.validUntil ? new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(quote.validUntil)) : null;
  const pricing = quote.pricing;
  const place = (where: { country: AddressCountry; region: string | null }) => taxPlace(t, i18n.resolvedLanguage, where);
  const percent = (rate: number) => ratePercentIn(localeFor(i18n.resolvedLanguage), rate);
  const heading = {
    quoted: ['quoteAnswer.pricedTitle', t('quoteAnswer.pricedIntro')],
    accepted: ['quoteAnswer.acceptedTitle', t('quoteAnswer.acceptedIntro', { number: quote.orderNumber ?? '' })],
    declined: ['quoteAnswer.declinedTitle', t('quoteAnswer.declinedIntro')],
    expired: ['quoteAnswer.expiredTitle', t('quoteAnswer.expiredIntro', { date: until ?? '' })],
    pending: ['quoteAnswer.pricedTitle', ''],
    reviewed: ['quoteAnswer.pricedTitle', ''],
  } as const;
  const [titleKey, intro] = heading[quote.status];

  return (
    <section className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:px-8">
      <header className="text-center">
        <FileText aria-hidden="true" className="mx-auto size-12 text-brand-700" />
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-950">{t(titleKey)}</h1>
        {intro ? <p className="mt-2 text-slate-700">{intro}</p> : null}
        <div className="mt-4 flex flex-wrap items-center justify-center gap-x-4 gap-y-2 text-sm">
          <span className="font-mono font-semibold text-slate-950" data-testid="confirmation-number">
            {quote.quoteNumber}
          </span>
          <StatusBadge status={quote.status} />
          {until && quote.status === 'quoted' ? (
            <span className="inline-flex items-center gap-1 text-slate-700">
              <CalendarClock aria-hidden="true" className="size-4" />
              {t('quoteAnswer.validUntil', { date: until })}
            </span>
          ) : null}
        </div>
        {quote.status === 'accepted' && quote.orderNumber ? (
          <Link to={`/order-confirmation?orderNumber=${encodeURIComponent(quote.orderNumber)}&type=order`} className={cn(buttonStyles({ variant: 'secondary' }), 'mt-4')}>
            {t('quoteAnswer.viewOrder')}
          </Link>
        ) : null}
        {quote.status === 'expired' ? (
          <Link to="/rfq" className={cn(buttonStyles({ variant: 'secondary' }), 'mt-4')}>
            {t('quoteAnswer.requestNew')}
          </Link>
        ) : null}
      </header>

      <div className="mt-8 grid gap-6 lg:grid-cols-3">
        <section aria-labelledby="quote-lines" className={cn(panel, 'lg:col-span-2')}>
          <h2 id="quote-lines" className="text-lg font-semibold text-slate-950">
            {t('confirmation.items')}
          </h2>
          <ul className="mt-2 divide-y divide-slate-200">
            {quote.items.map((item, index) => {
              const key = parsePackaging(item.packaging);
              return (
                <li key={`${item.productName}-${index}`} className="flex flex-wrap items-start justify-between gap-3 py-3">
                  <div className="min-w-0">
                    <p className="font-medium text-slate-950">{item.productName}</p>
                    <p className="text-sm text-slate-600">{t('confirmation.lineDetail', { packaging: key ? t(`packages.${key}`) : item.packaging, quantity: item.quantity })}</p>
                    {item.unitPrice !== null && item.unitPrice !== undefined ? <p className="text-sm text-slate-600">{t('quoteAnswer.unitPrice', { price: money(item.unitPrice) })}</p> : null}
                  </div>
                  <p className="font-semibold text-slate-950 tabular-nums" data-testid="quote-line-total">
                    {item.lineTotal !== null && item.lineTotal !== undefined ? money(item.lineTotal) : '—'}
                  </p>
                </li>
              );
            })}
          </ul>
          {pricing ? (
            <dl className="mt-4 space-y-1 border-t border-slate-200 pt-3 text-sm text-slate-700">
              <Row label={t('quoteAnswer.subtotal')} value={money(pricing.subtotal)} />
              <Row label={t('quoteAnswer.shipping')} value={pricing.shipping === 0 ? t('quoteAnswer.free') : money(pricing.shipping)} />
              <Row
                label={pricing.taxDestination ? t('quoteAnswer.taxEstimated', { place: place(pricing.taxDestination), rate: percent(pricing.taxRate) }) : t('quoteAnswer.tax')}
                value={pricing.taxFrom === 'none' ? t('quoteAnswer.taxAtCheckout') : money(pricing.tax)}
              />
              <div className="flex justify-between gap-4 border-t border-slate-200 pt-2 text-base font-bold text-slate-950">
                <dt>{pricing.taxFrom === 'none' ? t('quoteAnswer.totalBeforeTax') : t('quoteAnswer.total')}</dt>
                <dd className="tabular-nums" data-testid="quote-total">
                  {money(pricing.total)}
                </dd>
              </div>
              <p className="pt-1 text-xs text-slate-600" data-testid="quote-tax-note">
                {pricing.taxFrom === 'none'
                  ? t('quoteAnswer.taxAtCheckoutNote')
                  : pricing.taxDestination
                    ? t('quoteAnswer.taxFromAddress', { place: place(pricing.taxDestination) })
                    : t('quoteAnswer.taxNote', { rate: percent(pricing.taxRate) })}
              </p>
            </dl>
          ) : null}
        </section>

        <div className="space-y-6">
          {quote.adminMessage ? (
            <section aria-labelledby="quote-message" className={panel}>
              <h2 id="quote-message" className="flex items-center gap-2 font-semibold text-slate-950">
                <MessageSquare aria-hidden="true" className="size-4" />
                {t('quoteAnswer.message')}
              </h2>
              <p className="mt-2 text-sm whitespace-pre-line text-slate-700">{quote.adminMessage}</p>
            </section>
          ) : null}
          <section aria-label={t('confirmation.contactInfo')} className={cn(panel, 'text-sm text-slate-700')}>
            <p className="font-medium text-slate-950">{quote.customerName}</p>
            <p>{quote.companyName}</p>
            <p className="break-all">{quote.customerEmail}</p>
            {quote.shippingAddress ? <p className="mt-2 whitespace-pre-line">{quote.shippingAddress}</p> : null}
          </section>
          {quote.status === 'declined' && quote.declineReason ? <p className="text-sm whitespace-pre-line text-slate-700">{quote.declineReason}</p> : null}
          {quote.status === 'quoted' && mode === 'view' ? (
            <div className="flex flex-col gap-3">
              <Button size="lg" onClick={() => setMode('accept')}>
                <CheckCircle2 aria-hidden="true" className="size-4" />
                {t('quoteAnswer.accept')}
              </Button>
              <Button variant="secondary" onClick={() => setMode('decline')}>
                <XCircle aria-hidden="true" className="size-4" />
                {t('quoteAnswer.decline')}
              </Button>
            </div>
          ) : null}
        </div>
      </div>

      {quote.status === 'quoted' && mode === 'accept' ? <AcceptForm quote={quote} onCancel={() => setMode('view')} /> : null}
      {quote.status === 'quoted' && mode === 'decline' ? <DeclineForm quote={quote} onCancel={() => setMode('view')} /> : null}
    </section>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-4">
      <dt>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}

/** Where it ships, how it is paid, an optional PO number and the legal acknowledgement; never a price. */
function AcceptForm({ quote, onCancel }: { quote: QuoteConfirmation; onCancel: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { bank, companyName } = useBankDetails();
  const translate = useQuoteMessage();
  const formId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [poNumber, setPoNumber] = useState('');
  const [failure, setFailure] = useState<unknown>(null);
  const attempt = useRef<string | null>(null);
  // The version whose figures the buyer agrees to: the one on screen when the form opened, then the new one shown after
  // a 409 told them the prices changed (RELIABILITY 38). A quote refreshed meanwhile is never accepted silently.
  const [agreedVersion, setAgreedVersion] = useState(quote.version);
  const [repriced, setRepriced] = useState<{ total: number | null } | null>(null);
  const notice = useRef<HTMLDivElement>(null);
  const formatMoney = useFormatMoney();
  const form = useForm<CheckoutFormValues, unknown, CheckoutFormOutput>({
    resolver: zodResolver(checkoutForm),
    defaultValues: {
      ...EMPTY_CHECKOUT,
      customer: { name: quote.customerName, email: quote.customerEmail, phone: quote.phone ?? '', company: quote.companyName },
    },
  });
  usePrefillShipping(form);
  useEffect(() => heading.current?.focus(), []);

  const { config: paymentsConfig, fieldsRef, tokenizing, tokenize, secondStep, paymentError, setPaymentError } = usePaymentSubmit();
  const accept = useMutation({
    mutationFn: ({ body, key }: { body: AcceptBody; key: string }) =>
      apiFetch<OrderResponse>(`/api/quotes/${encodeURIComponent(quote.quoteNumber)}/accept`, { method: 'POST', json: body, headers: { 'Idempotency-Key': key } }),
    onSuccess: (answer) => {
      const { order } = answer;
      attempt.current = null;
      void queryClient.invalidateQueries({ queryKey: ['account'] });
      void queryClient.invalidateQueries({ queryKey: quoteQueryOptions(quote.quoteNumber).queryKey });
      if (secondStep(answer, order.orderNumber)) return;
      toast({ title: t('quoteAnswer.acceptedToast', { number: order.orderNumber }), variant: 'success' });
      void navigate(`/order-confirmation?orderNumber=${encodeURIComponent(order.orderNumber)}&type=order`);
    },
    onError: (error) => {
      // A network failure keeps the attempt's key, so a retry cannot place a second order; any answer ends the attempt.
      if (!(error instanceof ApiError && error.status === 0)) attempt.current = null;
      if (error instanceof ApiError && error.status === 409 && error.fields?.version === QUOTE_ACTION_MESSAGES.priceChanged) {
        setFailure(null);
        void showNewFigures();
        return;
      }
      setFailure(error);
      if (error instanceof ApiError && error.status === 409) void queryClient.invalidateQueries({ queryKey: quoteQueryOptions(quote.quoteNumber).queryKey });
      for (const [field, message] of Object.entries(error instanceof ApiError ? (error.fields ?? {}) : {})) {
        const path = formFieldOf(field);
        if (path === 'payment' || path.startsWith('payment.')) {
          setPaymentError(translate(message));
          continue;
        }
        if (path.startsWith('shippingAddress.') || path.startsWith('billingAddress.') || path === 'customer.phone' || path === 'acknowledgeLegal') form.setError(path as Path<CheckoutFormValues>, { type: 'server', message });
      }
    },
  });

  /** The quote as it is now, on screen (its lines and totals above), and its version as the one a new Accept agrees to. */
  async function showNewFigures() {
    const fresh = await queryClient.fetchQuery({ ...quoteQueryOptions(quote.quoteNumber), staleTime: 0 }).catch(() => null);
    if (!fresh) return;
    setAgreedVersion(fresh.quote.version);
    // The new total for the address in the form (its tax), as the order would be placed; else the quote's own.
    const { country: typedCountry, state: typedState } = form.getValues('shippingAddress');
    const there =
      isAddressCountry(typedCountry) && typedState.trim() !== ''
        ? await queryClient.fetchQuery({ ...quoteForDestinationOptions(quote.quoteNumber, typedCountry, typedState.trim()), staleTime: 0 }).catch(() => null)
        : null;
    setRepriced({ total: there?.quote.pricing?.total ?? fresh.quote.pricing?.total ?? null });
    notice.current?.focus();
  }

  const legal = form.watch('acknowledgeLegal');
  const onSubmit = form.handleSubmit(async (values) => {
    if (accept.isPending || tokenizing) return;
    setFailure(null);
    setPaymentError(undefined);
    // Card data stays in the provider's fields: they give a token, the only thing of the card sent to our server.
    let token: string | undefined;
    if (paidThroughProvider(values.paymentMethod)) {
      const given = await tokenize();
      if (given === null) return;
      token = given;
    }
    attempt.current ??= newIdempotencyKey();
    const body: AcceptBody = {
      version: agreedVersion,
      shippingAddress: values.shippingAddress,
      paymentMethod: values.paymentMethod,
      ...(values.payment && token ? { payment: { ...values.payment, token } } : {}),
      acknowledgeLegal: true,
      ...(poNumber.trim() ? { poNumber: poNumber.trim() } : {}),
    };
    accept.mutate({ body, key: attempt.current });
  });
  const allowance = useUnpaidAllowance(true);
  const payByDate = usePayByDate();
  const releaseDays = allowance.data?.releaseDays;
  const payBy = releaseDays ? { date: payByDate(paymentDeadlineDay(new Date(), releaseDays)), days: releaseDays } : null;
  const country = form.watch('shippingAddress.country');
  const state = form.watch('shippingAddress.state');
  const failureText = failure instanceof ApiError && failure.status !== 0 ? translate(failure.message) : failure ? orderFailureDescription(t, failure) : null;

  return (
    <form id={formId} onSubmit={(event: FormEvent) => void onSubmit(event)} noValidate className={cn(panel, 'mt-8 space-y-6')} aria-labelledby={`${formId}-title`}>
      <div>
        <h2 id={`${formId}-title`} ref={heading} tabIndex={-1} className="text-xl font-semibold text-slate-950 focus:outline-none">
          {t('quoteAnswer.acceptTitle')}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t('quoteAnswer.acceptHint')}</p>
      </div>
      <Fieldset title={t('quoteAnswer.shippingTitle')}>
        <AddressFields form={form} path="shippingAddress" />
      </Fieldset>
      <Fieldset title={t('quoteAnswer.paymentTitle')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={t('quoteAnswer.phone')} autoComplete="tel" error={translateCheckoutMessage(t, form.formState.errors.customer?.phone?.message)} {...form.register('customer.phone')} />
          <TextField label={t('quoteAnswer.poNumber')} maxLength={100} value={poNumber} onChange={(event) => setPoNumber(event.target.value)} />
        </div>
        <PaymentSection
          form={form}
          bank={bank}
          companyName={companyName}
          payBy={payBy}
          methods={offeredMethods(paymentsConfig.data?.bankDebit ?? false, country)}
          amountCents={quote.pricing ? toCents(quote.pricing.total) : 0}
          fieldsRef={fieldsRef}
          paymentError={paymentError}
        />
      </Fieldset>
      <NewTotal quoteNumber={quote.quoteNumber} country={country} state={state} />
      <label className="flex items-start gap-3 text-sm text-slate-800">
        <input type="checkbox" className="mt-0.5 size-4 shrink-0 accent-brand-700" {...form.register('acknowledgeLegal')} />
        <span>{t('checkout.legal.label')}</span>
      </label>
      {form.formState.errors.acknowledgeLegal?.message ? <p className="text-sm text-red-700">{translateCheckoutMessage(t, form.formState.errors.acknowledgeLegal.message)}</p> : null}
      {repriced ? (
        <div ref={notice} tabIndex={-1} className="focus:outline-none">
          <FormNotice tone="error">
            <p className="font-semibold">{t('quoteAnswer.changed.title')}</p>
            <p>{repriced.total === null ? t('quoteAnswer.changed.body') : t('quoteAnswer.changed.bodyWithTotal', { total: formatMoney(toCents(repriced.total)) })}</p>
          </FormNotice>
        </div>
      ) : null}
      {failureText ? (
        <FormNotice tone="error">
          <p className="font-semibold">{t('quoteAnswer.failed')}</p>
          <p>{failureText}</p>
        </FormNotice>
      ) : null}
      <div className="flex flex-wrap justify-end gap-3">
        <Button type="button" variant="secondary" onClick={onCancel}>
          {t('quoteAnswer.cancel')}
        </Button>
        <Button type="submit" size="lg" disabled={!legal || accept.isPending || tokenizing}>
          <CheckCircle2 aria-hidden="true" className="size-4" />
          {accept.isPending ? t('quoteAnswer.accepting') : t('quoteAnswer.accept')}
        </Button>
      </div>
    </form>
  );
}

/**
 * The quote's total for the address in the form, from the server, before the buyer commits (issue 23): the tax of that
 * destination, not an estimate for somewhere else.
 */
function NewTotal({ quoteNumber, country, state }: { quoteNumber: string; country: string; state: string }) {
  const { t, i18n } = useTranslation();
  const formatMoney = useFormatMoney();
  const money = (dollars: number) => formatMoney(toCents(dollars));
  const ready = isAddressCountry(country) && state.trim() !== '';
  const answer = useQuery({ ...quoteForDestinationOptions(quoteNumber, country, state.trim()), enabled: ready });
  if (!ready) return null;
  const pricing = answer.data?.quote.pricing;
  const where = pricing?.taxDestination;
  return (
    <section aria-live="polite" className="rounded-lg bg-brand-50 p-4 text-sm text-brand-950 ring-1 ring-brand-200" data-testid="quote-new-total">
      <h3 className="font-semibold">{t('quoteAnswer.newTotalTitle')}</h3>
      {pricing && where ? (
        <dl className="mt-2 space-y-1">
          <Row label={t('quoteAnswer.subtotal')} value={money(pricing.subtotal)} />
          <Row label={t('quoteAnswer.shipping')} value={pricing.shipping === 0 ? t('quoteAnswer.free') : money(pricing.shipping)} />
          <Row
            label={t('quoteAnswer.newTotalTax', { place: taxPlace(t, i18n.resolvedLanguage, where), rate: ratePercentIn(localeFor(i18n.resolvedLanguage), pricing.taxRate) })}
            value={money(pricing.tax)}
          />
          <div className="flex justify-between gap-4 border-t border-brand-200 pt-1 text-base font-bold">
            <dt>{t('quoteAnswer.total')}</dt>
            <dd className="tabular-nums" data-testid="quote-new-total-amount">
              {money(pricing.total)}
            </dd>
          </div>
        </dl>
      ) : (
        <p className="mt-1">{t('quoteAnswer.newTotalLoading')}</p>
      )}
    </section>
  );
}

function Fieldset({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-4">
      <legend className="mb-2 text-base font-semibold text-slate-950">{title}</legend>
      {children}
    </fieldset>
  );
}

/** The buyer's last shipping address (their latest order's, else the saved one, as checkout offers it), where the field is still blank. */
function usePrefillShipping(form: ReturnType<typeof useForm<CheckoutFormValues, unknown, CheckoutFormOutput>>) {
  const account = useAccount();
  const data = account.data;
  const orders = useQuery(myOrdersQueryOptions);
  const latest = orders.data?.orders[0]?.orderNumber;
  const order = useQuery({ ...orderQueryOptions(latest ?? ''), enabled: latest !== undefined });
  const settled = !orders.isPending && (latest === undefined || !order.isPending);
  const last = order.data?.order.shippingAddress ?? data?.addresses.shipping ?? null;
  useEffect(() => {
    if (!data || !settled) return;
    const address = last;
    if (!address) {
      if (data.profile.phone && !form.getValues('customer.phone')) form.setValue('customer.phone', data.profile.phone);
      return;
    }
    for (const part of ['street', 'city', 'state', 'zipCode', 'country'] as const) {
      const path = `shippingAddress.${part}` as const;
      const value = address[part];
      if (value && !form.getFieldState(path).isDirty && (part === 'country' || String(form.getValues(path) ?? '').trim() === '')) form.setValue(path, value);
    }
    if (data.profile.phone && !form.getValues('customer.phone')) form.setValue('customer.phone', data.profile.phone);
  }, [data, form, last, settled]);
}

function DeclineForm({ quote, onCancel }: { quote: QuoteConfirmation; onCancel: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const translate = useQuoteMessage();
  const [reason, setReason] = useState('');
  const formId = useId();
  const decline = useMutation({
    mutationFn: () => apiFetch<QuoteResponse>(`/api/quotes/${encodeURIComponent(quote.quoteNumber)}/decline`, { method: 'POST', json: { reason: reason.trim() || null } }),
    onSuccess: (data) => {
      queryClient.setQueryData(quoteQueryOptions(quote.quoteNumber).queryKey, data);
      void queryClient.invalidateQueries({ queryKey: ['account'] });
      toast({ title: t('quoteAnswer.declinedToast'), variant: 'success' });
    },
    onError: () => void queryClient.invalidateQueries({ queryKey: quoteQueryOptions(quote.quoteNumber).queryKey }),
  });
  const error = decline.error instanceof ApiError ? translate(decline.error.fields?.reason ?? decline.error.message) : null;

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (!decline.isPending) decline.mutate();
      }}
      className={cn(panel, 'mt-8 space-y-4')}
      aria-labelledby={`${formId}-title`}
    >
      <h2 id={`${formId}-title`} className="text-xl font-semibold text-slate-950">
        {t('quoteAnswer.declineTitle')}
      </h2>
      <TextAreaField label={t('quoteAnswer.declineReason')} rows={3} maxLength={1000} value={reason} onChange={(event) => setReason(event.target.value)} error={error ?? undefined} />
      <div className="flex flex-wrap justify-end gap-3">
        <Button type="button" variant="secondary" onClick={onCancel}>
          {t('quoteAnswer.cancel')}
        </Button>
        <Button type="submit" disabled={decline.isPending}>
          <XCircle aria-hidden="true" className="size-4" />
          {decline.isPending ? t('quoteAnswer.declining') : t('quoteAnswer.declineConfirm')}
        </Button>
      </div>
    </form>
  );
}

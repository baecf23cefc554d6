import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { AlertTriangle, Lock, LogIn, MapPin, ShoppingCart, UserRound } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, type FieldErrors, type Path, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { isAddressCountry } from '@domain/addresses';
import { toCents } from '@domain/money';
import { packageCylinders } from '@domain/pricing';
import { paymentDeadlineDay } from '@domain/payment-deadline';
import { isPaidLater } from '@domain/unpaid-reservations';
import type { AccountResponse } from '@domain/schemas/account';
import { ORDER_MESSAGES, type CartLineInput, type OrderPreviewResponse } from '@domain/schemas/orders';
import { PAYMENT_MESSAGES } from '@domain/schemas/payments';
import { Button, buttonStyles } from '@web/components/ui/button';
import { FormNotice, TextField } from '@web/components/ui/form-field';
import { TextAreaField } from '@web/components/ui/textarea-field';
import { toast } from '@web/components/ui/toast';
import { useAccount } from '@web/features/account/api/get-account';
import { myOrdersQueryOptions } from '@web/features/account/api/get-orders';
import { useSession, type SessionUser } from '@web/features/auth/api/session';
import { cartItemId, clearCart, repriceCart, useCartItems, type CartItem } from '@web/features/cart/cart-store';
import { EpaNotice } from '@web/features/cart/components/epa-notice';
import { useFormatMoney } from '@web/features/catalog/use-money';
import { orderQueryOptions } from '@web/features/orders/api/get-order';
import { usePaymentSubmit } from '@web/features/payments/use-payment-submit';
import { ApiError } from '@web/lib/api-client';
import { useOrderPreview } from '../api/preview-order';
import { usePayByDate } from '@web/features/orders/components/payment-due';
import { useUnpaidAllowance } from '../api/get-unpaid-allowance';
import { CertificationFields, type CertificationDraft } from '../components/certification-fields';
import { newIdempotencyKey, usePlaceOrder } from '../api/place-order';
import { checkoutForm, EMPTY_CHECKOUT, formFieldOf, paidThroughProvider, type CheckoutFormOutput, type CheckoutFormValues } from '../checkout-form';
import { orderFailureDescription, translateCheckoutMessage, translateCouponMessage } from '../checkout-messages';
import { AddressFields } from '../components/address-fields';
import { CheckoutSection } from '../components/checkout-section';
import { CouponEntry, type CouponNotice } from '../components/coupon-entry';
import { OrderSummary } from '../components/order-summary';
import { PaymentSection } from '../components/payment-section';
import { offeredMethods } from '../payment-methods';
import { UnpaidLimitNotice } from '../components/unpaid-limit-notice';
import { useBankDetails } from '../use-bank-details';

const FORM_ID = 'checkout-form';
/** Every required field's label gets a red "*" (empty alternative text: the input itself says it is required). */
const REQUIRED_MARK =
  "[&_label:has(+[required])]:after:text-red-700 [&_label:has(+[required])]:after:[content:'_*'_/_''] [&_label:has(+div>[required])]:after:text-red-700 [&_label:has(+div>[required])]:after:[content:'_*'_/_'']";
/** The refusals a buyer fixes by paying another way. */
const CARD_REFUSALS: readonly string[] = [ORDER_MESSAGES.cardDeclined, ORDER_MESSAGES.cardExpired, PAYMENT_MESSAGES.declined, PAYMENT_MESSAGES.bankDebitFailed];
type Form = UseFormReturn<CheckoutFormValues, unknown, CheckoutFormOutput>;

/** /checkout, optionally ?guest=true (storefront spec §2). */
export function CheckoutPage() {
  const { t } = useTranslation();
  const items = useCartItems();
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const guest = params.get('guest') === 'true';
  // Placing the order empties the cart; the page must not flash its empty state on the way out.
  const [placed, setPlaced] = useState(false);

  if (items.length === 0 && !placed) {
    return (
      <section className="mx-auto max-w-2xl px-4 py-20 text-center">
        <ShoppingCart aria-hidden="true" className="mx-auto size-12 text-slate-400" />
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-950">{t('checkout.emptyTitle')}</h1>
        <p className="mt-3 text-slate-700">{t('checkout.emptyBody')}</p>
        <Link to="/catalog" className={buttonStyles({ className: 'mt-8' })}>
          {t('checkout.browseProducts')}
        </Link>
      </section>
    );
  }
  if (session.isLoading) {
    return (
      <p role="status" className="px-4 py-24 text-center text-slate-600">
        {t('checkout.loading')}
      </p>
    );
  }
  if (!session.user && !guest) {
    return (
      <section className="mx-auto max-w-2xl px-4 py-16">
        <h1 className="text-3xl font-bold tracking-tight text-slate-950">{t('checkout.title')}</h1>
        <div className="mt-6 rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
          <h2 className="text-lg font-semibold text-slate-950">{t('checkout.gate.title')}</h2>
          <p className="mt-2 text-slate-700">{t('checkout.gate.body')}</p>
          <div className="mt-6 flex flex-col gap-2 sm:flex-row">
            <Link to="/auth" className={buttonStyles({ className: 'sm:flex-1' })}>
              <LogIn aria-hidden="true" className="size-4" />
              {t('checkout.gate.signIn')}
            </Link>
            <Button variant="secondary" className="sm:flex-1" onClick={() => setParams({ guest: 'true' }, { replace: true })}>
              <UserRound aria-hidden="true" className="size-4" />
              {t('checkout.gate.continueAsGuest')}
            </Button>
          </div>
        </div>
      </section>
    );
  }
  return <Checkout items={items} user={session.user} onPlaced={() => setPlaced(true)} />;
}

interface CheckoutProps {
  items: readonly CartItem[];
  user: SessionUser | null;
  onPlaced: () => void;
}

function Checkout({ items, user, onPlaced }: CheckoutProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const formatMoney = useFormatMoney();
  const { bank, companyName } = useBankDetails();
  const form = useForm<CheckoutFormValues, unknown, CheckoutFormOutput>({
    resolver: zodResolver(checkoutForm),
    defaultValues: { ...EMPTY_CHECKOUT, customer: { ...EMPTY_CHECKOUT.customer, name: user?.name ?? '', email: user?.email ?? '' } },
  });
  usePrefill(form, user);

  const lines = useMemo<CartLineInput[]>(() => items.map(({ productId, packaging, quantity }) => ({ productId, packaging, quantity })), [items]);
  const [couponCode, setCouponCode] = useState<string | null>(null);
  const [couponNotice, setCouponNotice] = useState<CouponNotice | null>(null);
  // Tax depends on where the order goes: the preview follows the shipping country and state or province.
  const shippingCountry = form.watch('shippingAddress.country');
  const shippingState = form.watch('shippingAddress.state');
  const destination = isAddressCountry(shippingCountry) ? { country: shippingCountry, state: shippingState || null } : null;
  const preview = useOrderPreview(lines, couponCode, destination);
  const changedPrices = usePriceCheck(items, preview.data);
  // What the buyer may reserve unpaid (docs/decisions/028), said before paying rather than refused after.
  const allowance = useUnpaidAllowance(true);
  const payByDate = usePayByDate();
  const releaseDays = allowance.data?.releaseDays;
  const payBy = releaseDays ? { date: payByDate(paymentDeadlineDay(new Date(), releaseDays)), days: releaseDays } : null;
  const cartCylinders = items.reduce((sum, item) => sum + packageCylinders(item.packaging) * item.quantity, 0);
  // A cart of restricted refrigerant asks for the buyer's certification (docs/decisions/022).
  const needsCertification = preview.data?.lines.some((line) => line.certificationRequired) ?? false;
  // No type is assumed (issue 23): the buyer chooses one whenever they give a number.
  const [certification, setCertification] = useState<CertificationDraft>({ kind: '', number: '' });
  const [certificationKindMissing, setCertificationKindMissing] = useState(false);

  // The server refused the applied coupon for this cart (it fell below the minimum…): drop it and say why.
  const couponError = preview.data?.couponError;
  useEffect(() => {
    if (!couponError || !couponCode) return;
    const text =
      couponError.reason === 'minimum_not_met' && couponError.minimumOrderAmount !== undefined
        ? t('coupon.minimumWithAmount', { amount: formatMoney(toCents(couponError.minimumOrderAmount)) })
        : translateCouponMessage(t, couponError.message);
    setCouponNotice({ tone: 'error', text });
    setCouponCode(null);
  }, [couponError, couponCode, t, formatMoney]);

  const placeOrder = usePlaceOrder();
  const { config: paymentsConfig, fieldsRef, tokenizing, tokenize, secondStep, paymentError, setPaymentError } = usePaymentSubmit();
  const methods = offeredMethods(paymentsConfig.data?.bankDebit ?? false, shippingCountry);
  const chosenMethod = form.watch('paymentMethod');
  // A bank debit no longer offered (the order now ships to Mexico…) falls back to the card.
  useEffect(() => {
    if (!methods.includes(chosenMethod)) form.setValue('paymentMethod', 'credit_card');
  }, [methods, chosenMethod, form]);
  // A refusal belongs to the method it was said of: another method starts clean.
  useEffect(() => setPaymentError(undefined), [chosenMethod, setPaymentError]);
  const attempt = useRef<{ key: string; body: string } | null>(null);
  const submitting = useRef(false);
  const [failure, setFailure] = useState<unknown>(null);
  // A refusal that named fields (a declined card number…) goes once the buyer edits one of them.
  const failureFields = useRef<ReadonlySet<string>>(new Set());
  useEffect(() => {
    const subscription = form.watch((_values, { name }) => {
      if (name && failureFields.current.has(name)) setFailure(null);
    });
    return () => subscription.unsubscribe();
  }, [form]);
  const legal = form.watch('acknowledgeLegal');

  const onSubmit = form.handleSubmit(
    async (values) => {
      if (submitting.current) return;
      const number = certification.number.trim();
      const kind = certification.kind;
      if (needsCertification && number && !kind) {
        setCertificationKindMissing(true);
        document.getElementById('certification')?.scrollIntoView({ block: 'center' });
        return;
      }
      const claim = needsCertification && number && kind ? { certification: { kind, number } } : {};
      const { payment: paymentFields, ...order } = values;
      const base = { ...order, items: lines, ...(couponCode ? { couponCode } : {}), ...(user ? {} : { guest: true }), ...claim };
      const text = JSON.stringify({ ...base, payment: paymentFields });
      submitting.current = true;
      setFailure(null);
      setPaymentError(undefined);
      // Card data stays in the provider's fields: they give a token, the only thing of the card sent to our server.
      let token: string | undefined;
      if (paidThroughProvider(values.paymentMethod)) {
        const given = await tokenize();
        if (given === null) {
          // The fields show their own message; a refusal here sends nothing.
          submitting.current = false;
          return;
        }
        token = given;
      }
      const body = { ...base, ...(paymentFields && token ? { payment: { ...paymentFields, token } } : {}) };
      // A retry after a network failure is the same attempt and keeps its key (with the fields' new token); anything else is a new attempt.
      if (attempt.current?.body !== text) attempt.current = { key: newIdempotencyKey(), body: text };
      placeOrder.mutate(
        { body, idempotencyKey: attempt.current.key },
        {
          onSuccess: (answer) => {
            const { order: placedOrder } = answer;
            attempt.current = null;
            onPlaced();
            clearCart();
            // The provider asks a second step (3-D Secure…): the confirmation page shows the live state once it is done.
            if (secondStep(answer, placedOrder.orderNumber)) {
              submitting.current = true;
              return;
            }
            toast({ title: t('checkout.toast.placedTitle'), description: t('checkout.toast.placedBody', { number: placedOrder.orderNumber }), variant: 'success' });
            void navigate(`/order-confirmation?orderNumber=${encodeURIComponent(placedOrder.orderNumber)}&type=order`);
          },
          onError: (error) => {
            if (!(error instanceof ApiError && error.status === 0)) attempt.current = null;
            // A refusal may come from what others reserved meanwhile: show the room as it is now.
            void allowance.refetch();
            setFailure(error);
            // Each field the server refused shows its message by the field, as the form's own checks do.
            const named = new Set<string>();
            for (const [field, message] of Object.entries(error instanceof ApiError ? (error.fields ?? {}) : {})) {
              const path = formFieldOf(field);
              // The provider's refusal (declined…) shows by its fields, in the buyer's language.
              if (path === 'payment' || path.startsWith('payment.')) {
                setPaymentError(translateCheckoutMessage(t, message));
                document.getElementById('payment-fields')?.scrollIntoView({ block: 'center' });
                continue;
              }
              if (!isFormPath(form, path)) continue;
              named.add(path);
              form.setError(path as Path<CheckoutFormValues>, { type: 'server', message });
            }
            failureFields.current = named;
          },
          onSettled: () => {
            submitting.current = false;
          },
        },
      );
    },
    // The fields say what is wrong and the list by Place Order repeats it: no toast over the button.
    () => setFailure(null),
  );

  const customerError = (field: 'name' | 'email' | 'phone' | 'company') => translateCheckoutMessage(t, form.formState.errors.customer?.[field]?.message);
  const busy = placeOrder.isPending || tokenizing;
  const paymentMethod = form.watch('paymentMethod');
  const byCard = paidThroughProvider(paymentMethod);
  const failureMessage = failure instanceof ApiError ? failure.message : undefined;
  // The server's refusal has its own notice below; the list holds what the buyer still has to fill in.
  const fieldErrors = form.formState.submitCount > 0 ? Object.entries(flatErrors(form.formState.errors)).filter(([, message]) => message !== failureMessage) : [];

  return (
    <section className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight text-slate-950">{t('checkout.title')}</h1>
      <p className="mt-2 text-slate-700">{user ? t('checkout.signedInAs', { email: user.email }) : t('checkout.guestNote')}</p>
      <div className="mt-8 grid gap-8 lg:grid-cols-5">
        <form id={FORM_ID} noValidate onSubmit={onSubmit} className={`min-w-0 space-y-6 lg:col-span-3 ${REQUIRED_MARK}`}>
          <p className="text-sm text-slate-600" data-testid="required-legend">
            <span aria-hidden="true" className="font-semibold text-red-700">
              *
            </span>{' '}
            {t('checkout.requiredLegend')}
          </p>
          <CheckoutSection id="customer" title={t('checkout.customer.title')}>
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField className="sm:col-span-2" label={t('checkout.customer.name')} autoComplete="name" required error={customerError('name')} {...form.register('customer.name')} />
              <TextField
                className="sm:col-span-2"
                label={t('checkout.customer.company')}
                hint={t('checkout.customer.companyHint')}
                autoComplete="organization"
                error={customerError('company')}
                {...form.register('customer.company')}
              />
              <TextField
                className="sm:col-span-2"
                label={t('checkout.customer.poNumber')}
                hint={t('checkout.customer.poNumberHint')}
                autoComplete="off"
                error={translateCheckoutMessage(t, form.formState.errors.poNumber?.message)}
                {...form.register('poNumber')}
              />
              <TextField label={t('checkout.customer.email')} type="email" inputMode="email" autoComplete="email" required error={customerError('email')} {...form.register('customer.email')} />
              <TextField
                label={t('checkout.customer.phone')}
                type="tel"
                autoComplete="tel"
                required={byCard}
                hint={t('checkout.customer.phoneHint')}
                error={customerError('phone')}
                {...form.register('customer.phone')}
              />
            </div>
          </CheckoutSection>
          <CheckoutSection id="shipping" title={t('checkout.shipping.title')}>
            {user ? <LastAddressOffer form={form} /> : null}
            <AddressFields form={form} path="shippingAddress" />
          </CheckoutSection>
          <CheckoutSection id="payment" title={t('checkout.payment.title')}>
            <PaymentSection
              form={form}
              bank={bank}
              companyName={companyName}
              payBy={payBy}
              methods={methods}
              amountCents={preview.data ? toCents(preview.data.total) : 0}
              fieldsRef={fieldsRef}
              paymentError={paymentError}
            />
            {paymentMethod !== 'bank_debit' && isPaidLater(paymentMethod) && allowance.data && allowance.data.maxCylinders !== null && cartCylinders > allowance.data.maxCylinders ? (
              <UnpaidLimitNotice
                allowance={allowance.data}
                cartCylinders={cartCylinders}
                onPayByCard={() => form.setValue('paymentMethod', 'credit_card', { shouldDirty: true })}
              />
            ) : null}
          </CheckoutSection>
          <CheckoutSection id="notes" title={t('checkout.notes.title')}>
            <TextAreaField label={t('checkout.notes.label')} placeholder={t('checkout.notes.placeholder')} {...form.register('notes')} />
          </CheckoutSection>
          {needsCertification ? (
            <CertificationFields
              signedIn={user !== null}
              value={certification}
              kindMissing={certificationKindMissing}
              onChange={(value) => {
                setCertification(value);
                if (value.kind) setCertificationKindMissing(false);
              }}
            />
          ) : null}
          <EpaNotice />
        </form>
        <aside aria-labelledby="summary-title" className="min-w-0 lg:col-span-2">
          <div className="space-y-5 rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200 lg:sticky lg:top-4">
            <h2 id="summary-title" className="text-lg font-semibold text-slate-950">
              {t('checkout.summary.title')}
            </h2>
            {changedPrices.length > 0 ? (
              <div role="alert" className="flex gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
                <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                <p>{t('checkout.priceChanged', { products: changedPrices.join(', ') })}</p>
              </div>
            ) : null}
            {preview.isError && !preview.data ? (
              <FormNotice tone="error">
                {translateCheckoutMessage(t, preview.error instanceof ApiError && preview.error.status < 500 && preview.error.status > 0 ? preview.error.message : undefined) ??
                  t('checkout.summary.loadFailed')}{' '}
                <button type="button" className="font-semibold underline" onClick={() => void preview.refetch()}>
                  {t('checkout.summary.retry')}
                </button>
              </FormNotice>
            ) : (
              <OrderSummary preview={preview.data} isLoading={preview.isFetching} formatMoney={formatMoney} cartLines={items} />
            )}
            <CouponEntry
              items={lines}
              applied={couponCode ? { code: couponCode, ...(preview.data?.coupon?.code === couponCode ? { title: preview.data.coupon.title, translations: preview.data.coupon.translations } : { title: '' }) } : null}
              onApply={setCouponCode}
              onRemove={() => setCouponCode(null)}
              notice={couponNotice}
              onNotice={setCouponNotice}
              formatMoney={formatMoney}
            />
            <label className="flex items-start gap-3 text-sm text-slate-800">
              <input type="checkbox" form={FORM_ID} className="mt-0.5 size-4 shrink-0 accent-brand-700" {...form.register('acknowledgeLegal')} />
              <LegalText />
            </label>
            {fieldErrors.length > 0 ? (
              <FormNotice tone="error">
                <p className="font-semibold">{t('checkout.fixFields')}</p>
                <ul className="mt-1 list-disc space-y-0.5 pl-5">
                  {fieldErrors.map(([path, message]) => (
                    <li key={path}>
                      <button type="button" className="inline text-left underline" onClick={() => form.setFocus(path as Path<CheckoutFormValues>)}>
                        {translateCheckoutMessage(t, message)}
                      </button>
                    </li>
                  ))}
                </ul>
              </FormNotice>
            ) : null}
            {failure ? (
              <FormNotice tone="error">
                <p className="font-semibold">{t('checkout.toast.failedTitle')}</p>
                <p>{orderFailureDescription(t, failure)}</p>
                {failureMessage && CARD_REFUSALS.includes(failureMessage) ? <p className="mt-1">{t('checkout.declinedHint')}</p> : null}
              </FormNotice>
            ) : null}
            <Button type="submit" form={FORM_ID} size="lg" className="w-full" disabled={!legal || busy}>
              <Lock aria-hidden="true" className="size-4" />
              {busy ? t('checkout.processing') : t('checkout.placeOrder')}
            </Button>
            {!legal ? <p className="text-xs text-slate-600">{t('checkout.legal.hint')}</p> : null}
          </div>
        </aside>
      </div>
    </section>
  );
}

/** The legal acknowledgment, its "Terms of Service" a link to /terms. */
function LegalText() {
  const { t } = useTranslation();
  const label = t('checkout.legal.label');
  const terms = t('checkout.legal.terms');
  const at = label.indexOf(terms);
  if (at === -1) return <span>{label}</span>;
  return (
    <span>
      {label.slice(0, at)}
      <Link to="/terms" className="font-medium text-brand-700 underline hover:text-brand-900">
        {terms}
      </Link>
      {label.slice(at + terms.length)}
    </span>
  );
}

/** "customer.name" → its message, for every error the form holds (nested objects flattened). */
function flatErrors(errors: FieldErrors, prefix = ''): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [key, value] of Object.entries(errors)) {
    if (!value || typeof value !== 'object') continue;
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value.message === 'string') flat[path] = value.message;
    else Object.assign(flat, flatErrors(value as FieldErrors, path));
  }
  return flat;
}

function isFormPath(form: Form, path: string): boolean {
  return form.getValues(path as Path<CheckoutFormValues>) !== undefined;
}

const ADDRESS_PARTS = ['street', 'city', 'state', 'zipCode', 'country'] as const;

/**
 * A signed-in buyer's last shipping address (their latest order's, else the saved one), offered in one
 * click while the shipping fields hold something else.
 */
function LastAddressOffer({ form }: { form: Form }) {
  const { t } = useTranslation();
  const account = useAccount();
  const orders = useQuery(myOrdersQueryOptions);
  const latest = orders.data?.orders[0]?.orderNumber;
  const order = useQuery({ ...orderQueryOptions(latest ?? ''), enabled: latest !== undefined });
  const last = order.data?.order.shippingAddress ?? account.data?.addresses.shipping ?? null;
  const shown = form.watch('shippingAddress');
  if (!last || orders.isPending || (latest !== undefined && order.isPending)) return null;
  if (ADDRESS_PARTS.every((part) => (last[part] ?? '') === '' || shown[part] === last[part])) return null;

  const use = () => {
    for (const part of ADDRESS_PARTS) {
      const value = last[part];
      if (value) form.setValue(`shippingAddress.${part}`, value, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
    }
    const company = order.data?.order.companyName;
    if (company && form.getValues('customer.company').trim() === '') form.setValue('customer.company', company, { shouldDirty: true });
  };
  return (
    <div className="mb-4 flex flex-col gap-3 rounded-lg border border-brand-200 bg-brand-50 p-4 text-sm text-brand-950 sm:flex-row sm:items-center sm:justify-between" data-testid="last-address">
      <div className="flex gap-2">
        <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <p>
          <span className="font-medium">{t('checkout.lastAddress.title')}</span> {[last.street, last.city, last.state, last.zipCode, last.country].filter(Boolean).join(', ')}
        </p>
      </div>
      <Button type="button" variant="secondary" size="sm" className="shrink-0" onClick={use}>
        {t('checkout.lastAddress.use')}
      </Button>
    </div>
  );
}

/** Fills the blank fields from the signed-in customer's profile and saved addresses once they arrive. */
function usePrefill(form: Form, user: SessionUser | null) {
  const account = useAccount();
  const data: AccountResponse | undefined = user ? account.data : undefined;
  useEffect(() => {
    if (!data) return;
    const { profile, addresses } = data;
    const values: [Path<CheckoutFormValues>, string | null | undefined][] = [
      ['customer.name', profile.fullName],
      ['customer.email', profile.email],
      ['customer.phone', profile.phone],
      ['customer.company', profile.company],
    ];
    for (const side of ['shipping', 'billing'] as const) {
      const address = addresses[side];
      if (!address) continue;
      const prefix = side === 'shipping' ? 'shippingAddress' : 'billingAddress';
      for (const part of ['street', 'city', 'state', 'zipCode', 'country'] as const) values.push([`${prefix}.${part}`, address[part]]);
    }
    for (const [path, value] of values) {
      const isBlank = String(form.getValues(path) ?? '').trim() === '' || (path === 'shippingAddress.country' && !form.getFieldState(path).isDirty);
      if (value && isBlank && !form.getFieldState(path).isDirty) form.setValue(path, value);
    }
  }, [data, form]);
}

/**
 * Compares the server's package prices with those the cart showed; a changed price replaces the stored
 * one and the names are returned so the page can say so before payment (RELIABILITY 3).
 */
function usePriceCheck(items: readonly CartItem[], preview: OrderPreviewResponse | undefined): string[] {
  const [changed, setChanged] = useState<string[]>([]);
  useEffect(() => {
    if (!preview) return;
    const prices = new Map(preview.lines.map((line) => [cartItemId(line), toCents(line.unitPrice)]));
    const names = items.filter((item) => {
      const price = prices.get(cartItemId(item));
      return price !== undefined && price !== item.unitPriceCents;
    });
    if (names.length === 0) return;
    setChanged((previous) => [...new Set([...previous, ...names.map((item) => item.name)])]);
    repriceCart(prices);
  }, [items, preview]);
  return changed;
}

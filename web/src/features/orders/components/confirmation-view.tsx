import { CalendarClock, CheckCircle2, Clock, ClipboardCheck, CreditCard, ExternalLink, MapPin, Phone, ShieldAlert, ShieldCheck, Truck, Package, FileDown, Tag, ThumbsUp, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isAddressCountry } from '@domain/addresses';
import { toCents } from '@domain/money';
import { buyerStatus, estimatedDelivery, type BuyerStatus, type QuoteStatus } from '@domain/orders';
import { isAwaitingPayment } from '@domain/payment-deadline';
import { PACKAGE_KEYS, packageLabel } from '@domain/pricing';
import type { OrderConfirmation } from '@domain/schemas/orders';
import type { QuoteConfirmation } from '@domain/schemas/quotes';
import type { Tracking } from '@domain/schemas/tracking';
import { CARRIER_NAMES } from '@domain/shipping-carriers';
import { buttonStyles } from '@web/components/ui/button';
import { PaymentStateBadge } from '@web/features/account/components/status-badge';
import { useFormatMoney } from '@web/features/catalog/use-money';
import { useSiteSettings } from '@web/features/settings/api/get-settings';
import { telHref } from '@web/lib/contact-links';
import { formatDateIn } from '@web/lib/locale-format';
import { PaymentDueDetails, usePayByDate } from './payment-due';
import { useQuoteReplyHours } from '@web/features/settings/api/get-quote-reply-hours';

/** Dates as the back office shows them (MMM dd, yyyy) in the interface language. */
function useFormatDate(): (date: Date | string) => string {
  const { i18n } = useTranslation();
  return (date) => formatDateIn(i18n.resolvedLanguage, typeof date === 'string' ? date : date.toISOString());
}

/** Order lines store the package label ("1 Pallet"); show it in the visitor's language when it is one of ours. */
function usePackagingLabel(): (label: string) => string {
  const { t } = useTranslation();
  return (label) => {
    const key = PACKAGE_KEYS.find((k) => packageLabel(k) === label);
    return key ? t(`packages.${key}`) : label;
  };
}

/** "What happens next?": processing with EPA verification, shipment, delivery (back-office spec §2). */
type NextStep = readonly ['processing' | 'shipment' | 'delivery' | 'priced' | 'accept' | 'ordered', LucideIcon];

/** What follows an order: it is checked, shipped, delivered. */
const ORDER_STEPS: readonly NextStep[] = [
  ['processing', ClipboardCheck],
  ['shipment', Truck],
  ['delivery', Package],
];

/** What follows a quote request: the shop prices it, the buyer decides, an accepted quote becomes an order. */
const QUOTE_STEPS: readonly NextStep[] = [
  ['priced', Tag],
  ['accept', ThumbsUp],
  ['ordered', Truck],
];

interface Line {
  productName: string;
  sku: string | null;
  packaging: string;
  quantity: number;
  epaApproved: boolean;
  /** Dollars, orders only. */
  price?: number;
}

/** A card or bank-debit order the buyer may pay again (docs/decisions/040): the provider has none of its money and no step under way. */
export function canPayAgain(order: Pick<OrderConfirmation, 'paymentMethod' | 'paymentState' | 'status'>): boolean {
  const method: string = order.paymentMethod;
  return (method === 'credit_card' || method === 'bank_debit') && order.status !== 'cancelled' && (order.paymentState === 'unpaid' || order.paymentState === 'awaiting_action');
}

/**
 * `syncing`: back from the provider's second step, the page is asking the server for the payment's state.
 */
export function OrderConfirmationView({ order, syncing = false }: { order: OrderConfirmation; syncing?: boolean }) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const formatDate = useFormatDate();
  const money = (dollars: number) => formatMoney(toCents(dollars));
  const address = order.shippingAddress;
  const status = buyerStatus(order);
  const statusNote = status === 'processing' ? t('confirmation.order.statusNote') : t(`confirmation.order.statusNotes.${status}`);
  const payBy = usePayByDate();
  // A wire or check order is not confirmed until its money arrives: it says so, with how and by when to pay.
  const awaiting = isAwaitingPayment(order);
  const due = awaiting ? order.paymentDue : null;

  return (
    <ConfirmationLayout
      title={awaiting ? t('confirmation.order.awaitingTitle') : t('confirmation.order.title')}
      intro={
        due
          ? t('confirmation.order.awaitingIntro', { date: payBy(due.deadline), email: order.customerEmail })
          : t('confirmation.order.intro', { email: order.customerEmail })
      }
      icon={awaiting ? <Clock aria-hidden="true" className="mx-auto size-14 text-amber-600" /> : undefined}
      lead={due ? <PaymentDueDetails due={due} method={order.paymentMethod} /> : undefined}
      numberLabel={t('confirmation.order.number')}
      number={order.orderNumber}
      date={formatDate(order.createdAt)}
      poNumber={order.poNumber ?? null}
      actions={
        <a
          href={`/api/orders/${encodeURIComponent(order.orderNumber)}/invoice`}
          download
          className={buttonStyles({ variant: 'secondary', size: 'sm', className: 'mt-4' })}
          data-testid="download-invoice"
        >
          <FileDown aria-hidden="true" className="size-4" />
          {t('confirmation.order.invoice')}
        </a>
      }
      lines={order.items}
      totals={
        <dl className="mt-4 space-y-2 border-t border-slate-200 pt-4 text-sm" data-testid="confirmation-totals">
          <TotalRow label={t('confirmation.totals.subtotal')} value={money(order.subtotal)} />
          {order.discount > 0 ? (
            <TotalRow
              label={order.couponCode ? t('confirmation.totals.discountWithCode', { code: order.couponCode }) : t('confirmation.totals.discount')}
              value={`−${money(order.discount)}`}
            />
          ) : null}
          {order.shipping > 0 ? <TotalRow label={t('confirmation.totals.shipping')} value={money(order.shipping)} /> : null}
          {order.tax > 0 ? <TotalRow label={t('confirmation.totals.tax')} value={money(order.tax)} /> : null}
          <div className="flex justify-between border-t border-slate-200 pt-2 text-base font-bold text-slate-950">
            <dt>{t('confirmation.totals.total')}</dt>
            <dd className="tabular-nums" data-testid="confirmation-total">
              {money(order.total)}
            </dd>
          </div>
        </dl>
      }
      side={
        <>
          <SideCard icon={<MapPin aria-hidden="true" className="size-4" />} title={t('confirmation.shippingInfo')}>
            <p className="font-medium text-slate-950">{order.customerName}</p>
            {order.companyName ? (
              <p className="font-medium text-slate-950" data-testid="confirmation-company">
                {order.companyName}
              </p>
            ) : null}
            <p className="break-all">{order.customerEmail}</p>
            <address className="mt-2 not-italic">
              {address.street}
              <br />
              {t('confirmation.cityLine', { city: address.city, state: address.state, zipCode: address.zipCode })}
              {address.country ? (
                <>
                  <br />
                  {isAddressCountry(address.country) ? t(`addressForm.countries.${address.country}`) : address.country}
                </>
              ) : null}
            </address>
          </SideCard>
          <SideCard icon={<CalendarClock aria-hidden="true" className="size-4" />} title={t('confirmation.estimatedDelivery')}>
            <p className="font-medium text-slate-950" data-testid="estimated-delivery">
              {formatDate(estimatedDelivery(new Date(order.createdAt)))}
            </p>
          </SideCard>
          <StatusCard status={status} description={statusNote} />
          {order.paymentState ? (
            <SideCard icon={<CreditCard aria-hidden="true" className="size-4" />} title={t('payments.state.label')}>
              {syncing ? (
                <p role="status" data-testid="confirmation-payment-syncing">
                  {t('payments.nextAction.working')}
                </p>
              ) : (
                <div data-testid="confirmation-payment-state">
                  <PaymentStateBadge state={order.paymentState} />
                </div>
              )}
              {!syncing && canPayAgain(order) ? (
                <Link to={`/orders/${encodeURIComponent(order.orderNumber)}/pay`} className={buttonStyles({ size: 'sm', className: 'mt-3' })} data-testid="pay-again-link">
                  {t('payments.payAgain.link')}
                </Link>
              ) : null}
            </SideCard>
          ) : null}
          {order.tracking ? <TrackingCard tracking={order.tracking} /> : null}
          {order.certificationState === 'awaiting' ? (
            <section className="rounded-xl bg-amber-50 p-5 text-sm text-amber-950 shadow-sm ring-1 ring-amber-300" data-testid="confirmation-certification">
              <h2 className="mb-2 flex items-center gap-2 font-semibold">
                <ShieldAlert aria-hidden="true" className="size-4" />
                {t('certification.confirmation.awaiting')}
              </h2>
              <p>{t('certification.confirmation.awaitingHelp')}</p>
            </section>
          ) : null}
        </>
      }
    />
  );
}

/** The shipment's tracking number and carrier, with the carrier's tracking page when it has one. */
function TrackingCard({ tracking }: { tracking: Tracking }) {
  const { t } = useTranslation();
  const carrier = tracking.carrier === 'other' ? t('shippingCarriers.other') : CARRIER_NAMES[tracking.carrier];
  return (
    <SideCard icon={<Truck aria-hidden="true" className="size-4" />} title={t('confirmation.tracking.title')}>
      <dl className="space-y-1" data-testid="confirmation-tracking">
        <div className="flex flex-wrap gap-x-2">
          <dt className="text-slate-600">{t('confirmation.tracking.number')}</dt>
          <dd className="font-mono font-semibold break-all text-slate-950">{tracking.number}</dd>
        </div>
        <div className="flex flex-wrap gap-x-2">
          <dt className="text-slate-600">{t('confirmation.tracking.carrier')}</dt>
          <dd className="font-medium text-slate-950">{carrier}</dd>
        </div>
      </dl>
      {tracking.url ? (
        <a href={tracking.url} target="_blank" rel="noreferrer" className={buttonStyles({ variant: 'secondary', size: 'sm', className: 'mt-3' })}>
          {t('confirmation.tracking.track')}
          <span className="sr-only">{t('confirmation.tracking.opensNewTab')}</span>
          <ExternalLink aria-hidden="true" className="size-4" />
        </a>
      ) : null}
    </SideCard>
  );
}

export function QuoteConfirmationView({ quote }: { quote: QuoteConfirmation }) {
  const { t } = useTranslation();
  const replyHours = useQuoteReplyHours();
  const formatDate = useFormatDate();

  return (
    <ConfirmationLayout
      title={t('confirmation.quote.title')}
      intro={t('confirmation.quote.intro', { email: quote.customerEmail })}
      numberLabel={t('confirmation.quote.number')}
      number={quote.quoteNumber}
      date={formatDate(quote.createdAt)}
      lines={quote.items}
      totals={<p className="mt-4 rounded-md bg-brand-50 p-3 text-sm text-brand-900">{t('confirmation.quote.pricingNote', { hours: replyHours })}</p>}
      steps={QUOTE_STEPS}
      replyHours={replyHours}
      side={
        <>
          <SideCard icon={<MapPin aria-hidden="true" className="size-4" />} title={t('confirmation.contactInfo')}>
            <p className="font-medium text-slate-950">{quote.customerName}</p>
            <p className="break-all">{quote.customerEmail}</p>
            {quote.companyName ? <p>{quote.companyName}</p> : null}
            {quote.phone ? <p>{quote.phone}</p> : null}
            {quote.shippingAddress ? <p className="mt-2 whitespace-pre-line">{quote.shippingAddress}</p> : null}
          </SideCard>
          <SideCard icon={<CalendarClock aria-hidden="true" className="size-4" />} title={t('confirmation.quote.responseTime')}>
            <p className="font-medium text-slate-950">{t('confirmation.quote.withinOneDay', { hours: replyHours })}</p>
          </SideCard>
          <StatusCard status={quote.status} description={t('confirmation.quote.statusNote')} />
        </>
      }
    />
  );
}

interface LayoutProps {
  title: string;
  intro: string;
  numberLabel: string;
  number: string;
  date: string;
  /** The buyer's purchase-order number (orders). */
  poNumber?: string | null;
  /** Under the references (an order's invoice). */
  actions?: ReactNode;
  /** In place of the check mark (an order awaiting payment). */
  icon?: ReactNode;
  /** Above the items (how to pay an order awaiting payment). */
  lead?: ReactNode;
  lines: readonly Line[];
  totals: ReactNode;
  side: ReactNode;
  /** "What happens next?": an order's steps unless given; a quote's replies within `replyHours`. */
  steps?: readonly NextStep[];
  replyHours?: number;
}

function ConfirmationLayout({ title, intro, numberLabel, number, date, poNumber, actions, icon, lead, lines, totals, side, steps = ORDER_STEPS, replyHours }: LayoutProps) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const packaging = usePackagingLabel();
  const settings = useSiteSettings();

  return (
    <section className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8">
      <header className="text-center">
        {icon ?? <CheckCircle2 aria-hidden="true" className="mx-auto size-14 text-emerald-600" />}
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-950" data-testid="confirmation-title">
          {title}
        </h1>
        <p className="mt-2 text-slate-700 [overflow-wrap:anywhere]">{intro}</p>
        <dl className="mt-4 inline-flex flex-wrap justify-center gap-x-6 gap-y-1 text-sm">
          <div className="flex gap-1">
            <dt className="text-slate-600">{numberLabel}</dt>
            <dd className="font-mono font-semibold text-slate-950" data-testid="confirmation-number">
              {number}
            </dd>
          </div>
          <div className="flex gap-1">
            <dt className="text-slate-600">{t('confirmation.date')}</dt>
            <dd className="font-medium text-slate-950">{date}</dd>
          </div>
          {poNumber ? (
            <div className="flex gap-1">
              <dt className="text-slate-600">{t('confirmation.order.poNumber')}</dt>
              <dd className="font-mono font-semibold break-all text-slate-950" data-testid="confirmation-po-number">
                {poNumber}
              </dd>
            </div>
          ) : null}
        </dl>
        {actions ? <div>{actions}</div> : null}
      </header>

      <div className="mt-10 grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          {lead}
          <section aria-labelledby="confirmation-items" className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
            <h2 id="confirmation-items" className="text-lg font-semibold text-slate-950">
              {t('confirmation.items')}
            </h2>
            <ul className="mt-2 divide-y divide-slate-200">
              {lines.map((line, index) => (
                <li key={`${line.productName}-${line.packaging}-${index}`} className="flex flex-wrap items-center justify-between gap-3 py-3">
                  <div className="min-w-0">
                    <p className="font-medium text-slate-950">{line.productName}</p>
                    <p className="text-sm text-slate-600">
                      {t('confirmation.lineDetail', { packaging: packaging(line.packaging), quantity: line.quantity })}
                    </p>
                    {line.epaApproved ? (
                      <span className="mt-1 inline-flex items-center gap-1 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800">
                        <ShieldCheck aria-hidden="true" className="size-3" />
                        {t('confirmation.epaApproved')}
                      </span>
                    ) : null}
                  </div>
                  {line.price !== undefined ? (
                    <p className="font-semibold tabular-nums text-slate-950">{formatMoney(toCents(line.price) * line.quantity)}</p>
                  ) : null}
                </li>
              ))}
            </ul>
            {totals}
          </section>

          <section aria-labelledby="next-steps" className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
            <h2 id="next-steps" className="text-lg font-semibold text-slate-950">
              {t('confirmation.next.title')}
            </h2>
            <ol className="mt-4 grid gap-4 sm:grid-cols-3">
              {steps.map(([step, Icon], index) => (
                <li key={step} className="rounded-lg bg-slate-50 p-4">
                  <p className="flex items-center gap-2 font-semibold text-slate-950">
                    <Icon aria-hidden="true" className="size-4 text-brand-700" />
                    {t('confirmation.next.stepLabel', { number: index + 1, title: t(`confirmation.next.${step}.title`) })}
                  </p>
                  <p className="mt-1 text-sm text-slate-700">{t(`confirmation.next.${step}.body`, { hours: replyHours })}</p>
                </li>
              ))}
            </ol>
          </section>
        </div>

        <div className="space-y-4">
          {side}
          <div className="flex flex-col gap-2">
            <Link to="/account" className={buttonStyles()}>
              {t('confirmation.links.orderHistory')}
            </Link>
            <Link to="/products" className={buttonStyles({ variant: 'secondary' })}>
              {t('confirmation.links.continueShopping')}
            </Link>
            <Link to="/support" className={buttonStyles({ variant: 'ghost' })}>
              {t('confirmation.links.support')}
            </Link>
            <a href={telHref(settings.main_phone)} className="mt-1 inline-flex items-center justify-center gap-2 text-sm font-medium text-brand-700 hover:underline">
              <Phone aria-hidden="true" className="size-4" />
              {t('confirmation.links.call', { phone: settings.main_phone })}
            </a>
          </div>
        </div>
      </div>
    </section>
  );
}

function SideCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <section className="rounded-xl bg-white p-5 text-sm text-slate-700 shadow-sm ring-1 ring-slate-200">
      <h2 className="mb-2 flex items-center gap-2 font-semibold text-slate-950">
        {icon}
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The status as the buyer reads it (a pending card order is "Payment authorised"), in the visitor's language. */
function StatusCard({ status, description }: { status: BuyerStatus | QuoteStatus; description: string }) {
  const { t } = useTranslation();
  return (
    <SideCard icon={<ClipboardCheck aria-hidden="true" className="size-4" />} title={t('confirmation.status')}>
      <p className="font-semibold text-slate-950" data-testid="confirmation-status">
        {t(`confirmation.statuses.${status}`)}
      </p>
      <p className="mt-1">{description}</p>
    </SideCard>
  );
}

function TotalRow({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between">
      <dt className="text-slate-700">{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}

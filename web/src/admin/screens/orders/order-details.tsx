import { CreditCard, FileDown, MapPin, Package, ShieldCheck, StickyNote, Truck, UserRound } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toCents } from '@domain/money';
import { parsePackaging } from '@domain/pricing';
import type { AdminOrderDetails } from '@domain/schemas/orders-admin';
import { LANGUAGES } from '@web/i18n/languages';
import { cn } from '@web/lib/cn';
import { useFormatters } from '@web/lib/locale-format';
import { adminPanel } from '../../components/admin-page';
import { QueryState } from '../../components/query-state';
import { useAdminTranslation } from '../../i18n';
import { useAdminOrder } from './get-order';
import { OrderCertification } from './order-certification';
import { OrderHistory } from './order-history';
import { OrderPaymentTimeline } from './order-payment-timeline';
import { OrderPayments } from './order-payments';
import { OrderStatusBadge, PaymentStateBadge, TrackingLine } from './order-parts';
import { OrderStatusControl } from './order-status-control';
import { useUpdateOrderNotes } from './update-order-notes';

/** The Order Details tab (back-office spec §2): one order, its status control, notes saved on blur and its history. */
export function OrderDetails({ id, focusHeading = false, onFocused }: { id: string; focusHeading?: boolean; onFocused?: () => void }) {
  const { t } = useAdminTranslation();
  const query = useAdminOrder(id);
  return (
    <QueryState query={query} loadingText={t('orders.details.loading')} errorText={(message) => t('orders.details.loadError', { message })}>
      {({ order }) => <Details order={order} focusHeading={focusHeading} onFocused={onFocused} />}
    </QueryState>
  );
}

function Details({ order, focusHeading, onFocused }: { order: AdminOrderDetails; focusHeading: boolean; onFocused?: (() => void) | undefined }) {
  const { t } = useAdminTranslation();
  const format = useFormatters();
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (!focusHeading) return;
    heading.current?.focus();
    onFocused?.();
  }, [focusHeading, onFocused]);

  return (
    <div className="space-y-6">
      <header className={cn(adminPanel, 'flex flex-wrap items-start justify-between gap-6 p-6')}>
        <div className="min-w-0 space-y-2">
          <h2 ref={heading} tabIndex={-1} className="font-mono text-xl font-bold break-all text-slate-950 focus:outline-none">
            {t('orders.details.heading', { number: order.orderNumber })}
          </h2>
          <div className="flex flex-wrap gap-2">
            <OrderStatusBadge status={order.status} />
            <PaymentStateBadge state={order.paymentState} />
          </div>
          <p className="text-sm text-slate-600">{t('orders.details.placedOn', { date: format.date(order.createdAt) })}</p>
          {order.poNumber ? (
            <p className="text-sm break-all text-slate-700" data-testid="admin-order-po">
              {t('orders.poLine', { po: order.poNumber })}
            </p>
          ) : null}
          <p className="text-xs text-slate-500">{t('orders.details.updatedOn', { date: format.date(order.updatedAt) })}</p>
          <a
            href={`/api/admin/orders/${encodeURIComponent(order.id)}/invoice`}
            download
            className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-800 underline hover:text-brand-950"
          >
            <FileDown aria-hidden="true" className="size-4" />
            {t('orders.details.invoice')}
          </a>
        </div>
        <OrderStatusControl order={order} />
      </header>

      <div className="grid gap-6 lg:grid-cols-3">
        <div className="min-w-0 space-y-6 lg:col-span-2">
          <Items order={order} />
          <Payment order={order} />
          <Notes order={order} />
        </div>
        <div className="min-w-0 space-y-6">
          <OrderPayments order={order} />
          <Customer order={order} />
          <OrderCertification order={order} />
          <Panel icon={<MapPin aria-hidden="true" className="size-4" />} title={t('orders.details.shippingAddress')}>
            <Address address={order.shippingAddress} />
          </Panel>
          <Panel icon={<Truck aria-hidden="true" className="size-4" />} title={t('orders.details.tracking')}>
            {order.tracking ? <TrackingLine tracking={order.tracking} /> : <p className="text-slate-600">{t('orders.tracking.none')}</p>}
          </Panel>
          <OrderHistory order={order} />
        </div>
      </div>
    </div>
  );
}

function Panel({ icon, title, children, className }: { icon: ReactNode; title: string; children: ReactNode; className?: string }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={cn(adminPanel, 'p-5 text-sm text-slate-700', className)}>
      <h3 id={id} className="mb-3 flex items-center gap-2 font-semibold text-slate-950">
        {icon}
        {title}
      </h3>
      {children}
    </section>
  );
}

function Address({ address }: { address: AdminOrderDetails['shippingAddress'] }) {
  return (
    <address className="not-italic">
      {address.street}
      <br />
      {[address.city, [address.state, address.zipCode].filter(Boolean).join(' ')].filter(Boolean).join(', ')}
      {address.country ? (
        <>
          <br />
          {address.country}
        </>
      ) : null}
    </address>
  );
}

function Customer({ order }: { order: AdminOrderDetails }) {
  const { t } = useAdminTranslation();
  const language = LANGUAGES.find((l) => l.code === order.language)?.label ?? order.language;
  return (
    <Panel icon={<UserRound aria-hidden="true" className="size-4" />} title={t('orders.details.customer')}>
      <p className="font-medium break-words text-slate-950">{order.customerName}</p>
      <p>
        <a href={`mailto:${order.customerEmail}`} className="break-all text-brand-800 underline hover:text-brand-950">
          {order.customerEmail}
        </a>
      </p>
      {order.companyName ? <p className="mt-1 break-words">{t('orders.details.companyLine', { company: order.companyName })}</p> : null}
      <p className="mt-2 text-xs text-slate-600">{order.customerType === 'guest' ? t('orders.details.guest') : t('orders.details.account')}</p>
      <p className="text-xs text-slate-600">{t('orders.details.emailsIn', { language })}</p>
    </Panel>
  );
}

/** A stored package label ("1 Pallet") in the admin's language when it names one of ours; any other as stored. */
function usePackaging(): (label: string) => string {
  const { t } = useTranslation();
  return (label) => {
    const key = parsePackaging(label);
    return key ? t(`packages.${key}`) : label;
  };
}

function Items({ order }: { order: AdminOrderDetails }) {
  const { t } = useAdminTranslation();
  const packaging = usePackaging();
  const format = useFormatters();
  const money = (dollars: number) => format.money(toCents(dollars));
  const rows: [string, string][] = [[t('orders.details.subtotal'), money(order.subtotal)]];
  if (order.discount > 0) rows.push([order.couponCode ? t('orders.details.discountWithCode', { code: order.couponCode }) : t('orders.details.discount'), `−${money(order.discount)}`]);
  rows.push([t('orders.details.shipping'), money(order.shipping)], [t('orders.details.tax'), money(order.tax)]);

  return (
    <Panel icon={<Package aria-hidden="true" className="size-4" />} title={t('orders.details.items')}>
      <div className="-mx-5 overflow-x-auto px-5">
        <table className="w-full text-left">
          <thead className="border-b border-slate-200 text-xs font-semibold tracking-wide text-slate-600 uppercase">
            <tr>
              <th scope="col" className="py-2 pr-3">
                {t('orders.details.columns.product')}
              </th>
              <th scope="col" className="hidden px-3 py-2 text-right sm:table-cell">
                {t('orders.details.columns.quantity')}
              </th>
              <th scope="col" className="hidden px-3 py-2 text-right sm:table-cell">
                {t('orders.details.columns.price')}
              </th>
              <th scope="col" className="py-2 pl-3 text-right">
                {t('orders.details.columns.lineTotal')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {order.items.map((item, index) => (
              <tr key={`${item.productName}-${item.packaging}-${index}`} className="align-top">
                <td className="py-3 pr-3">
                  <span className="block font-medium text-slate-950">{item.productName}</span>
                  <span className="block text-xs text-slate-600">
                    {`${t('orders.details.skuLine', { sku: item.sku ?? t('orders.details.noSku') })} · ${packaging(item.packaging)}`}
                  </span>
                  {item.unNumber || item.hazardClass ? (
                    <span className="block text-xs text-slate-600">
                      {t('orders.details.dangerousGoods', { un: item.unNumber ?? t('orders.details.noSku'), hazardClass: item.hazardClass ?? t('orders.details.noSku') })}
                    </span>
                  ) : null}
                  {/* A phone has no room for the quantity and price columns: they sit under the name. */}
                  <span className="block text-xs text-slate-600 sm:hidden">{`${item.quantity} × ${money(item.price)}`}</span>
                  {item.epaApproved ? (
                    <span className="mt-1 inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200 ring-inset">
                      <ShieldCheck aria-hidden="true" className="size-3" />
                      {t('orders.details.epa')}
                    </span>
                  ) : null}
                </td>
                <td className="hidden px-3 py-3 text-right tabular-nums sm:table-cell">{item.quantity}</td>
                <td className="hidden px-3 py-3 text-right whitespace-nowrap tabular-nums sm:table-cell">{money(item.price)}</td>
                <td className="py-3 pl-3 text-right font-medium whitespace-nowrap text-slate-950 tabular-nums">{format.money(toCents(item.price) * item.quantity)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h4 className="mt-4 font-semibold text-slate-950">{t('orders.details.summary')}</h4>
      <dl className="mt-2 space-y-1 border-t border-slate-200 pt-3">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4">
            <dt>{label}</dt>
            <dd className="tabular-nums">{value}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-4 border-t border-slate-200 pt-2 text-base font-bold text-slate-950">
          <dt>{t('orders.details.total')}</dt>
          <dd className="tabular-nums">{money(order.total)}</dd>
        </div>
      </dl>
    </Panel>
  );
}

function Payment({ order }: { order: AdminOrderDetails }) {
  const { t } = useAdminTranslation();
  const card = order.card;
  return (
    <Panel icon={<CreditCard aria-hidden="true" className="size-4" />} title={t('orders.details.payment')}>
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
        <dt className="font-medium text-slate-600">{t('orders.details.method')}</dt>
        <dd>{t(`orders.paymentMethods.${order.paymentMethod}`)}</dd>
        {card ? (
          <>
            <dt className="sr-only">{t('orders.paymentMethods.credit_card')}</dt>
            <dd className="font-mono sm:col-start-2">
              <span aria-hidden="true">{t('orders.details.card', { brand: card.brand.toUpperCase(), last4: card.last4 })}</span>
              <span className="sr-only">{t('orders.details.cardLabel', { brand: card.brand.toUpperCase(), last4: card.last4 })}</span>
            </dd>
            <dt className="font-medium text-slate-600">{t('orders.details.cardholder')}</dt>
            <dd className="break-words">{card.cardholderName}</dd>
            <dt className="font-medium text-slate-600">{t('orders.details.expiry')}</dt>
            <dd className="font-mono">{card.expiry}</dd>
            {card.billingAddress ? (
              <>
                <dt className="font-medium text-slate-600">{t('orders.details.billingAddress')}</dt>
                <dd>
                  <Address address={card.billingAddress} />
                </dd>
              </>
            ) : null}
          </>
        ) : null}
        {order.paymentInstructions ? (
          <>
            <dt className="font-medium text-slate-600">{t('orders.details.instructions')}</dt>
            <dd className="whitespace-pre-line">{order.paymentInstructions}</dd>
          </>
        ) : null}
      </dl>
      <OrderPaymentTimeline order={order} />
    </Panel>
  );
}

/** Saved when the field loses focus (back-office spec §2), from the version the details were loaded at. */
function Notes({ order }: { order: AdminOrderDetails }) {
  const { t } = useAdminTranslation();
  const id = useId();
  const save = useUpdateOrderNotes();
  const [text, setText] = useState(order.notes ?? '');
  const focused = useRef(false);

  // Another admin's notes (or this one's saved text) arrive with a reload; never over what is being typed.
  useEffect(() => {
    if (!focused.current) setText(order.notes ?? '');
  }, [order.notes]);

  return (
    <Panel icon={<StickyNote aria-hidden="true" className="size-4" />} title={t('orders.details.notes')}>
      <label htmlFor={id} className="sr-only">
        {t('orders.details.notes')}
      </label>
      <textarea
        id={id}
        rows={4}
        value={text}
        maxLength={2000}
        aria-describedby={`${id}-hint`}
        onFocus={() => {
          focused.current = true;
        }}
        onChange={(event) => setText(event.target.value)}
        onBlur={() => {
          focused.current = false;
          if (text.trim() === (order.notes ?? '') || save.isPending) return;
          save.mutate({ id: order.id, notes: text, version: order.version });
        }}
        className="block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-950 focus:border-brand-600 focus:outline-none"
      />
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600" aria-live="polite">
        {save.isPending ? t('orders.details.notesSaving') : t('orders.details.notesHint')}
      </p>
    </Panel>
  );
}

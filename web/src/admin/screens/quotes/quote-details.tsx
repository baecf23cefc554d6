import { AlertTriangle, CheckCircle2, ClipboardCheck, MapPin, MessageSquare, Package, Send, UserRound } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { adminOrderPath } from '@domain/admin-links';
import { addDays } from '@domain/dates';
import { toCents } from '@domain/money';
import { parsePackaging } from '@domain/pricing';
import { quoteTotals } from '@domain/quotes';
import type { AdminQuoteDetails } from '@domain/schemas/quotes-admin';
import { TAX_RATE } from '@domain/totals';
import { Button } from '@web/components/ui/button';
import { LANGUAGES } from '@web/i18n/languages';
import { ApiError } from '@web/lib/api-client';
import { cn } from '@web/lib/cn';
import { useFormatters } from '@web/lib/locale-format';
import { adminPanel } from '../../components/admin-page';
import { QueryState } from '../../components/query-state';
import { useAdminTranslation } from '../../i18n';
import { QuoteStatusBadge } from './quote-parts';
import { useAdminQuote, useMarkQuoteReviewed, useQuoteMessage, useSendQuote } from './quotes-api';

/** The Quote Details tab: the request, its pricing form (Send Quote) and the buyer's answer. */
export function QuoteDetails({ id, focusHeading = false, onFocused }: { id: string; focusHeading?: boolean; onFocused?: () => void }) {
  const { t } = useAdminTranslation();
  const query = useAdminQuote(id);
  return (
    <QueryState query={query} loadingText={t('quotes.details.loading')} errorText={(message) => t('quotes.details.loadError', { message })}>
      {({ quote }) => <Details quote={quote} focusHeading={focusHeading} onFocused={onFocused} />}
    </QueryState>
  );
}

function Details({ quote, focusHeading, onFocused }: { quote: AdminQuoteDetails; focusHeading: boolean; onFocused?: (() => void) | undefined }) {
  const { t } = useAdminTranslation();
  const format = useFormatters();
  const heading = useRef<HTMLHeadingElement>(null);
  const review = useMarkQuoteReviewed();

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
            {t('quotes.details.heading', { number: quote.quoteNumber })}
          </h2>
          <QuoteStatusBadge status={quote.status} />
          <p className="text-sm text-slate-600">{t('quotes.details.requestedOn', { date: format.date(quote.createdAt) })}</p>
          {quote.quotedAt ? <p className="text-xs text-slate-500">{t('quotes.details.quotedOn', { date: format.date(quote.quotedAt) })}</p> : null}
        </div>
        {quote.status === 'pending' ? (
          <Button variant="secondary" disabled={review.isPending} onClick={() => review.mutate({ id: quote.id, version: quote.version })}>
            <ClipboardCheck aria-hidden="true" className="size-4" />
            {t('quotes.details.markReviewed')}
          </Button>
        ) : null}
      </header>

      <div className="grid gap-6 lg:grid-cols-3">
        <div className="min-w-0 space-y-6 lg:col-span-2">
          <Pricing quote={quote} />
        </div>
        <div className="min-w-0 space-y-6">
          <Buyer quote={quote} />
          <Panel icon={<MapPin aria-hidden="true" className="size-4" />} title={t('quotes.details.shippingAddress')}>
            <p className="whitespace-pre-line">{quote.shippingAddress ?? '—'}</p>
          </Panel>
          <Panel icon={<MessageSquare aria-hidden="true" className="size-4" />} title={t('quotes.details.notes')}>
            <p className="whitespace-pre-line">{quote.notes ?? t('quotes.details.noNotes')}</p>
          </Panel>
          <Answer quote={quote} />
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

function Buyer({ quote }: { quote: AdminQuoteDetails }) {
  const { t } = useAdminTranslation();
  const language = LANGUAGES.find((l) => l.code === quote.language)?.label ?? quote.language;
  return (
    <Panel icon={<UserRound aria-hidden="true" className="size-4" />} title={t('quotes.details.customer')}>
      <p className="font-medium break-words text-slate-950">{quote.customerName}</p>
      <p>
        <a href={`mailto:${quote.customerEmail}`} className="break-all text-brand-800 underline hover:text-brand-950">
          {quote.customerEmail}
        </a>
      </p>
      {quote.phone ? <p>{quote.phone}</p> : null}
      <p className="mt-1 break-words">{t('quotes.details.companyLine', { company: quote.companyName })}</p>
      <p className="mt-2 text-xs text-slate-600">{t('quotes.details.emailsIn', { language })}</p>
    </Panel>
  );
}

function Answer({ quote }: { quote: AdminQuoteDetails }) {
  const { t } = useAdminTranslation();
  return (
    <Panel icon={<CheckCircle2 aria-hidden="true" className="size-4" />} title={t('quotes.details.answer')}>
      {quote.order ? (
        <p>
          {t('quotes.details.acceptedOrder', { number: quote.order.orderNumber })}{' '}
          <Link to={adminOrderPath(quote.order.id)} className="text-brand-800 underline hover:text-brand-950">
            {t('quotes.details.openOrder')}
          </Link>
        </p>
      ) : quote.status === 'declined' ? (
        <p className="whitespace-pre-line">{quote.declineReason ? t('quotes.details.declinedReason', { reason: quote.declineReason }) : t('quotes.details.declinedNoReason')}</p>
      ) : (
        <p className="text-slate-600">{t('quotes.details.noAnswer')}</p>
      )}
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

const MONEY_TEXT = /^\d+(?:\.\d{1,2})?$/;
const centsOf = (text: string): number | null => (MONEY_TEXT.test(text.trim()) ? toCents(text.trim()) : null);
const dollars = (value: number | null) => (value === null ? '' : value.toFixed(2));

/** Unit price per line, shipping, message and last day; the totals follow as typed (tax at the US rate, as the e-mail says). */
function Pricing({ quote }: { quote: AdminQuoteDetails }) {
  const { t } = useAdminTranslation();
  const format = useFormatters();
  const packaging = usePackaging();
  const translate = useQuoteMessage();
  const send = useSendQuote();
  const formId = useId();
  const locked = quote.status === 'accepted' || quote.status === 'declined';
  const [prices, setPrices] = useState(() => quote.items.map((item) => dollars(item.unitPrice ?? item.cataloguePrice)));
  const [shipping, setShipping] = useState(() => (quote.shipping === null ? '' : quote.shipping.toFixed(2)));
  const [message, setMessage] = useState(quote.adminMessage ?? '');
  const [validUntil, setValidUntil] = useState(() => (quote.validUntil ?? addDays(new Date(), 14).toISOString()).slice(0, 10));
  const [reserveStock, setReserveStock] = useState(quote.stockHold === 'held');
  const reserveField = 'reserveStock';
  const fields = send.error instanceof ApiError ? (send.error.fields ?? {}) : {};
  const fieldError = (name: string) => (fields[name] ? translate(fields[name]) : null);

  const lineCents = prices.map(centsOf);
  const shippingCents = shipping.trim() === '' ? 0 : centsOf(shipping);
  const totals =
    lineCents.every((cents) => cents !== null) && shippingCents !== null
      ? quoteTotals(
          quote.items.map((item, index) => ({ unitPriceCents: lineCents[index] ?? 0, quantity: item.quantity })),
          shippingCents,
          TAX_RATE,
        )
      : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send.mutate({
      id: quote.id,
      version: quote.version,
      items: quote.items.map((item, index) => ({ id: item.id, unitPrice: prices[index] ?? '' })),
      shipping,
      message,
      validUntil,
      reserveStock,
    });
  };

  const input = 'block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-950 focus:border-brand-600 focus:outline-none disabled:bg-slate-50';
  const summary: [string, string][] = totals
    ? [
        [t('quotes.details.subtotal'), format.money(totals.subtotalCents)],
        [t('quotes.details.shipping'), totals.shippingCents === 0 ? t('quotes.details.free') : format.money(totals.shippingCents)],
        [t('quotes.details.tax'), format.money(totals.taxCents)],
      ]
    : [];

  return (
    <Panel icon={<Package aria-hidden="true" className="size-4" />} title={t('quotes.details.pricing')}>
      <form id={formId} onSubmit={submit} noValidate className="space-y-4">
        <ul className="divide-y divide-slate-100 border-y border-slate-200">
          {quote.items.map((item, index) => {
            const error = fieldError(`items.${index}.unitPrice`);
            const cents = lineCents[index];
            return (
              <li key={item.id} className="grid gap-2 py-3 sm:grid-cols-[1fr_9rem_8rem] sm:items-start sm:gap-4">
                <div className="min-w-0">
                  <span className="block font-medium text-slate-950">{item.productName}</span>
                  <span className="block text-xs text-slate-600">{`${packaging(item.packaging)} × ${item.quantity}${item.sku ? ` · ${item.sku}` : ''}`}</span>
                  {item.cataloguePrice !== null ? (
                    <span className="block text-xs text-slate-500">{`${format.label(t('quotes.details.cataloguePrice'))} ${format.money(toCents(item.cataloguePrice))}`}</span>
                  ) : null}
                  <StockWarning item={item} />
                </div>
                <div>
                  <label htmlFor={`${formId}-price-${index}`} className="text-xs font-medium text-slate-700">
                    {t('quotes.details.unitPrice')}
                    <span className="sr-only">{` — ${t('quotes.details.unitPriceOf', { product: item.productName, packaging: packaging(item.packaging) })}`}</span>
                  </label>
                  <input
                    id={`${formId}-price-${index}`}
                    inputMode="decimal"
                    value={prices[index] ?? ''}
                    disabled={locked}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${formId}-price-${index}-error` : undefined}
                    onChange={(event) => setPrices((previous) => previous.map((value, i) => (i === index ? event.target.value : value)))}
                    className={cn(input, 'tabular-nums', error && 'border-red-500')}
                  />
                  {error ? (
                    <p id={`${formId}-price-${index}-error`} className="mt-1 text-xs text-red-700">
                      {error}
                    </p>
                  ) : null}
                </div>
                <div className="text-right sm:pt-5">
                  <span className="text-xs text-slate-600 sm:sr-only">{`${format.label(t('quotes.details.lineTotal'))} `}</span>
                  <span className="font-medium text-slate-950 tabular-nums">{cents === null || cents === undefined ? '—' : format.money(cents * item.quantity)}</span>
                </div>
              </li>
            );
          })}
        </ul>

        <div className="grid gap-4 sm:grid-cols-2">
          <Field id={`${formId}-shipping`} label={t('quotes.details.shipping')} hint={t('quotes.details.shippingHint')} error={fieldError('shipping')}>
            {(props) => <input {...props} inputMode="decimal" value={shipping} disabled={locked} onChange={(event) => setShipping(event.target.value)} className={cn(input, 'tabular-nums')} />}
          </Field>
          <Field id={`${formId}-valid-until`} label={t('quotes.details.validUntil')} error={fieldError('validUntil')}>
            {(props) => <input {...props} type="date" value={validUntil} disabled={locked} onChange={(event) => setValidUntil(event.target.value)} className={input} />}
          </Field>
        </div>
        <Field id={`${formId}-message`} label={t('quotes.details.message')} error={fieldError('message')}>
          {(props) => <textarea {...props} rows={3} maxLength={2000} value={message} disabled={locked} onChange={(event) => setMessage(event.target.value)} className={input} />}
        </Field>

        {locked ? null : (
          <div>
            <label className="flex items-start gap-2">
              <input
                type="checkbox"
                checked={reserveStock}
                onChange={(event) => setReserveStock(event.target.checked)}
                aria-describedby={`${formId}-reserve-hint${fieldError(reserveField) ? ` ${formId}-reserve-error` : ''}`}
                className="mt-0.5 size-4 cursor-pointer accent-brand-700"
              />
              <span>
                <span className="block text-sm font-medium text-slate-800">{t('quotes.details.reserveStock')}</span>
                <span id={`${formId}-reserve-hint`} className="block text-xs text-slate-600">
                  {quote.stockHold === 'held' ? t('quotes.details.reserveStockHeld') : t('quotes.details.reserveStockHint')}
                </span>
              </span>
            </label>
            {fieldError(reserveField) ? (
              <p id={`${formId}-reserve-error`} role="alert" className="mt-1 text-xs text-red-700">
                {fieldError(reserveField)}
              </p>
            ) : null}
          </div>
        )}

        <dl className="space-y-1 border-t border-slate-200 pt-3">
          {summary.map(([label, value]) => (
            <div key={label} className="flex justify-between gap-4">
              <dt>{label}</dt>
              <dd className="tabular-nums">{value}</dd>
            </div>
          ))}
          <div className="flex justify-between gap-4 border-t border-slate-200 pt-2 text-base font-bold text-slate-950">
            <dt>{t('quotes.details.total')}</dt>
            <dd className="tabular-nums" data-testid="quote-total">
              {totals ? format.money(totals.totalCents) : '—'}
            </dd>
          </div>
        </dl>

        {locked ? (
          <p className="rounded-md bg-slate-50 p-3 text-slate-700">{t('quotes.details.pricingLocked')}</p>
        ) : (
          <div className="flex justify-end">
            <Button type="submit" disabled={send.isPending}>
              <Send aria-hidden="true" className="size-4" />
              {send.isPending ? t('quotes.details.sending') : quote.quotedAt ? t('quotes.details.resend') : t('quotes.details.sendQuote')}
            </Button>
          </div>
        )}
      </form>
    </Panel>
  );
}

/** Beside a line whose cylinders exceed the stock available (its own reservation counts as available to it). */
function StockWarning({ item }: { item: AdminQuoteDetails['items'][number] }) {
  const { t } = useAdminTranslation();
  if (item.cylinders === null || item.stockAvailable === null) return null;
  const inStock = Math.max(0, item.stockAvailable) + item.reservedCylinders;
  if (item.cylinders <= inStock) return null;
  return (
    <span role="note" data-testid="stock-warning" className="mt-1 flex items-start gap-1 text-xs font-medium text-amber-800">
      <AlertTriangle aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
      {t('quotes.details.exceedsStock', { needed: item.cylinders, inStock })}
    </span>
  );
}

interface FieldProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

function Field({ id, label, hint, error, children }: { id: string; label: string; hint?: string; error: string | null; children: (props: FieldProps) => ReactNode }) {
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      {children({ id, ...(error ? { 'aria-invalid': true as const } : {}), ...(described ? { 'aria-describedby': described } : {}) })}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-xs text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { localeFor } from '@domain/languages';
import { toCents } from '@domain/money';
import type { OrderPreviewResponse } from '@domain/schemas/orders';
import { isFreightQuoted, type LeadTimes } from '@domain/lead-times';
import type { PackageKey } from '@domain/pricing';
import { LeadTimeNote } from '@web/features/catalog/components/package-stock-note';
import { taxLabel, taxNoteText } from '@web/lib/address-form';

export interface OrderSummaryProps {
  preview: OrderPreviewResponse | undefined;
  isLoading: boolean;
  formatMoney: (cents: number) => string;
  /** The cart's lines, for each package's lead time and freight note (the server's preview carries prices only). */
  cartLines?: readonly { productId: string; packaging: PackageKey; leadTimes?: LeadTimes }[];
}

const money = (formatMoney: (cents: number) => string, dollars: number) => formatMoney(toCents(dollars));

/** The server's lines and totals for the cart: what the order will cost. */
export function OrderSummary({ preview, isLoading, formatMoney, cartLines = [] }: OrderSummaryProps) {
  const { t, i18n } = useTranslation();
  if (!preview) {
    return (
      <div role="status" className="min-h-48 animate-pulse space-y-3" aria-busy={isLoading}>
        <span className="sr-only">{t('checkout.summary.loading')}</span>
        <div className="h-4 w-3/4 rounded bg-slate-200" />
        <div className="h-4 w-1/2 rounded bg-slate-200" />
        <div className="h-4 w-2/3 rounded bg-slate-200" />
      </div>
    );
  }
  // A pallet or container travels by freight quoted before shipping: its order is never shown as shipping free (issue 23).
  const freight = preview.lines.some((line) => isFreightQuoted(line.packaging));
  const shippingValue = preview.shipping > 0 ? money(formatMoney, preview.shipping) : freight ? t('product.leadTime.freightQuoted') : t('checkout.summary.free');
  return (
    <div aria-busy={isLoading}>
      <ul className="divide-y divide-slate-200 text-sm" aria-label={t('checkout.summary.itemsLabel')}>
        {preview.lines.map((line) => (
          <li key={`${line.productId}:${line.packaging}`} className="flex justify-between gap-3 py-2">
            <span className="min-w-0">
              <span className="block font-medium text-slate-950">{line.productName}</span>
              <span className="block text-slate-600">
                {t('checkout.summary.lineDetail', { packaging: t(`packages.${line.packaging}`), quantity: line.quantity, price: money(formatMoney, line.unitPrice) })}
              </span>
              <LeadTimeNote
                product={{ leadTimes: cartLines.find((cart) => cart.productId === line.productId && cart.packaging === line.packaging)?.leadTimes ?? {} }}
                packaging={line.packaging}
                className="text-xs"
              />
            </span>
            <span className="shrink-0 font-medium tabular-nums">{money(formatMoney, line.lineTotal)}</span>
          </li>
        ))}
      </ul>
      <dl className="mt-3 space-y-2 border-t border-slate-200 pt-3 text-sm" data-testid="order-totals">
        <Row label={t('checkout.summary.subtotal')} value={money(formatMoney, preview.subtotal)} testId="summary-subtotal" />
        {preview.discount > 0 ? (
          <Row
            label={preview.coupon ? t('checkout.summary.discountWithCode', { code: preview.coupon.code }) : t('checkout.summary.discount')}
            value={`−${money(formatMoney, preview.discount)}`}
            testId="summary-discount"
            className="text-emerald-700"
          />
        ) : null}
        <Row label={t('checkout.summary.shipping')} value={shippingValue} testId="summary-shipping" />
        <Row label={taxLabel(t, localeFor(i18n.resolvedLanguage), preview.taxRate)} value={money(formatMoney, preview.tax)} testId="summary-tax" labelTestId="summary-tax-label" />
        {preview.taxNote ? (
          <p className="text-xs text-slate-600" data-testid="summary-tax-note">
            {taxNoteText(t, preview.taxNote)}
          </p>
        ) : null}
        <div className="flex justify-between border-t border-slate-200 pt-2 text-base font-bold text-slate-950">
          <dt>{t('checkout.summary.total')}</dt>
          <dd className="tabular-nums" data-testid="summary-total">
            {money(formatMoney, preview.total)}
          </dd>
        </div>
      </dl>
    </div>
  );
}

function Row({ label, value, testId, labelTestId, className }: { label: string; value: string; testId: string; labelTestId?: string; className?: string }) {
  return (
    <div className={`flex justify-between ${className ?? ''}`}>
      <dt className="text-slate-700" data-testid={labelTestId}>
        {label}
      </dt>
      <dd className="tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

import { isFreightQuoted } from '@domain/lead-times';
import { useTranslation } from 'react-i18next';
import { cartTotals } from '@domain/totals';
import type { CartItem } from '../cart-store';

export interface CartSummaryProps {
  items: readonly CartItem[];
  freeShippingThresholdCents: number;
  formatMoney: (cents: number) => string;
  /**
   * The tax of the buyer's last address (the server's preview: rate, and the place and rate as shown); null when none is
   * known: no tax is estimated, it is worked out at checkout (docs/decisions/034).
   */
  tax: { rate: number; place: string; percent: string } | null;
}

/** A preview of the order's money with the domain's rules; the server decides the real amounts at checkout. */
export function CartSummary({ items, freeShippingThresholdCents, formatMoney, tax }: CartSummaryProps) {
  const { t } = useTranslation();
  const totals = cartTotals({ lines: items, freeShippingThresholdCents, taxRate: tax?.rate ?? 0 });
  const missing = freeShippingThresholdCents - (totals.subtotalCents - totals.discountCents);
  // Pallets and containers travel by freight, quoted before shipping: never shown as shipping free (issue 23).
  const freight = items.some((item) => isFreightQuoted(item.packaging));

  return (
    <div>
      <dl className="space-y-2 text-sm" data-testid="cart-totals">
        <div className="flex justify-between">
          <dt className="text-slate-700">{t('cart.summary.subtotal')}</dt>
          <dd className="tabular-nums" data-testid="cart-subtotal">{formatMoney(totals.subtotalCents)}</dd>
        </div>
        <div className="flex justify-between">
          <dt className="text-slate-700">{t('cart.summary.shipping')}</dt>
          <dd className="tabular-nums" data-testid="cart-shipping">
            {totals.shippingCents > 0 ? formatMoney(totals.shippingCents) : freight ? t('product.leadTime.freightQuoted') : t('cart.summary.free')}
          </dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-slate-700">{tax ? t('cart.summary.taxEstimated', { place: tax.place, rate: tax.percent }) : t('cart.summary.taxLabel')}</dt>
          <dd className="tabular-nums" data-testid="cart-tax">{tax ? formatMoney(totals.taxCents) : t('cart.summary.taxAtCheckout')}</dd>
        </div>
        <div className="flex justify-between border-t border-slate-200 pt-2 text-base font-bold text-slate-950">
          <dt>{tax ? t('cart.summary.total') : t('cart.summary.totalBeforeTax')}</dt>
          <dd className="tabular-nums" data-testid="cart-total">{formatMoney(totals.totalCents)}</dd>
        </div>
      </dl>
      {tax ? null : (
        <p className="mt-2 text-xs text-slate-600" data-testid="cart-tax-note">
          {t('cart.summary.taxAtCheckoutNote')}
        </p>
      )}
      <p className="mt-3 min-h-5 text-xs text-slate-600">
        {freight
          ? t('product.leadTime.freightQuoted')
          : missing > 0
          ? t('cart.summary.freeShippingHint', { amount: formatMoney(missing), threshold: formatMoney(freeShippingThresholdCents) })
          : t('cart.summary.freeShippingReached')}
      </p>
      <p className="mt-1 text-xs text-slate-500">{t('cart.summary.previewNote')}</p>
    </div>
  );
}

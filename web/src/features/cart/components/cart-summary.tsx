import { isFreightQuoted } from '@domain/lead-times';
import { useTranslation } from 'react-i18next';
import { cartTotals } from '@domain/totals';
import type { CartItem } from '../cart-store';

export interface CartSummaryProps {
  items: readonly CartItem[];
  freeShippingThresholdCents: number;
  formatMoney: (cents: number) => string;
}

/** A preview of the order's money with the domain's rules; the server decides the real amounts at checkout. */
export function CartSummary({ items, freeShippingThresholdCents, formatMoney }: CartSummaryProps) {
  const { t } = useTranslation();
  const totals = cartTotals({ lines: items, freeShippingThresholdCents });
  const missing = freeShippingThresholdCents - (totals.subtotalCents - totals.discountCents);

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
            {totals.shippingCents === 0 ? t('cart.summary.free') : formatMoney(totals.shippingCents)}
          </dd>
        </div>
        <div className="flex justify-between">
          <dt className="text-slate-700">{t('cart.summary.tax')}</dt>
          <dd className="tabular-nums" data-testid="cart-tax">{formatMoney(totals.taxCents)}</dd>
        </div>
        <div className="flex justify-between border-t border-slate-200 pt-2 text-base font-bold text-slate-950">
          <dt>{t('cart.summary.total')}</dt>
          <dd className="tabular-nums" data-testid="cart-total">{formatMoney(totals.totalCents)}</dd>
        </div>
      </dl>
      <p className="mt-3 min-h-5 text-xs text-slate-600">
        {/* Pallets and containers travel by freight, quoted before shipping: no free-shipping promise for them (issue 23). */}
        {items.some((item) => isFreightQuoted(item.packaging))
          ? t('product.leadTime.freightQuoted')
          : missing > 0
          ? t('cart.summary.freeShippingHint', { amount: formatMoney(missing), threshold: formatMoney(freeShippingThresholdCents) })
          : t('cart.summary.freeShippingReached')}
      </p>
      <p className="mt-1 text-xs text-slate-500">{t('cart.summary.previewNote')}</p>
    </div>
  );
}

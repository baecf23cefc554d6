import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, ShoppingCart } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localeFor } from '@domain/languages';
import { freeShippingThresholdCents } from '@domain/totals';
import { Button, buttonStyles } from '@web/components/ui/button';
import { useSession } from '@web/features/auth/api/session';
import { useFormatMoney } from '@web/features/catalog/use-money';
import { orderPreviewQueryOptions } from '@web/features/checkout/api/preview-order';
import { useSiteSettings } from '@web/features/settings/api/get-settings';
import { ratePercentIn, taxPlace } from '@web/lib/address-form';
import { cartItemId, clearCart, useCartItems } from '../cart-store';
import { CartLineItem } from '../components/cart-line-item';
import { CartSummary } from '../components/cart-summary';
import { EpaNotice } from '../components/epa-notice';

/** /cart (storefront spec §2). */
export function CartPage() {
  const { t, i18n } = useTranslation();
  const items = useCartItems();
  const settings = useSiteSettings({ fresh: true });
  const formatMoney = useFormatMoney();
  // A signed-in buyer goes straight to checkout; only a visitor chooses between signing in and a guest order.
  const session = useSession();
  // While the session is being read, a signed-in buyer must not be offered guest checkout for a moment.
  const offerGuestCheckout = !session.isLoading && session.user === null;
  // Tax is estimated only from a signed-in buyer's last address (the server's preview); otherwise it is left to checkout.
  const lines = useMemo(() => items.map(({ productId, packaging, quantity }) => ({ productId, packaging, quantity })), [items]);
  const preview = useQuery({ ...orderPreviewQueryOptions(lines, null, null), enabled: Boolean(session.user) && lines.length > 0 });
  const estimate = session.user && preview.data?.taxFrom === 'account' ? preview.data.taxDestination : null;
  const tax =
    estimate && preview.data
      ? { rate: preview.data.taxRate, place: taxPlace(t, i18n.resolvedLanguage, estimate), percent: ratePercentIn(localeFor(i18n.resolvedLanguage), preview.data.taxRate) }
      : null;

  if (items.length === 0) {
    return (
      <section className="mx-auto max-w-2xl px-4 py-20 text-center">
        <ShoppingCart aria-hidden="true" className="mx-auto size-12 text-slate-400" />
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-950">{t('cart.emptyTitle')}</h1>
        <p className="mt-3 text-slate-700">{t('cart.emptyBody')}</p>
        <Link to="/products" className={buttonStyles({ className: 'mt-8' })}>
          {t('cart.browseProducts')}
        </Link>
      </section>
    );
  }

  return (
    <section className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight text-slate-950">{t('cart.title')}</h1>
      <div className="mt-8 grid gap-8 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <div className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
            <div className="flex items-center justify-between gap-4">
              <h2 className="text-lg font-semibold text-slate-950">{t('cart.itemsTitle', { count: items.length })}</h2>
              <Button variant="ghost" size="sm" className="text-red-700 hover:bg-red-50 hover:text-red-800" onClick={clearCart}>
                {t('cart.clear')}
              </Button>
            </div>
            <ul className="mt-2 divide-y divide-slate-200" aria-label={t('cart.itemsLabel')}>
              {items.map((item) => (
                <CartLineItem key={cartItemId(item)} item={item} formatMoney={formatMoney} />
              ))}
            </ul>
          </div>
          <Link to="/products" className={buttonStyles({ variant: 'ghost', className: 'mt-4' })}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            {t('cart.continueShopping')}
          </Link>
        </div>
        <div className="space-y-4">
          <div className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
            <h2 className="mb-4 text-lg font-semibold text-slate-950">{t('cart.summary.title')}</h2>
            <CartSummary items={items} freeShippingThresholdCents={freeShippingThresholdCents(settings.free_shipping_threshold)} formatMoney={formatMoney} tax={tax} />
            <div className="mt-6 flex flex-col gap-2">
              <Link to="/checkout" className={buttonStyles({ size: 'lg' })}>
                {t('cart.proceedToCheckout')}
              </Link>
              {offerGuestCheckout && (
                <Link to="/checkout?guest=true" className={buttonStyles({ variant: 'secondary', size: 'lg' })}>
                  {t('cart.checkoutAsGuest')}
                </Link>
              )}
            </div>
          </div>
          <EpaNotice />
        </div>
      </div>
    </section>
  );
}

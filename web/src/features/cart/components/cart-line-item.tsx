import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@web/components/ui/button';
import { LineQuantityButtons } from '@web/components/ui/line-quantity-buttons';
import { LeadTimeNote } from '@web/features/catalog/components/package-stock-note';
import { cartItemId, removeFromCart, setCartQuantity, type CartItem } from '../cart-store';
import { LineThumb } from './line-thumb';

export interface CartLineItemProps {
  item: CartItem;
  formatMoney: (cents: number) => string;
}

/** One cart line: picture, name, SKU, packaging, unit price, quantity (never below 1) and remove. */
export function CartLineItem({ item, formatMoney }: CartLineItemProps) {
  const { t } = useTranslation();
  const id = cartItemId(item);
  const name = item.name;

  return (
    <li className="flex flex-wrap items-center gap-4 py-4 sm:flex-nowrap">
      <LineThumb name={name} imageUrl={item.imageUrl} />
      {/* On a phone the name and price take the row beside the picture; the quantity and total go below. */}
      <div className="min-w-0 grow basis-[calc(100%-5rem)] sm:basis-0">
        <p className="font-semibold text-slate-950">{name}</p>
        <p className="text-sm text-slate-600">
          {item.sku ? <span className="whitespace-nowrap">{t('cart.sku', { sku: item.sku })}</span> : null}
          {item.sku ? <span aria-hidden="true"> · </span> : null}
          {t(`packages.${item.packaging}`)}
        </p>
        <p className="text-sm text-slate-700">{t('cart.unitPrice', { price: formatMoney(item.unitPriceCents) })}</p>
        {/* Pallets and containers promise no free shipping nor a time the shop cannot keep (issue 23). */}
        <LeadTimeNote product={{ leadTimes: item.leadTimes ?? {} }} packaging={item.packaging} className="mt-0.5 text-xs" />
      </div>
      <LineQuantityButtons
        quantity={item.quantity}
        onChange={(quantity) => setCartQuantity(id, quantity)}
        groupLabel={t('cart.quantityOf', { name })}
        decreaseLabel={t('cart.decrease', { name })}
        increaseLabel={t('cart.increase', { name })}
        valueClassName="w-10"
        valueTestId="line-quantity"
      />
      <p className="w-28 text-right font-semibold tabular-nums text-slate-950" data-testid="line-total">
        {formatMoney(item.unitPriceCents * item.quantity)}
      </p>
      <Button
        variant="ghost"
        size="sm"
        className="px-2 text-red-700 hover:bg-red-50 hover:text-red-800"
        aria-label={t('cart.remove', { name })}
        onClick={() => removeFromCart(id)}
      >
        <Trash2 aria-hidden="true" className="size-4" />
      </Button>
    </li>
  );
}

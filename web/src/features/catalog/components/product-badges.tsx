import { BadgeCheck, CircleCheck, CircleX, Clock, Truck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { stockStatus, type StockStatus } from '@domain/catalog';
import type { PublicProduct } from '@domain/schemas/product';
import type { TranslationKey } from '@web/i18n';
import { cn } from '@web/lib/cn';

const STOCK_BADGES: Record<StockStatus, { key: TranslationKey; icon: typeof CircleCheck; className: string }> = {
  in_stock: { key: 'product.badges.inStock', icon: CircleCheck, className: 'bg-emerald-50 text-emerald-800 ring-emerald-200' },
  out_of_stock: { key: 'product.badges.outOfStock', icon: CircleX, className: 'bg-red-50 text-red-800 ring-red-200' },
  preorder: { key: 'product.badges.preorder', icon: Clock, className: 'bg-amber-50 text-amber-900 ring-amber-200' },
  backorder: { key: 'product.badges.backorder', icon: Clock, className: 'bg-amber-50 text-amber-900 ring-amber-200' },
};

function Badge({ icon: Icon, className, children }: { icon: typeof CircleCheck; className: string; children: string }) {
  return (
    <li className={cn('inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset', className)}>
      <Icon aria-hidden="true" className="size-3.5" />
      {children}
    </li>
  );
}

/** EPA approved, stock status and Fast Ship (only for what is in stock, since only that can ship at once). */
export function ProductBadges({ product, className }: { product: PublicProduct; className?: string }) {
  const { t } = useTranslation();
  const status = stockStatus(product);
  const stock = STOCK_BADGES[status];
  return (
    <ul className={cn('flex flex-wrap gap-1.5', className)} aria-label={t('product.badges.label')}>
      {product.epaApproved ? (
        <Badge icon={BadgeCheck} className="bg-brand-50 text-brand-800 ring-brand-200">
          {t('product.badges.epa')}
        </Badge>
      ) : null}
      <Badge icon={stock.icon} className={stock.className}>
        {t(stock.key)}
      </Badge>
      {status === 'in_stock' ? (
        <Badge icon={Truck} className="bg-sky-50 text-sky-800 ring-sky-200">
          {t('product.badges.fastShip')}
        </Badge>
      ) : null}
    </ul>
  );
}

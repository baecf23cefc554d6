import { AlertTriangle, Clock, Truck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { isFreightQuoted, leadTimeOf, leadTimeText } from '@domain/lead-times';
import { packageStock, type PackageStock } from '@domain/package-stock';
import type { PackageKey } from '@domain/pricing';
import type { PublicProduct } from '@domain/schemas/product';
import { cn } from '@web/lib/cn';

/** What the buyer may do with this package and quantity now: add to cart (within stock, or back-order), or ask for a quote. */
export interface PackageAvailability {
  stock: PackageStock;
  /** Within stock, or past it on a back-orderable product. */
  canAddToCart: boolean;
  /** The quantity chosen is more than stock supplies (and the product is not back-ordered). */
  overQuantity: boolean;
}

export function packageAvailability(product: PublicProduct, packaging: PackageKey, quantity: number): PackageAvailability {
  const stock = packageStock(product, packaging);
  const overQuantity = !stock.backorder && quantity > stock.supply;
  return { stock, canAddToCart: !overQuantity, overQuantity };
}

/**
 * The chosen package's stock in words (issue 23): "Only 24 cylinders left", "More than we have in stock: request a
 * quote", "Back-order", and the package's lead time with, for pallets and containers, "freight quoted before shipping".
 */
export function PackageStockNote({ product, packaging, quantity, className }: { product: PublicProduct; packaging: PackageKey; quantity: number; className?: string }) {
  const { t } = useTranslation();
  const { stock, overQuantity } = packageAvailability(product, packaging, quantity);
  const unit = t(`product.stock.units.${packaging}`, { count: stock.supply });
  let text: string | null = null;
  let tone: 'warn' | 'info' = 'info';
  if (stock.state === 'exceeds') {
    text = stock.backorder ? t('product.stock.backorder') : t('product.stock.exceeds');
    tone = stock.backorder ? 'info' : 'warn';
  } else if (overQuantity) {
    text = t('product.stock.onlyAvailable', { count: stock.supply, unit });
    tone = 'warn';
  } else if (stock.state === 'limited') {
    text = t('product.stock.onlyLeft', { count: stock.supply, unit });
    tone = 'warn';
  }
  return (
    <div className={cn('space-y-0.5 text-xs', className)} data-testid="package-stock">
      {text ? (
        <p className={cn('flex items-start gap-1 font-medium', tone === 'warn' ? 'text-amber-800' : 'text-slate-700')} data-state={stock.state}>
          <AlertTriangle aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
          {text}
        </p>
      ) : null}
      <LeadTimeNote product={product} packaging={packaging} />
    </div>
  );
}

/** "Ships in 2–4 weeks · Freight quoted before shipping": the admin's lead time, never a promise the shop did not set. */
export function LeadTimeNote({ product, packaging, className }: { product: Pick<PublicProduct, 'leadTimes'>; packaging: PackageKey; className?: string }) {
  const { t } = useTranslation();
  const leadTime = leadTimeOf(product.leadTimes, packaging);
  const freight = isFreightQuoted(packaging);
  if (!leadTime && !freight) return null;
  const said = leadTime ? leadTimeText(leadTime) : null;
  return (
    <p className={cn('flex flex-wrap items-center gap-x-3 gap-y-0.5 text-slate-600', className)} data-testid="lead-time">
      {said ? (
        <span className="inline-flex items-center gap-1">
          <Clock aria-hidden="true" className="size-3.5 shrink-0" />
          {t('product.leadTime.shipsIn', { time: t(`product.leadTime.${said.key}`, said.values) })}
        </span>
      ) : null}
      {freight ? (
        <span className="inline-flex items-center gap-1">
          <Truck aria-hidden="true" className="size-3.5 shrink-0" />
          {t('product.leadTime.freightQuoted')}
        </span>
      ) : null}
    </p>
  );
}

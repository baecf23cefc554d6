import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { packageStock } from '@domain/package-stock';
import { containerSavingsPercent, type PackageKey } from '@domain/pricing';
import type { PublicProduct } from '@domain/schemas/product';
import { cn } from '@web/lib/cn';

interface PackagingSelectProps {
  product: PublicProduct;
  packages: readonly PackageKey[];
  value: PackageKey | '';
  onChange: (value: PackageKey | '') => void;
  label: string;
  /** Offer an empty "Select packaging" choice (the product page starts with none chosen). */
  allowEmpty?: boolean;
  showLabel?: boolean;
  /** The id of a message about this choice (e.g. "select a packaging first"). */
  describedBy?: string;
  className?: string;
}

/** The packages a product is sold in; containers name their real saving ("30% OFF"). */
export function PackagingSelect({ product, packages, value, onChange, label, allowEmpty = false, showLabel = false, describedBy, className }: PackagingSelectProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className={cn(showLabel ? 'mb-1 block text-sm font-medium text-slate-800' : 'sr-only')}>
        {label}
      </label>
      <select
        id={id}
        value={value}
        aria-describedby={describedBy}
        aria-invalid={describedBy ? true : undefined}
        onChange={(event) => onChange(event.target.value as PackageKey | '')}
        className="h-9 w-full rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-900"
      >
        {allowEmpty ? <option value="">{t('product.selectPackaging')}</option> : null}
        {packages.map((key) => {
          const percent = containerSavingsPercent(product, key);
          const named = percent ? t('product.packageWithSavings', { name: t(`packages.${key}`), percent }) : t(`packages.${key}`);
          // What stock can supply of it (issue 23): a package past the stock says so in the list itself.
          const stock = packageStock(product, key);
          const name =
            stock.state === 'exceeds'
              ? t(stock.backorder ? 'product.stock.optionBackorder' : 'product.stock.optionExceeds', { name: named })
              : stock.state === 'limited'
                ? t('product.stock.optionLimited', { name: named, count: stock.supply })
                : named;
          return (
            <option key={key} value={key}>
              {name}
            </option>
          );
        })}
      </select>
    </div>
  );
}

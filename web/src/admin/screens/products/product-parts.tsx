import { BadgeCheck } from 'lucide-react';
import { stockStatus } from '@domain/catalog';
import { imageSrcSet } from '@domain/images';
import type { AdminProductRow } from '@domain/schemas/admin-products';
import { cn } from '@web/lib/cn';
import { Badge } from '../../components/badge';
import { useAdminTranslation } from '../../i18n';

/** The product's picture, or its initial on a tinted tile (as the storefront shows a product without one). */
export function ProductThumbnail({ product, sizes, className }: { product: Pick<AdminProductRow, 'name' | 'image'>; sizes: string; className?: string }) {
  if (product.image) {
    return <img src={product.image} srcSet={imageSrcSet(product.image)} sizes={sizes} alt="" loading="lazy" className={cn('bg-slate-50 object-contain', className)} />;
  }
  return (
    <div aria-hidden="true" className={cn('grid place-items-center bg-linear-to-br from-brand-50 to-brand-100 font-bold text-brand-700', className)}>
      {product.name.trim().charAt(0).toUpperCase()}
    </div>
  );
}

/** What a buyer is told (domain stockStatus): green in stock, red otherwise (back-office spec §4). */
export function AvailabilityBadge({ product }: { product: Pick<AdminProductRow, 'availability' | 'stockQuantity'> }) {
  const { t } = useAdminTranslation();
  const status = stockStatus(product);
  return <Badge tone={status === 'in_stock' ? 'green' : 'red'}>{t(`products.availability.${status}`)}</Badge>;
}

export function EpaBadge() {
  const { t } = useAdminTranslation();
  return (
    <Badge tone="brand" className="gap-1">
      <BadgeCheck aria-hidden="true" className="size-3.5" />
      {t('products.card.epa')}
    </Badge>
  );
}

/** "Missing: Français, Español" while a product has texts with no translation in those languages (docs/decisions/038). */
export function MissingLanguagesBadge({ product }: { product: Pick<AdminProductRow, 'missingLanguages'> }) {
  const { t } = useAdminTranslation();
  if (product.missingLanguages.length === 0) return null;
  const languages = product.missingLanguages.map((language) => t(`common.translations.languages.${language}`)).join(', ');
  return (
    <Badge tone="yellow" data-testid="missing-languages">
      {t('products.card.missingLanguages', { languages })}
    </Badge>
  );
}

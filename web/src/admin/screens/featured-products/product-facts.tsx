import { toCents } from '@domain/money';
import { useFormatters } from '@web/lib/locale-format';
import { useAdminTranslation } from '../../i18n';

/** "SKU: FF-R410A-25 · HFC · US$229.00": what tells two products apart at a glance, in the picker and the sections. */
export function ProductFacts({ product, className }: { product: { sku: string | null; category: string; price: number }; className?: string }) {
  const { t } = useAdminTranslation();
  const format = useFormatters();
  const facts = [product.sku ? t('featured.sku', { sku: product.sku }) : null, product.category, format.money(toCents(product.price))];
  return <p className={className}>{facts.filter(Boolean).join(' · ')}</p>;
}

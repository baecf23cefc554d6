import { ExternalLink, Pencil, RotateCcw, Trash2 } from 'lucide-react';
import type { AdminProductRow } from '@domain/schemas/admin-products';
import { Button, buttonStyles } from '@web/components/ui/button';
import { useAdminTranslation } from '../../i18n';

export interface ProductActionHandlers {
  onEdit: (product: AdminProductRow) => void;
  onDelete: (product: AdminProductRow) => void;
  onRestore: (product: AdminProductRow) => void;
  /** The product being restored, whose button waits. */
  restoringId?: string | null;
}

/** Edit and Delete (Restore for an archived product), and a link to the product's page in the shop. */
export function ProductActions({ product, onEdit, onDelete, onRestore, restoringId, compact = false }: ProductActionHandlers & { product: AdminProductRow; compact?: boolean }) {
  const { t } = useAdminTranslation();
  const archived = product.archivedAt !== null;
  const size = 'sm' as const;
  return (
    <div className={compact ? 'flex gap-1' : 'flex flex-wrap items-center gap-2'}>
      <Button variant="secondary" size={size} onClick={() => onEdit(product)} aria-label={t('products.card.editNamed', { name: product.name })}>
        <Pencil aria-hidden="true" className="size-4" />
        {compact ? null : t('products.card.edit')}
      </Button>
      {archived ? (
        <Button variant="secondary" size={size} disabled={restoringId === product.id} onClick={() => onRestore(product)} aria-label={t('products.card.restoreNamed', { name: product.name })}>
          <RotateCcw aria-hidden="true" className="size-4" />
          {compact ? null : t('products.card.restore')}
        </Button>
      ) : (
        <>
          <Button variant="ghost" size={size} onClick={() => onDelete(product)} aria-label={t('products.card.deleteNamed', { name: product.name })}>
            <Trash2 aria-hidden="true" className="size-4" />
            {compact ? null : t('products.card.delete')}
          </Button>
          <a
            href={`/products/${encodeURIComponent(product.slug)}`}
            target="_blank"
            rel="noreferrer"
            title={t('products.card.view')}
            className={buttonStyles({ variant: 'ghost', size, className: compact ? undefined : 'ml-auto' })}
            aria-label={t('products.card.viewNamed', { name: product.name })}
          >
            <ExternalLink aria-hidden="true" className="size-4" />
          </a>
        </>
      )}
    </div>
  );
}

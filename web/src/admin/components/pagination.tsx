import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId } from 'react';
import { ADMIN_PAGE_SIZES } from '@domain/schemas/admin';
import { Button } from '@web/components/ui/button';
import { useFormatters } from '@web/lib/locale-format';
import { useAdminTranslation } from '../i18n';

export interface PaginationProps {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
}

/** "26–50 of 1,204", Previous / Next, and the page size; hidden parts never leave a dead button. */
export function Pagination({ page, pageSize, total, onPageChange, onPageSizeChange }: PaginationProps) {
  const { t } = useAdminTranslation();
  const format = useFormatters();
  const sizeId = useId();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);

  return (
    <nav aria-label={t('common.pagination.label')} className="flex flex-wrap items-center justify-between gap-3 text-sm text-slate-700">
      <p aria-live="polite">{t('common.pagination.summary', { from: format.number(from), to: format.number(to), total: format.number(total) })}</p>
      <div className="flex flex-wrap items-center gap-3">
        <label htmlFor={sizeId} className="flex items-center gap-2">
          {t('common.pagination.pageSize')}
          <select
            id={sizeId}
            value={pageSize}
            onChange={(event) => onPageSizeChange(Number(event.target.value))}
            className="h-8 cursor-pointer rounded-md border border-slate-300 bg-white px-2"
          >
            {ADMIN_PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </label>
        <span>{t('common.pagination.page', { page: format.number(Math.min(page, pages)), pages: format.number(pages) })}</span>
        <div className="flex gap-1">
          <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPageChange(Math.min(page - 1, pages))}>
            <ChevronLeft aria-hidden="true" className="size-4" />
            {t('common.pagination.previous')}
          </Button>
          <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPageChange(page + 1)}>
            {t('common.pagination.next')}
            <ChevronRight aria-hidden="true" className="size-4" />
          </Button>
        </div>
      </div>
    </nav>
  );
}

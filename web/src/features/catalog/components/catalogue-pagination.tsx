import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pageLinks } from '@domain/catalog-pages';
import { cn } from '@web/lib/cn';

const LINK = 'inline-flex h-10 min-w-10 items-center justify-center gap-1 rounded-md border px-3 text-sm font-medium';
const IDLE = 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50';
const CURRENT = 'border-brand-700 bg-brand-700 text-white';
const DISABLED = 'border-slate-200 bg-slate-50 text-slate-400';

/**
 * Previous, numbered pages and Next as real links (each page has its address: ?page=N), so Back and Forward,
 * a shared link and a crawler all reach the same page. Phones show Previous, "Page 2 of 9" and Next.
 */
export function CataloguePagination({ page, pages, hrefFor }: { page: number; pages: number; hrefFor: (page: number) => string }) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  const toTop = () => window.scrollTo({ top: 0 });
  return (
    <nav aria-label={t('catalog.pagination.label')} className="mt-10 flex items-center justify-between gap-2 sm:justify-center">
      <PageStep to={page - 1} pages={pages} direction={-1} hrefFor={hrefFor} onFollow={toTop} />
      <p className="text-sm font-medium text-slate-700 sm:hidden">{t('catalog.pagination.pageOf', { page, pages })}</p>
      <ol className="hidden items-center gap-1 sm:flex">
        {pageLinks(page, pages).map((n, index) =>
          n === null ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-slate-500">
              …
            </li>
          ) : (
            <li key={n}>
              <Link
                to={hrefFor(n)}
                aria-label={t('catalog.pagination.goTo', { page: n })}
                aria-current={n === page ? 'page' : undefined}
                onClick={toTop}
                className={cn(LINK, n === page ? CURRENT : IDLE)}
              >
                {n}
              </Link>
            </li>
          ),
        )}
      </ol>
      <PageStep to={page + 1} pages={pages} direction={1} hrefFor={hrefFor} onFollow={toTop} />
    </nav>
  );
}

interface PageStepProps {
  to: number;
  pages: number;
  /** -1: Previous, 1: Next. */
  direction: -1 | 1;
  hrefFor: (page: number) => string;
  onFollow: () => void;
}

/** Previous or Next: a link, or a greyed label at either end of the list. */
function PageStep({ to, pages, direction, hrefFor, onFollow }: PageStepProps) {
  const { t } = useTranslation();
  const back = direction < 0;
  const content = (
    <>
      {back ? <ChevronLeft aria-hidden="true" className="size-4" /> : null}
      <span>{back ? t('catalog.pagination.previous') : t('catalog.pagination.next')}</span>
      {back ? null : <ChevronRight aria-hidden="true" className="size-4" />}
    </>
  );
  if (to < 1 || to > pages) {
    return (
      <span aria-disabled="true" className={cn(LINK, DISABLED)}>
        {content}
      </span>
    );
  }
  return (
    <Link
      to={hrefFor(to)}
      aria-label={back ? t('catalog.pagination.previousPage') : t('catalog.pagination.nextPage')}
      rel={back ? 'prev' : 'next'}
      onClick={onFollow}
      className={cn(LINK, IDLE)}
    >
      {content}
    </Link>
  );
}

import { Eye } from 'lucide-react';
import { toCents } from '@domain/money';
import { QUOTE_STATUSES } from '@domain/orders';
import type { AdminQuoteRow } from '@domain/schemas/quotes-admin';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';
import { useFormatters } from '@web/lib/locale-format';
import { adminPanel } from '../../components/admin-page';
import { DataTable, type Column } from '../../components/data-table';
import { FilterSelect } from '../../components/filter-select';
import { Pagination } from '../../components/pagination';
import { EmptyState, QueryState } from '../../components/query-state';
import { SearchBox } from '../../components/search-box';
import type { ListParams } from '../../components/use-list-params';
import { useAdminTranslation } from '../../i18n';
import { QuoteStatusBadge } from './quote-parts';
import { useAdminQuotes } from './quotes-api';

/** The Quotes tab: status filter and search kept in the address, newest first, a page at a time. */
export function QuoteList({ params, onView, selectedId }: { params: ListParams<'status'>; onView: (id: string) => void; selectedId: string }) {
  const { t } = useAdminTranslation();
  const format = useFormatters();
  const query = useAdminQuotes(params.apiQuery);
  const filtered = params.q.trim() !== '' || params.filters.status !== '';

  const viewButton = (quote: AdminQuoteRow, wide = false) => (
    <Button variant="secondary" size="sm" className={wide ? 'w-full' : undefined} onClick={() => onView(quote.id)} aria-label={t('quotes.viewDetailsOf', { number: quote.quoteNumber })}>
      <Eye aria-hidden="true" className="size-4" />
      {t('quotes.viewDetails')}
    </Button>
  );

  const columns: Column<AdminQuoteRow>[] = [
    {
      key: 'quote',
      header: t('quotes.columns.quote'),
      sortKey: 'createdAt',
      cell: (quote) => (
        <div className="space-y-2">
          <div>
            <span className="block font-mono font-semibold whitespace-nowrap text-slate-950">{quote.quoteNumber}</span>
            <span className="block text-xs text-slate-600">{format.date(quote.createdAt)}</span>
          </div>
          {viewButton(quote)}
        </div>
      ),
    },
    { key: 'customer', header: t('quotes.columns.customer'), className: 'min-w-40', cell: (quote) => <Customer quote={quote} /> },
    { key: 'status', header: t('quotes.columns.status'), sortKey: 'status', cell: (quote) => <Status quote={quote} /> },
    { key: 'total', header: t('quotes.columns.total'), className: 'text-right', cell: (quote) => <Total quote={quote} /> },
  ];

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-3">
        <SearchBox
          className="min-w-0 flex-1 basis-64"
          value={params.q}
          onChange={(q) => params.update({ q }, { replace: true })}
          label={t('quotes.search.label')}
          placeholder={t('quotes.search.placeholder')}
        />
        <FilterSelect
          label={t('quotes.filter.label')}
          allLabel={t('quotes.filter.all')}
          value={params.filters.status}
          onChange={(status) => params.update({ status })}
          options={QUOTE_STATUSES.map((status) => ({ value: status, label: t(`quotes.statuses.${status}`) }))}
        />
      </div>
      <QueryState
        query={query}
        loadingText={t('quotes.loading')}
        errorText={(message) => t('quotes.loadError', { message })}
        isEmpty={(page) => page.items.length === 0}
        empty={<EmptyState title={t('quotes.empty')} hint={filtered ? t('quotes.emptyFilteredHint') : t('quotes.emptyHint')} />}
      >
        {(page) => (
          <div className="space-y-3">
            <div className="hidden sm:block">
              <DataTable
                caption={t('quotes.caption')}
                columns={columns}
                rows={page.items}
                rowKey={(quote) => quote.id}
                sort={params.sort}
                onSortChange={(sort) => params.update({ sort })}
                rowClassName={(quote) => (quote.id === selectedId ? 'bg-brand-50/60' : undefined)}
              />
            </div>
            {/* A phone gets one card per quote instead of a table to scroll sideways. */}
            <ul aria-label={t('quotes.caption')} className="space-y-3 sm:hidden">
              {page.items.map((quote) => (
                <li key={quote.id} className={cn(adminPanel, 'space-y-3 p-4', quote.id === selectedId && 'ring-brand-300')}>
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <div>
                      <span className="block font-mono font-semibold text-slate-950">{quote.quoteNumber}</span>
                      <span className="block text-xs text-slate-600">{format.date(quote.createdAt)}</span>
                    </div>
                    <Total quote={quote} />
                  </div>
                  <Customer quote={quote} />
                  <Status quote={quote} />
                  {viewButton(quote, true)}
                </li>
              ))}
            </ul>
            <Pagination page={page.page} pageSize={page.pageSize} total={page.total} onPageChange={(p) => params.update({ page: p })} onPageSizeChange={(pageSize) => params.update({ pageSize })} />
          </div>
        )}
      </QueryState>
    </div>
  );
}

function Customer({ quote }: { quote: AdminQuoteRow }) {
  return (
    <div className="min-w-0">
      <span className="block font-medium break-words text-slate-900">{quote.companyName}</span>
      <span className="block text-sm break-words text-slate-700">{quote.customerName}</span>
      <span className="block text-xs break-all text-slate-600">{quote.customerEmail}</span>
    </div>
  );
}

function Status({ quote }: { quote: AdminQuoteRow }) {
  const { t } = useAdminTranslation();
  const format = useFormatters();
  return (
    <div className="space-y-1">
      <QuoteStatusBadge status={quote.status} />
      {quote.validUntil && quote.status === 'quoted' ? <span className="block text-xs text-slate-600">{t('quotes.validUntil', { date: format.date(quote.validUntil, 'UTC') })}</span> : null}
    </div>
  );
}

function Total({ quote }: { quote: AdminQuoteRow }) {
  const { t } = useAdminTranslation();
  const format = useFormatters();
  return (
    <div className="text-right">
      <span className="block font-semibold whitespace-nowrap text-slate-950 tabular-nums">{quote.total === null ? t('quotes.notPriced') : format.money(toCents(quote.total))}</span>
      <span className="block text-xs whitespace-nowrap text-slate-600">{t('quotes.itemCount', { count: quote.itemCount })}</span>
    </div>
  );
}

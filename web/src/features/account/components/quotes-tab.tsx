import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toCents } from '@domain/money';
import { buttonStyles } from '@web/components/ui/button';
import { useFormatMoney } from '@web/features/catalog/use-money';
import { useMyQuotes } from '../api/get-quotes';
import { formatDate } from '../format';
import { ItemList, RecordCard, RecordListState } from './record-list';
import { StatusBadge } from './status-badge';

export function QuotesTab() {
  const { t, i18n } = useTranslation();
  const query = useMyQuotes();
  const formatMoney = useFormatMoney();
  const quotes = query.data?.quotes ?? [];

  return (
    <section aria-labelledby="quotes-title" className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <h2 id="quotes-title" className="text-lg font-semibold text-slate-950">
        {t('account.quotes.title')}
      </h2>
      {query.isSuccess && quotes.length > 0 ? (
        <ul className="mt-4 space-y-3">
          {quotes.map((quote) => (
            <RecordCard
              key={quote.id}
              header={
                <>
                  <div>
                    <p className="font-semibold text-slate-950">{t('account.quotes.number', { number: quote.quoteNumber })}</p>
                    <p className="text-sm text-slate-600">{t('account.quotes.requestedOn', { date: formatDate(quote.createdAt, i18n.language) })}</p>
                  </div>
                  <div className="flex items-center gap-3">
                    <StatusBadge status={quote.status} />
                    <p className="text-sm text-slate-700">{t('account.quotes.company', { company: quote.companyName })}</p>
                  </div>
                </>
              }
            >
              <ItemList items={quote.items} />
              {/* A priced quote: its total and last day, and the page where it is accepted or declined. */}
              <div className="mt-3 flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-3 text-sm">
                <div className="text-slate-700">
                  {quote.total !== null && quote.total !== undefined ? <p className="font-semibold text-slate-950">{t('quoteAnswer.totalLine', { total: formatMoney(toCents(quote.total)) })}</p> : null}
                  {quote.validUntil && quote.status === 'quoted' ? <p>{t('quoteAnswer.validUntil', { date: formatDate(quote.validUntil, i18n.language) })}</p> : null}
                </div>
                <Link to={`/quote-confirmation?quoteNumber=${encodeURIComponent(quote.quoteNumber)}&type=quote`} className={buttonStyles({ variant: 'secondary', size: 'sm' })}>
                  {t('quoteAnswer.viewQuote')}
                </Link>
              </div>
            </RecordCard>
          ))}
        </ul>
      ) : (
        <RecordListState
          status={query.isPending ? 'pending' : query.isError ? 'error' : 'empty'}
          loadingText={t('account.quotes.loading')}
          errorText={t('account.quotes.loadFailed')}
          emptyText={t('account.quotes.empty')}
          emptyAction={{ to: '/rfq', label: t('account.quotes.requestQuote') }}
          onRetry={() => void query.refetch()}
        />
      )}
    </section>
  );
}

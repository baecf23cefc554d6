import { useTranslation } from 'react-i18next';
import { useMyQuotes } from '../api/get-quotes';
import { formatDate } from '../format';
import { ItemList, RecordCard, RecordListState } from './record-list';
import { StatusBadge } from './status-badge';

export function QuotesTab() {
  const { t, i18n } = useTranslation();
  const query = useMyQuotes();
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

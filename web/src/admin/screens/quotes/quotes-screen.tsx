import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { AdminPage } from '../../components/admin-page';
import { useListParams } from '../../components/use-list-params';
import { useAdminTranslation } from '../../i18n';
import { QuoteDetails } from './quote-details';
import { QuoteList } from './quote-list';

const LIST_FILTERS = ['status'] as const;

/**
 * /admin/quotes: tabs Quotes and Quote Details, the latter once a quote is chosen. The chosen quote is kept in the
 * address (?quote=<id>, what the shop's quote e-mails link to), like the list's search, filter, sort and page.
 */
export function QuotesScreen() {
  const { t } = useAdminTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const list = useListParams({ sort: '-createdAt', filters: LIST_FILTERS });
  const quoteId = searchParams.get('quote') ?? '';
  const tab = quoteId && searchParams.get('tab') !== 'quotes' ? 'details' : 'quotes';
  const [focusDetails, setFocusDetails] = useState(false);
  const focused = useCallback(() => setFocusDetails(false), []);

  const change = (apply: (next: URLSearchParams) => void) =>
    setSearchParams((previous) => {
      const next = new URLSearchParams(previous);
      apply(next);
      return next;
    });

  const openQuote = (id: string) => {
    change((next) => {
      next.set('quote', id);
      next.delete('tab');
    });
    setFocusDetails(true);
    window.scrollTo({ top: 0 });
  };

  return (
    <AdminPage title={t('quotes.title')} description={t('quotes.description')}>
      <Tabs
        value={tab}
        onValueChange={(value) =>
          change((next) => {
            if (value === 'quotes') next.set('tab', 'quotes');
            else next.delete('tab');
          })
        }
      >
        <TabsList aria-label={t('quotes.tabs.label')} className="w-fit max-w-full">
          <TabsTrigger value="quotes">{t('quotes.tabs.quotes')}</TabsTrigger>
          {quoteId ? <TabsTrigger value="details">{t('quotes.tabs.details')}</TabsTrigger> : null}
        </TabsList>
        <TabsContent value="quotes">
          <QuoteList params={list} onView={openQuote} selectedId={quoteId} />
        </TabsContent>
        {quoteId ? (
          <TabsContent value="details">
            <QuoteDetails id={quoteId} focusHeading={focusDetails} onFocused={focused} />
          </TabsContent>
        ) : null}
      </Tabs>
    </AdminPage>
  );
}

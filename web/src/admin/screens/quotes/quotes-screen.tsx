import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { AdminPage } from '../../components/admin-page';
import { useChosenRecord } from '../../components/use-chosen-record';
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
  const list = useListParams({ sort: '-createdAt', filters: LIST_FILTERS });
  const chosen = useChosenRecord('quote', 'quotes');

  return (
    <AdminPage title={t('quotes.title')} description={t('quotes.description')}>
      <Tabs value={chosen.tab} onValueChange={chosen.showTab}>
        <TabsList aria-label={t('quotes.tabs.label')} className="w-fit max-w-full">
          <TabsTrigger value="quotes">{t('quotes.tabs.quotes')}</TabsTrigger>
          {chosen.id ? <TabsTrigger value="details">{t('quotes.tabs.details')}</TabsTrigger> : null}
        </TabsList>
        <TabsContent value="quotes">
          <QuoteList params={list} onView={chosen.open} selectedId={chosen.id} />
        </TabsContent>
        {chosen.id ? (
          <TabsContent value="details">
            <QuoteDetails id={chosen.id} focusHeading={chosen.focusDetails} onFocused={chosen.focused} />
          </TabsContent>
        ) : null}
      </Tabs>
    </AdminPage>
  );
}

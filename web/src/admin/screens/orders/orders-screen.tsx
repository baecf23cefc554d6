import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { AdminPage } from '../../components/admin-page';
import { useChosenRecord } from '../../components/use-chosen-record';
import { useListParams } from '../../components/use-list-params';
import { useAdminTranslation } from '../../i18n';
import { OrderDetails } from './order-details';
import { OrderList } from './order-list';

const LIST_FILTERS = ['status', 'payment', 'from', 'to'] as const;

/**
 * /admin/orders (back-office spec §2, Order management): tabs Orders and Order Details, the latter once an order is
 * chosen. The chosen order is kept in the address (?order=<id>, what the shop's e-mails link to), like the list's
 * search, filter, sort and page, so a view can be shared and Back returns to the previous one.
 */
export function OrdersScreen() {
  const { t } = useAdminTranslation();
  const list = useListParams({ sort: '-createdAt', filters: LIST_FILTERS });
  const chosen = useChosenRecord('order', 'orders');

  return (
    <AdminPage title={t('orders.title')} description={t('orders.description')}>
      <Tabs value={chosen.tab} onValueChange={chosen.showTab}>
        <TabsList aria-label={t('orders.tabs.label')} className="w-fit max-w-full">
          <TabsTrigger value="orders">{t('orders.tabs.orders')}</TabsTrigger>
          {chosen.id ? <TabsTrigger value="details">{t('orders.tabs.details')}</TabsTrigger> : null}
        </TabsList>
        <TabsContent value="orders">
          <OrderList params={list} onView={chosen.open} selectedId={chosen.id} />
        </TabsContent>
        {chosen.id ? (
          <TabsContent value="details">
            <OrderDetails id={chosen.id} focusHeading={chosen.focusDetails} onFocused={chosen.focused} />
          </TabsContent>
        ) : null}
      </Tabs>
    </AdminPage>
  );
}

import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { AdminPage } from '../../components/admin-page';
import { useListParams } from '../../components/use-list-params';
import { useAdminTranslation } from '../../i18n';
import { OrderDetails } from './order-details';
import { OrderList } from './order-list';

const LIST_FILTERS = ['status'] as const;

/**
 * /admin/orders (back-office spec §2, Order management): tabs Orders and Order Details, the latter once an order is
 * chosen. The chosen order is kept in the address (?order=<id>, what the shop's e-mails link to), like the list's
 * search, filter, sort and page, so a view can be shared and Back returns to the previous one.
 */
export function OrdersScreen() {
  const { t } = useAdminTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const list = useListParams({ sort: '-createdAt', filters: LIST_FILTERS });
  const orderId = searchParams.get('order') ?? '';
  const tab = orderId && searchParams.get('tab') !== 'orders' ? 'details' : 'orders';
  const [focusDetails, setFocusDetails] = useState(false);
  const focused = useCallback(() => setFocusDetails(false), []);

  const change = (apply: (next: URLSearchParams) => void) =>
    setSearchParams((previous) => {
      const next = new URLSearchParams(previous);
      apply(next);
      return next;
    });

  const openOrder = (id: string) => {
    change((next) => {
      next.set('order', id);
      next.delete('tab');
    });
    setFocusDetails(true);
    window.scrollTo({ top: 0 });
  };

  return (
    <AdminPage title={t('orders.title')} description={t('orders.description')}>
      <Tabs
        value={tab}
        onValueChange={(value) =>
          change((next) => {
            if (value === 'orders') next.set('tab', 'orders');
            else next.delete('tab');
          })
        }
      >
        <TabsList aria-label={t('orders.tabs.label')} className="w-fit max-w-full">
          <TabsTrigger value="orders">{t('orders.tabs.orders')}</TabsTrigger>
          {orderId ? <TabsTrigger value="details">{t('orders.tabs.details')}</TabsTrigger> : null}
        </TabsList>
        <TabsContent value="orders">
          <OrderList params={list} onView={openOrder} selectedId={orderId} />
        </TabsContent>
        {orderId ? (
          <TabsContent value="details">
            <OrderDetails id={orderId} focusHeading={focusDetails} onFocused={focused} />
          </TabsContent>
        ) : null}
      </Tabs>
    </AdminPage>
  );
}

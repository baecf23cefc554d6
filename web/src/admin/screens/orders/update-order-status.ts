import type { AdminOrderResponse, UpdateOrderStatusRequest } from '@domain/schemas/orders-admin';
import { apiFetch } from '@web/lib/api-client';
import { useAdminMutation } from '../../components/use-admin-mutation';
import { useAdminTranslation } from '../../i18n';
import { orderHistoryKey } from './get-order-history';
import { adminOrdersKey } from './get-orders';
import { useOrderMessage } from './order-messages';

export function updateOrderStatus(id: string, body: UpdateOrderStatusRequest): Promise<AdminOrderResponse> {
  return apiFetch<AdminOrderResponse>(`/api/admin/orders/${encodeURIComponent(id)}/status`, { method: 'PATCH', json: body });
}

/** Sets an order's status (and tracking); the list, the details and the history follow. */
export function useUpdateOrderStatus(options: { onSuccess?: () => void } = {}) {
  const { t } = useAdminTranslation();
  const translate = useOrderMessage();
  return useAdminMutation({
    mutationFn: ({ id, ...body }: UpdateOrderStatusRequest & { id: string }) => updateOrderStatus(id, body),
    invalidate: [adminOrdersKey, orderHistoryKey],
    success: t('orders.messages.updated'),
    failure: t('orders.messages.updateFailed'),
    translate,
    ...options,
  });
}

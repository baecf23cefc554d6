import type { AdminOrderResponse, UpdateOrderNotesRequest } from '@domain/schemas/orders-admin';
import { apiFetch } from '@web/lib/api-client';
import { useAdminMutation } from '../../components/use-admin-mutation';
import { useAdminTranslation } from '../../i18n';
import { orderHistoryKey } from './get-order-history';
import { adminOrdersKey } from './get-orders';
import { useOrderMessage } from './order-messages';

export function updateOrderNotes(id: string, body: UpdateOrderNotesRequest): Promise<AdminOrderResponse> {
  return apiFetch<AdminOrderResponse>(`/api/admin/orders/${encodeURIComponent(id)}/notes`, { method: 'PATCH', json: body });
}

/** Saves an order's notes (when the field loses focus). */
export function useUpdateOrderNotes() {
  const { t } = useAdminTranslation();
  const translate = useOrderMessage();
  return useAdminMutation({
    mutationFn: ({ id, ...body }: UpdateOrderNotesRequest & { id: string }) => updateOrderNotes(id, body),
    invalidate: [adminOrdersKey, orderHistoryKey],
    success: t('orders.messages.notesSaved'),
    failure: t('orders.messages.notesFailed'),
    translate,
  });
}

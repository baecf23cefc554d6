import type { AdminOrderResponse, RecordPaymentRequest } from '@domain/schemas/orders-admin';
import { apiFetch } from '@web/lib/api-client';
import { useAdminMutation } from '../../components/use-admin-mutation';
import { useAdminTranslation } from '../../i18n';
import { orderHistoryKey } from './get-order-history';
import { adminOrdersKey } from './get-orders';
import { useOrderMessage } from './order-messages';

export function recordPayment(id: string, body: RecordPaymentRequest): Promise<AdminOrderResponse> {
  return apiFetch<AdminOrderResponse>(`/api/admin/orders/${encodeURIComponent(id)}/payments`, { method: 'POST', json: body });
}

/** Mark as paid: records a payment received (the dialog's requestKey makes a double submit record it once). */
export function useRecordPayment(onSuccess?: () => void) {
  const { t } = useAdminTranslation();
  const translate = useOrderMessage();
  return useAdminMutation({
    mutationFn: ({ id, ...body }: RecordPaymentRequest & { id: string }) => recordPayment(id, body),
    invalidate: [adminOrdersKey, orderHistoryKey],
    success: t('orders.messages.paymentRecorded'),
    failure: t('orders.messages.paymentFailed'),
    translate,
    onSuccess,
  });
}

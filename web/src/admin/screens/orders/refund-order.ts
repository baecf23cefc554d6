import { useQueryClient } from '@tanstack/react-query';
import type { AdminOrderResponse, RefundOrderRequest } from '@domain/schemas/orders-admin';
import { apiFetch } from '@web/lib/api-client';
import { useAdminMutation } from '../../components/use-admin-mutation';
import { useAdminTranslation } from '../../i18n';
import { orderHistoryKey } from './get-order-history';
import { adminOrdersKey } from './get-orders';
import { useOrderMessage } from './order-messages';

export function refundOrder(id: string, body: RefundOrderRequest): Promise<AdminOrderResponse> {
  return apiFetch<AdminOrderResponse>(`/api/admin/orders/${encodeURIComponent(id)}/refunds`, { method: 'POST', json: body });
}

export function captureOrder(id: string): Promise<AdminOrderResponse> {
  return apiFetch<AdminOrderResponse>(`/api/admin/orders/${encodeURIComponent(id)}/capture`, { method: 'POST' });
}

/** Refund (the dialog's requestKey makes a double submit refund once); a refusal reloads the order so what is left is current. */
export function useRefundOrder(onSuccess?: () => void) {
  const { t } = useAdminTranslation();
  const translate = useOrderMessage();
  const queryClient = useQueryClient();
  const mutation = useAdminMutation({
    mutationFn: ({ id, ...body }: RefundOrderRequest & { id: string }) => refundOrder(id, body),
    invalidate: [adminOrdersKey, orderHistoryKey],
    success: t('orders.messages.refundRecorded'),
    failure: t('orders.messages.refundFailed'),
    translate,
    onSuccess,
  });
  return { ...mutation, reload: () => queryClient.invalidateQueries({ queryKey: adminOrdersKey }) };
}

/** Capture an authorised card payment. */
export function useCaptureOrder() {
  const { t } = useAdminTranslation();
  const translate = useOrderMessage();
  return useAdminMutation({
    mutationFn: (id: string) => captureOrder(id),
    invalidate: [adminOrdersKey, orderHistoryKey],
    success: t('orders.messages.captureRecorded'),
    failure: t('orders.messages.captureFailed'),
    translate,
  });
}

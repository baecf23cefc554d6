import { ADMIN_ORDER_MESSAGES } from '@domain/schemas/orders-admin';
import { useAdminMessage } from '../../components/admin-messages';

/** The server's order messages (ADMIN_ORDER_MESSAGES) in the admin's language. */
export function useOrderMessage() {
  return useAdminMessage('orders.messages', ADMIN_ORDER_MESSAGES);
}

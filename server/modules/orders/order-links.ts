import { addDays } from '@domain/dates';
import { ORDER_LINK_DAYS, type OrderSecrets } from './guest-access';

/**
 * The addresses e-mails give for an order. The buyer's "View your order" opens that order on any device: an account's
 * order after signing in there, a guest's through a signed link valid ORDER_LINK_DAYS days (the guest cookie only
 * lives in the browser that ordered). The shop's own e-mails open the order in the back office.
 */
export class OrderLinks {
  constructor(
    readonly publicUrl: string,
    private readonly secrets: OrderSecrets,
    private readonly now: () => Date = () => new Date(),
  ) {}

  forBuyer(order: { orderNumber: string; userId: string | null }): string {
    const page = `${this.publicUrl}/order-confirmation?orderNumber=${encodeURIComponent(order.orderNumber)}`;
    if (order.userId) return page;
    return `${page}&token=${this.secrets.orderLinkToken(order.orderNumber, addDays(this.now(), ORDER_LINK_DAYS))}`;
  }

  forAdmin(orderId: string): string {
    return `${this.publicUrl}/admin/orders?order=${encodeURIComponent(orderId)}`;
  }
}

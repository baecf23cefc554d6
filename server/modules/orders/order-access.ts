import { eq } from 'drizzle-orm';
import { isOrderNumber, normalizeReference } from '@domain/order-numbers';
import { orders, type Order } from '../../db/schema';
import type { Db } from '../../db/types';

export interface OrderReader {
  userId: string | null;
  guestTokenHashes: readonly string[];
  /** Whether the reader holds a valid signed link (an e-mail's "View your order") to this guest order. */
  openedByLink?: boolean;
}

/** The order for its owner (signed-in user, or the guest browser holding its token, or a signed link); null for anyone else. */
export async function readableOrder(db: Db, orderNumber: string, reader: OrderReader): Promise<Order | null> {
  const number = normalizeReference(orderNumber);
  if (!isOrderNumber(number)) return null;
  const [order] = await db.select().from(orders).where(eq(orders.orderNumber, number));
  if (!order) return null;
  const ownsAsUser = reader.userId !== null && order.userId === reader.userId;
  const ownsAsGuest = order.guestTokenHash !== null && reader.guestTokenHashes.includes(order.guestTokenHash);
  // Links are made for guest orders only; an account's order opens for that account, after signing in.
  const opensByLink = reader.openedByLink === true && order.userId === null;
  return ownsAsUser || ownsAsGuest || opensByLink ? order : null;
}

import type { FastifyRequest } from 'fastify';
import { normalizeReference } from '@domain/order-numbers';
import { guestTokens, hashGuestToken, orderLinkTokens, type OrderSecrets } from './guest-access';
import type { OrderReader } from './order-access';

/** Who asks for an order: the signed-in buyer, the guest browser's tokens, or the order links it opened before. */
export async function orderReaderOf(request: FastifyRequest, secrets: OrderSecrets, orderNumber: string, now = new Date()): Promise<OrderReader> {
  const session = await request.currentSession();
  const number = normalizeReference(orderNumber);
  return {
    userId: session?.user.id ?? null,
    guestTokenHashes: guestTokens(request).map(hashGuestToken),
    openedByLink: orderLinkTokens(request).some((token) => secrets.opensOrder(token, number, now)),
  };
}

import { createHash } from 'node:crypto';
import { ORDER_NUMBER_PREFIX, referenceFromBytes } from '@domain/order-numbers';

/**
 * The id and number of the order a checkout places, drawn from its Idempotency-Key and its buyer before the pay step
 * (docs/decisions/040): the payment's metadata carries them, and a retry or a concurrent duplicate of the same checkout
 * asks the provider for the same payment with the same parameters (the provider refuses a key reused with others).
 * Not guessable: the key is the buyer's browser's own random value, and a guest's token hash is keyed by the server.
 */
export function orderIdentityOf(idempotencyKey: string, buyer: string): { orderId: string; orderNumber: string } {
  const digest = createHash('sha256').update(`order-identity\u0000${buyer}\u0000${idempotencyKey}`).digest();
  const id = Buffer.from(digest.subarray(0, 16));
  // A version 4 UUID's layout (random bits from the digest).
  id[6] = ((id[6] ?? 0) & 0x0f) | 0x40;
  id[8] = ((id[8] ?? 0) & 0x3f) | 0x80;
  const hex = id.toString('hex');
  const orderId = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  return { orderId, orderNumber: referenceFromBytes(ORDER_NUMBER_PREFIX, digest.subarray(16, 28)) };
}

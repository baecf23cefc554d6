import { captureDue, type CardCaptureSetting } from '@domain/card-capture';
import { latestProviderPayment } from '../payments/provider-payments';
import { readCardCapture } from './checkout-settings';
import { captureOrder, type CaptureDeps } from './capture-order';

/**
 * After a certification is verified (docs/decisions/040 "The EPA hold"): each released order's card payment, held
 * while the certification was awaited, is captured now when `captureDue` says so (`at_placing`), else at shipment.
 * The setting is read from the database unless given. A refusal (expired, provider down) leaves the order authorised;
 * shipping captures first or refuses, and the provider's cancellation event makes it unpaid. Returns the orders
 * captured now.
 */
export async function captureVerifiedOrders(deps: CaptureDeps & { cardCapture?: CardCaptureSetting; onError?: (orderId: string, error: unknown) => void }, orderIds: readonly string[]): Promise<string[]> {
  const captured: string[] = [];
  if (orderIds.length === 0) return captured;
  // The setting as it is now (an admin may have changed it since the order was placed), read once for all the orders.
  const setting = deps.cardCapture ?? (await readCardCapture(deps.db));
  for (const orderId of orderIds) {
    const payment = await latestProviderPayment(deps.db, orderId);
    if (payment?.status !== 'authorized' || !captureDue(setting, 'certification_verified', 'verified')) continue;
    try {
      if (await captureOrder(deps, orderId, null)) captured.push(orderId);
    } catch (error) {
      deps.onError?.(orderId, error);
    }
  }
  return captured;
}

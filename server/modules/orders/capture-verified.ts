import { captureDue, DEFAULT_CARD_CAPTURE, type CardCaptureSetting } from '@domain/card-capture';
import { latestProviderPayment } from '../payments/provider-payments';
import { captureOrder, type CaptureDeps } from './capture-order';

/**
 * After a certification is verified (docs/decisions/040 "The EPA hold"): each released order's card payment, held
 * while the certification was awaited, is captured now when `captureDue` says so (`at_placing`), else at shipment.
 * A refusal (expired, provider down) leaves the order authorised; shipping captures first or refuses, and the
 * provider's cancellation event makes it unpaid. Returns the orders captured now.
 */
export async function captureVerifiedOrders(deps: CaptureDeps & { cardCapture?: CardCaptureSetting; onError?: (orderId: string, error: unknown) => void }, orderIds: readonly string[]): Promise<string[]> {
  const captured: string[] = [];
  for (const orderId of orderIds) {
    const payment = await latestProviderPayment(deps.db, orderId);
    if (payment?.status !== 'authorized' || !captureDue(deps.cardCapture ?? DEFAULT_CARD_CAPTURE, 'certification_verified', 'verified')) continue;
    try {
      if (await captureOrder(deps, orderId, null)) captured.push(orderId);
    } catch (error) {
      deps.onError?.(orderId, error);
    }
  }
  return captured;
}

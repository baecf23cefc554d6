import { fromCents } from '@domain/money';
import type { CartLineInput } from '@domain/schemas/orders';
import type { ValidateCouponResponse } from '@domain/schemas/coupons';
import type { Db } from '../../db/types';
import { appliedCoupon, couponRefusal, findCoupon, judgeCoupon, priceLines, subtotalCents } from '../orders/cart-pricing';

/** Coupon checks for the checkout preview; the redemption itself happens in the order's transaction. */
export class CouponService {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The coupon and its discount on this cart (priced from the catalogue), or the spec's refusal. */
  async validate(code: string, items: readonly CartLineInput[]): Promise<ValidateCouponResponse> {
    const lines = await priceLines(this.db, items);
    const outcome = judgeCoupon(await findCoupon(this.db, code), subtotalCents(lines), this.now());
    if (!outcome.ok) throw couponRefusal(outcome, 'code');
    return { ...appliedCoupon(outcome.coupon), discount: fromCents(outcome.discountCents) };
  }
}

import { ADMIN_MESSAGES } from '@domain/schemas/admin';
import { COUPON_FORM_MESSAGES } from '@domain/schemas/coupons';
import { CONTROL_CHARACTERS_MESSAGE } from '@domain/schemas/text';
import { useAdminMessage } from '../../components/admin-messages';

/** Every English text the coupon form and API can answer with, keyed as coupons.messages.* translates them. */
const COUPON_SCREEN_MESSAGES = { ...COUPON_FORM_MESSAGES, controlCharacters: CONTROL_CHARACTERS_MESSAGE, searchTooLong: ADMIN_MESSAGES.searchTooLong };

/** A schema or server message of the coupon screen in the admin's language. */
export function useCouponMessage() {
  return useAdminMessage('coupons.messages', COUPON_SCREEN_MESSAGES);
}

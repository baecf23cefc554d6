import type { TFunction } from 'i18next';
import { COUPON_MESSAGES } from '@domain/coupons';
import { ACCOUNT_MESSAGES } from '@domain/schemas/account';
import { AUTH_MESSAGES, CONTROL_CHARACTERS_MESSAGE } from '@domain/schemas/auth';
import { ORDER_MESSAGES } from '@domain/schemas/orders';
import { PAYMENT_MESSAGES } from '@domain/schemas/payments';
import { ApiError, isCrossSiteRefusal } from '@web/lib/api-client';

type OrderMessageKey = keyof typeof ORDER_MESSAGES;
type AddressMessageKey = 'streetRequired' | 'cityRequired' | 'stateRequired' | 'zipCodeRequired' | 'countryInvalid';
type CouponMessageKey = keyof typeof COUPON_MESSAGES;
// paymentRequired and phoneRequired repeat texts translated under another key (tokenRequired, the order's phoneRequired).
type PaymentMessageKey = Exclude<keyof typeof PAYMENT_MESSAGES, 'paymentRequired' | 'phoneRequired'>;

const ORDER_KEYS = new Map(Object.entries(ORDER_MESSAGES).map(([key, text]) => [text as string, key as OrderMessageKey]));
// Several payment messages share one text (tokenRequired, paymentRequired): the first key is the one translated.
const PAYMENT_KEYS = new Map<string, PaymentMessageKey>();
for (const [key, text] of Object.entries(PAYMENT_MESSAGES)) if (!PAYMENT_KEYS.has(text) && key !== 'phoneRequired') PAYMENT_KEYS.set(text, key as PaymentMessageKey);
const ADDRESS_KEYS = new Map(
  (['streetRequired', 'cityRequired', 'stateRequired', 'zipCodeRequired', 'countryInvalid'] as const).map((key) => [ACCOUNT_MESSAGES[key] as string, key]),
);
// Several rejections share one text; the first key with a text is the one translated.
const COUPON_KEYS = new Map<string, CouponMessageKey>();
for (const [key, text] of Object.entries(COUPON_MESSAGES)) if (!COUPON_KEYS.has(text)) COUPON_KEYS.set(text, key as CouponMessageKey);

const STOCK = /^Only (\d+) cylinders of (.+) are in stock\.$/;

/** The schemas and the server speak the spec's English; this shows the same message in the visitor's language. */
export function translateCheckoutMessage(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  if (message === AUTH_MESSAGES.invalidEmail) return t('checkout.messages.invalidEmail');
  if (message === CONTROL_CHARACTERS_MESSAGE) return t('checkout.messages.controlCharacters');
  const orderKey = ORDER_KEYS.get(message);
  if (orderKey) return t(`checkout.messages.${orderKey}`);
  const paymentKey = PAYMENT_KEYS.get(message);
  if (paymentKey) return t(`payments.messages.${paymentKey}`);
  const addressKey: AddressMessageKey | undefined = ADDRESS_KEYS.get(message);
  if (addressKey) return t(`checkout.messages.${addressKey}`);
  const stock = STOCK.exec(message);
  if (stock) return t('checkout.messages.insufficientStock', { available: stock[1], product: stock[2] });
  return message;
}

export function translateCouponMessage(t: TFunction, message: string): string {
  const key = COUPON_KEYS.get(message);
  return key ? t(`coupon.messages.${key}`) : message;
}

/** The description of the "Error placing order" toast: the server's reason when it gave one, else the spec's advice. */
export function orderFailureDescription(t: TFunction, error: unknown): string {
  if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500) return t('checkout.toast.failedBody');
  if (isCrossSiteRefusal(error)) return t('toast.crossSite');
  if (error.status === 429) return t('checkout.messages.rateLimited');
  return translateCheckoutMessage(t, error.message) ?? t('checkout.toast.failedBody');
}

import type { TFunction } from 'i18next';
import { AUTH_MESSAGES, CONTROL_CHARACTERS_MESSAGE } from '@domain/schemas/auth';
import { ORDER_MESSAGES } from '@domain/schemas/orders';
import { QUOTE_MESSAGES } from '@domain/schemas/quotes';
import { ApiError, isCrossSiteRefusal } from '@web/lib/api-client';

type QuoteMessageKey = keyof typeof QUOTE_MESSAGES;
const QUOTE_KEYS = new Map(Object.entries(QUOTE_MESSAGES).map(([key, text]) => [text as string, key as QuoteMessageKey]));

/** The schema and the server speak the spec's English; this shows the same message in the visitor's language. */
export function translateQuoteMessage(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  if (message === AUTH_MESSAGES.invalidEmail) return t('rfq.messages.invalidEmail');
  if (message === ORDER_MESSAGES.textTooLong) return t('rfq.messages.textTooLong');
  if (message === CONTROL_CHARACTERS_MESSAGE) return t('rfq.messages.controlCharacters');
  const key = QUOTE_KEYS.get(message);
  return key ? t(`rfq.messages.${key}`) : message;
}

/** The toast for a refused or failed quote request (storefront spec §5, §8). */
export function quoteFailureMessage(t: TFunction, error: unknown): { title: string; description: string } {
  if (isCrossSiteRefusal(error)) return { title: t('rfq.toast.errorTitle'), description: t('toast.crossSite') };
  if (error instanceof ApiError && error.status === 429) {
    // The spec's wording of a limit: "Too many attempts" / "Please wait {n} minutes before trying again." (Retry-After).
    return { title: t('rfq.toast.limitTitle'), description: t('rfq.toast.limitBody', { count: Math.max(1, Math.ceil((error.retryAfter ?? 60) / 60)) }) };
  }
  if (error instanceof ApiError && error.status === 401) {
    return { title: t('rfq.toast.authTitle'), description: t('rfq.messages.authRequired') };
  }
  if (error instanceof ApiError && error.status === 400) {
    const description = translateQuoteMessage(t, error.message) ?? t('rfq.messages.missingFields');
    const title = error.message === QUOTE_MESSAGES.missingFields ? t('rfq.toast.missingTitle') : t('rfq.toast.errorTitle');
    return { title, description };
  }
  return { title: t('rfq.toast.errorTitle'), description: t('rfq.messages.failed') };
}

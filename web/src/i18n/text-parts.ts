/**
 * The top-level keys of en.json that only lazily loaded pages and dialogs show. The build serves en.json in two parts
 * (`en.json?shell`, everything else, in the first download; `en.json?pages`, these keys, with the first lazy page:
 * see vite.config.ts); en.json stays the one source of every English text.
 */
export const PAGE_TEXT_KEYS = [
  'account',
  'addressForm',
  'admin',
  'adminAuth',
  'cart',
  'catalog',
  'certification',
  'checkout',
  'confirmation',
  'coupon',
  'newsletterConfirm',
  'packages',
  'payments',
  'product',
  'quoteAnswer',
  'quoteDialog',
  'rfq',
  'unsubscribe',
  'wholesale',
] as const;

export type TextPart = 'shell' | 'pages';

/** The part of en.json's texts a build module serves. */
export function textPart(texts: Record<string, unknown>, part: TextPart): Record<string, unknown> {
  const inPages = (key: string) => (PAGE_TEXT_KEYS as readonly string[]).includes(key);
  return Object.fromEntries(Object.entries(texts).filter(([key]) => inPages(key) === (part === 'pages')));
}

import { quoteReplyHours } from '@domain/site-settings';
import { useSiteSettings } from './get-settings';

/** How soon a quote request is priced (the quote_reply_hours setting): every text that promises a reply reads it. */
export function useQuoteReplyHours(): number {
  return quoteReplyHours(useSiteSettings().quote_reply_hours);
}

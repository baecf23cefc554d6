/**
 * Back-office addresses used outside the back office's own menu: the links of the shop's notification e-mails and of
 * the dashboard's recent changes. Each must open a built screen (web/src/admin/admin-links.test.ts checks it).
 */

/** The back-office paths the shop's e-mails may link to. */
export const EMAIL_ADMIN_PATHS = ['/admin', '/admin/orders', '/admin/contacts', '/admin/quotes'] as const;

/** One order opened in /admin/orders (the orders screen reads `?order=<id>`). */
export function adminOrderPath(orderId: string): string {
  return `/admin/orders?order=${encodeURIComponent(orderId)}`;
}

/** Where a new quote request is answered: the quote opened in /admin/quotes (the screen reads `?quote=<id>`). */
export function adminQuotePath(quoteId: string): string {
  return `/admin/quotes?quote=${encodeURIComponent(quoteId)}`;
}

/** Contact Management: its submissions tab, or its support tickets tab (the screen reads `?tab=tickets`). */
export function adminContactsPath(tab: 'submissions' | 'tickets' = 'submissions'): string {
  return tab === 'tickets' ? '/admin/contacts?tab=tickets' : '/admin/contacts';
}

/**
 * What the API answers (403) to a signed-in request from a page that is not the shop's
 * (server/plugins/csrf.ts); the storefront recognises it to say so in the visitor's language.
 */
export const CROSS_SITE_MESSAGE = 'This request did not come from the shop and was refused.';

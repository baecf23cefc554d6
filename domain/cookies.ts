/**
 * Every cookie and browser storage key the shop uses, by purpose: the /cookies page's table and the consent banner's
 * rules both read this one list, so a key added to the shop without a line here is caught by its test.
 */
export const CONSENT_CATEGORIES = ['essential', 'preferences', 'analytics'] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];

/** Where a value lives: a cookie travels with each request; the two storages stay in the browser. */
export type StorageKind = 'cookie' | 'localStorage' | 'sessionStorage';

/** How long a value lasts (each has its text on /cookies). */
export type StorageDuration = 'session' | 'tenMinutes' | 'sevenDays' | 'thirtyDays' | 'ninetyDays' | 'oneYear' | 'untilCleared';

/** What an item is for (each has its text on /cookies). */
export type StoragePurpose =
  | 'session'
  | 'twoFactor'
  | 'guestOrders'
  | 'orderLinks'
  | 'languageCookie'
  | 'languageCookieKept'
  | 'consent'
  | 'cart'
  | 'quoteList'
  | 'dismissedAdverts'
  | 'languageRemembered';

export interface StoredItem {
  /** The cookie or key name as the browser shows it. */
  name: string;
  kind: StorageKind;
  category: ConsentCategory;
  /** Text key of its purpose under cookies.table.items (web/src/i18n/info/…/cookies.json). */
  purpose: StoragePurpose;
  duration: StorageDuration;
  /** Who writes it: the server (Set-Cookie) or the shop's own script in the browser. */
  setBy: 'server' | 'browser';
}

/** The key of the visitor's choice: itself essential, since without it the banner would ask again on every page. */
export const CONSENT_STORAGE_KEY = 'frigidflow.consent';
/** The language remembered across visits (preferences) beside the cookie the server renders pages with. */
export const LANGUAGE_STORAGE_KEY = 'frigidflow.language';

export const STORED_ITEMS: readonly StoredItem[] = [
  { name: 'better-auth.session_token', kind: 'cookie', category: 'essential', purpose: 'session', duration: 'sevenDays', setBy: 'server' },
  { name: 'better-auth.two_factor', kind: 'cookie', category: 'essential', purpose: 'twoFactor', duration: 'tenMinutes', setBy: 'server' },
  { name: 'ff_guest_orders', kind: 'cookie', category: 'essential', purpose: 'guestOrders', duration: 'ninetyDays', setBy: 'server' },
  { name: 'ff_order_links', kind: 'cookie', category: 'essential', purpose: 'orderLinks', duration: 'thirtyDays', setBy: 'server' },
  { name: 'frigidflow_lang', kind: 'cookie', category: 'essential', purpose: 'languageCookie', duration: 'session', setBy: 'browser' },
  { name: CONSENT_STORAGE_KEY, kind: 'localStorage', category: 'essential', purpose: 'consent', duration: 'untilCleared', setBy: 'browser' },
  { name: 'frigidflow.cart.v1', kind: 'localStorage', category: 'essential', purpose: 'cart', duration: 'untilCleared', setBy: 'browser' },
  { name: 'frigidflow.quote-list.v1', kind: 'localStorage', category: 'essential', purpose: 'quoteList', duration: 'untilCleared', setBy: 'browser' },
  { name: 'frigidflow.dismissedAdverts', kind: 'sessionStorage', category: 'essential', purpose: 'dismissedAdverts', duration: 'session', setBy: 'browser' },
  { name: LANGUAGE_STORAGE_KEY, kind: 'localStorage', category: 'preferences', purpose: 'languageRemembered', duration: 'untilCleared', setBy: 'browser' },
  // The same cookie as above, kept for a year instead of the visit when preferences are allowed.
  { name: 'frigidflow_lang', kind: 'cookie', category: 'preferences', purpose: 'languageCookieKept', duration: 'oneYear', setBy: 'browser' },
];

/** The stored choice. Bump the version when a category is added, so every visitor is asked again. */
export const CONSENT_VERSION = 1;

export interface ConsentChoice {
  version: number;
  preferences: boolean;
  analytics: boolean;
  /** ISO date of the choice (shown on /cookies). */
  decidedAt: string;
}

export type ConsentAnswer = 'all' | 'essential' | { preferences: boolean; analytics: boolean };

/** The choice a button of the banner or of the Customize dialog makes, at the given time. */
export function decideConsent(answer: ConsentAnswer, at: Date): ConsentChoice {
  const chosen = answer === 'all' ? { preferences: true, analytics: true } : answer === 'essential' ? { preferences: false, analytics: false } : answer;
  return { version: CONSENT_VERSION, preferences: chosen.preferences === true, analytics: chosen.analytics === true, decidedAt: at.toISOString() };
}

/** The stored choice, or null (ask again) when it is missing, malformed or of an older version; storage is never trusted. */
export function parseConsent(raw: string | null | undefined): ConsentChoice | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { version, preferences, analytics, decidedAt } = value as Record<string, unknown>;
    if (version !== CONSENT_VERSION || typeof preferences !== 'boolean' || typeof analytics !== 'boolean') return null;
    if (typeof decidedAt !== 'string' || Number.isNaN(Date.parse(decidedAt))) return null;
    return { version, preferences, analytics, decidedAt };
  } catch {
    return null;
  }
}

/** Whether something of this category may be stored: essential always; anything else only once the visitor said yes. */
export function allows(choice: ConsentChoice | null, category: ConsentCategory): boolean {
  if (category === 'essential') return true;
  return choice?.[category] === true;
}

/** The browser keys to remove under this choice (after a visitor withdraws consent). Cookies the server sets are all essential. */
export function storageToClear(choice: ConsentChoice | null): StoredItem[] {
  const kept = new Set(STORED_ITEMS.filter((item) => allows(choice, item.category)).map((item) => `${item.kind}:${item.name}`));
  return STORED_ITEMS.filter((item) => item.kind !== 'cookie' && item.setBy === 'browser' && !kept.has(`${item.kind}:${item.name}`));
}

/** The items of a category, for the /cookies table and the Customize dialog. */
export function itemsOf(category: ConsentCategory, items: readonly StoredItem[] = STORED_ITEMS): StoredItem[] {
  return items.filter((item) => item.category === category);
}

/** The shop's languages: the interface, server-rendered pages and customer e-mails all use these. */
export const LANGUAGES = ['en', 'fr', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** The Intl locale of each language, for money, numbers and dates: North American French and Spanish. */
const LOCALES: Record<Language, string> = { en: 'en-US', fr: 'fr-CA', es: 'es-US' };

/** The Intl locale for a language tag ('fr' → 'fr-CA'); English (US) for anything else. */
export function localeFor(language: string | undefined): string {
  const primary = language?.split('-')[0];
  return isLanguage(primary) ? LOCALES[primary] : LOCALES[DEFAULT_LANGUAGE];
}

/** The cookie that carries the visitor's choice to the server (pages rendered there, e-mails). It holds nothing else. */
export const LANGUAGE_COOKIE = 'frigidflow_lang';
/** The header the shop's pages send with each API call: the language the page is drawn in. */
export const PAGE_LANGUAGE_HEADER = 'x-page-language';

export function isLanguage(value: unknown): value is Language {
  return LANGUAGES.some((language) => language === value);
}

/** The stored choice if valid, else the first supported browser language, else English. */
export function pickLanguage(stored: string | null, browserLanguages: readonly string[]): Language {
  if (isLanguage(stored)) return stored;
  for (const tag of browserLanguages) {
    const primary = tag.toLowerCase().split('-')[0];
    if (isLanguage(primary)) return primary;
  }
  return DEFAULT_LANGUAGE;
}

/** The language tags of an Accept-Language header, most preferred first (q=0 means "not this one"). */
export function parseAcceptLanguage(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter(({ tag, weight }) => tag !== '' && tag !== '*' && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map(({ tag }) => tag);
}

/** The value of one cookie in a Cookie header, or null. */
export function readCookie(header: string | undefined, name: string): string | null {
  for (const pair of header?.split(';') ?? []) {
    const [key, ...value] = pair.trim().split('=');
    if (key === name) return value.join('=');
  }
  return null;
}

/** The language of a request: the visitor's choice in the cookie, else the best Accept-Language match, else English. */
export function requestLanguage(headers: { pageLanguage?: string | undefined; cookie?: string | undefined; acceptLanguage?: string | undefined }): Language {
  // The shop's own page says which language it is drawn in (its address's, docs/decisions/039): what the buyer reads.
  if (isLanguage(headers.pageLanguage)) return headers.pageLanguage;
  return pickLanguage(readCookie(headers.cookie, LANGUAGE_COOKIE), parseAcceptLanguage(headers.acceptLanguage));
}

import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from './languages';

/**
 * Each language's own address for a public page (docs/decisions/039): English unprefixed (`/products/r-410a`), the
 * others under their code (`/fr/products/r-410a`, `/es/products/r-410a`); one route table, the prefix only picks
 * the language.
 */

/** A language written in an address: every language but English, the unprefixed one. */
const PREFIXED: readonly Language[] = LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE);

/** The language an address is prefixed with, and the address without it; `language` is null for an unprefixed one. */
export function splitLanguagePath(pathname: string): { language: Language | null; path: string } {
  const match = /^\/([a-z]{2})(?=\/|$)(.*)$/.exec(pathname);
  const code = match?.[1];
  if (!match || !isLanguage(code) || !PREFIXED.includes(code)) return { language: null, path: pathname };
  return { language: code, path: match[2] || '/' };
}

/** The router's basename for an address: '/fr' under /fr, '' for an unprefixed (English or visitor's choice) one. */
export function languageBasename(pathname: string): string {
  const { language } = splitLanguagePath(pathname);
  return language ? `/${language}` : '';
}

/** The address of `path` (unprefixed, with its query if any) in `language`: `/fr` + path, English as it is. */
export function localizedPath(language: Language, path: string): string {
  if (language === DEFAULT_LANGUAGE) return path;
  return path === '/' || path.startsWith('/?') ? `/${language}${path.slice(1)}` : `/${language}${path}`;
}

/** The hreflang alternates of a page: one per language, and x-default at the English (unprefixed) address. */
export function languageAlternates(path: string): { hreflang: Language | 'x-default'; path: string }[] {
  return [
    ...LANGUAGES.map((language) => ({ hreflang: language, path: localizedPath(language, path) })),
    { hreflang: 'x-default' as const, path },
  ];
}

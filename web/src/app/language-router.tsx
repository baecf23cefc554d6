import { useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Router, UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router';
import { languageBasename, localizedPath, splitLanguagePath } from '@domain/language-addresses';
import { showLanguage } from '@web/i18n';
import { isLanguage, type Language } from '@web/i18n/languages';

type BrowserHistory = ReturnType<typeof createBrowserHistory>;
let history: BrowserHistory | null = null;
// Made on first use: the server renderer loads this module too, with no window.
const browserHistory = (): BrowserHistory => (history ??= createBrowserHistory({ v5Compat: true }));

/**
 * BrowserRouter whose basename is the address's language prefix (docs/decisions/039): under /fr every link and
 * navigation of the one route table stays under /fr, and a page address moving to another language keeps its page.
 */
export function LanguageRouter({ children }: { children: ReactNode }) {
  const [{ action, location }, setState] = useState(() => ({ action: browserHistory().action, location: browserHistory().location }));
  useLayoutEffect(() => browserHistory().listen(({ action: next, location: at }) => setState({ action: next, location: at })), []);
  const addressLanguage = splitLanguagePath(location.pathname).language;
  const { i18n } = useTranslation();
  // Back or Forward to another language's address shows that language.
  useEffect(() => {
    if (addressLanguage) void showLanguage(addressLanguage);
  }, [addressLanguage]);
  // A language chosen elsewhere on a language's address (the account's settings) moves to the new language's address.
  useEffect(() => {
    const follow = (next: string) => {
      const shown = splitLanguagePath(window.location.pathname).language;
      if (shown && isLanguage(next) && next !== shown) goToLanguage(next);
    };
    i18n.on('languageChanged', follow);
    return () => i18n.off('languageChanged', follow);
  }, [i18n]);
  return (
    <Router basename={languageBasename(location.pathname)} location={location} navigationType={action} navigator={browserHistory()}>
      {children}
    </Router>
  );
}

/** Opens the page shown now at its address in `language` (English unprefixed), as a new history entry. */
export function goToLanguage(language: Language): void {
  const { pathname, search, hash } = window.location;
  const target = `${localizedPath(language, splitLanguagePath(pathname).path)}${search}${hash}`;
  if (target !== `${pathname}${search}${hash}`) browserHistory().push(target);
}

import i18next, { type BackendModule, type InitOptions, type ParseKeys, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type englishTypes from './en.json';
// The texts of the layout and the home page ship with the app; the pages' texts come with the pages (text-parts.ts).
import shellTexts from './en.json?shell';
import { LANGUAGE_STORAGE_KEY } from '@domain/cookies';
import { splitLanguagePath } from '@domain/language-addresses';
import { readCookie } from '@domain/languages';
import { consentAllows, onConsentChange } from '@web/lib/consent';
import { laterPartsLive } from '@web/lib/later-part';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_COOKIE, LANGUAGES, pickLanguage, type Language } from './languages';

type English = typeof englishTypes;

/** A key of en.json, for tables of labels (menus, routes). */
export type TranslationKey = ParseKeys;

const STORAGE_KEY = LANGUAGE_STORAGE_KEY;

// English ships with the app (it is also the fallback); the others load on demand, whole. Typing them
// as English makes a key missing from fr.json or es.json a compile error too.
const loaders: Record<Exclude<Language, 'en'>, () => Promise<{ default: English }>> = {
  fr: () => import('./fr.json'),
  es: () => import('./es.json'),
};

const lazyLanguages: BackendModule = {
  type: 'backend',
  init() {},
  read(language, _namespace, callback) {
    const load = isLanguage(language) && language !== 'en' ? loaders[language] : undefined;
    if (!load) return callback(null, language === 'en' ? (shellTexts as ResourceKey) : {});
    load().then(
      (module) => callback(null, module.default as ResourceKey),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

function readStoredLanguage(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * The cookie lets the server render the next page in this language; it holds nothing else. It lasts for the visit
 * (essential: the page the visitor asked for) unless preferences are allowed, then a year (domain/cookies.ts).
 */
function writeLanguageCookie(language: Language): void {
  const lifetime = consentAllows('preferences') ? `; max-age=${60 * 60 * 24 * 365}` : '';
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/${lifetime}; samesite=lax`;
}

function rememberLanguage(language: Language): void {
  writeLanguageCookie(language);
  if (!consentAllows('preferences')) return;
  try {
    window.localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Storage blocked: the choice lasts for this visit only.
  }
}

/** A new cookie choice gives a language already chosen the lifetime that choice allows. */
function followConsent(): void {
  const chosen = readCookie(document.cookie, LANGUAGE_COOKIE);
  if (isLanguage(chosen)) rememberLanguage(chosen);
}

/** What the browser and the server renderer configure alike. */
export const I18N_OPTIONS = {
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: LANGUAGES.map((l) => l.code),
  load: 'languageOnly',
  interpolation: { escapeValue: false }, // React escapes what it renders.
  react: { useSuspense: false },
  showSupportNotice: false,
} satisfies InitOptions;

let started: Promise<void> | null = null;
let pageTextsLoaded: Promise<void> | null = null;

/**
 * Adds the English texts of the lazily loaded pages (they are also every language's fallback); a page's code waits for
 * them before it renders. Only the browser app needs it: the server renderer's i18next holds every text already.
 */
export function loadPageTexts(): Promise<void> {
  if (!started) return Promise.resolve();
  const ready = started;
  pageTextsLoaded ??= Promise.all([import('./en.json?pages'), ready]).then(([{ default: pageTexts }]) => {
    i18next.addResourceBundle('en', 'translation', pageTexts, true, false);
  });
  return pageTextsLoaded;
}

/** Starts i18next in the visitor's language; resolves once that language's texts are loaded. */
export function initI18n(): Promise<void> {
  started ??= start();
  return started;
}

async function start(): Promise<void> {
  // Without the preferences consent the choice lives only in the visit's cookie.
  const stored = readStoredLanguage() ?? readCookie(document.cookie, LANGUAGE_COOKIE);
  // A language's own address (/fr/…) shows that language; an unprefixed one the visitor's choice (docs/decisions/039).
  const language = splitLanguagePath(window.location.pathname).language ?? pickLanguage(stored, navigator.languages ?? [navigator.language]);
  if (isLanguage(stored)) writeLanguageCookie(stored);
  onConsentChange(followConsent);
  document.documentElement.lang = language;
  i18next.on('languageChanged', (current) => {
    document.documentElement.lang = current;
  });
  await i18next
    .use(lazyLanguages)
    .use(initReactI18next)
    .init({
      ...I18N_OPTIONS,
      lng: language,
      resources: { en: { translation: shellTexts } },
      partialBundledLanguages: true,
    })
    .catch(() => undefined); // A language that fails to load falls back to English.
}

/** Switches the interface language (once its texts are loaded) and remembers the visitor's choice. */
export async function changeLanguage(language: Language): Promise<void> {
  rememberLanguage(language);
  await showLanguage(language);
}

/** Shows the interface in a language without making it the visitor's choice (an address's own language). */
export async function showLanguage(language: Language): Promise<void> {
  if (i18next.language === language) return;
  // Parts of the page still showing their server HTML come to life first, in the language they were drawn in.
  await laterPartsLive();
  await i18next.changeLanguage(language);
}

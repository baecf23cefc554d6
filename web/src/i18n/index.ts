import i18next, { type BackendModule, type ParseKeys, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './en.json';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, pickLanguage, type Language } from './languages';

/** A key of en.json, for tables of labels (menus, routes). */
export type TranslationKey = ParseKeys;

const STORAGE_KEY = 'frigidflow.language';

// English ships with the app (it is also the fallback); the others load on demand. Typing them
// as `typeof en` makes a key missing from fr.json or es.json a compile error too.
const loaders: Record<Exclude<Language, 'en'>, () => Promise<{ default: typeof en }>> = {
  fr: () => import('./fr.json'),
  es: () => import('./es.json'),
};

const lazyLanguages: BackendModule = {
  type: 'backend',
  init() {},
  read(language, _namespace, callback) {
    const load = isLanguage(language) && language !== 'en' ? loaders[language] : undefined;
    if (!load) return callback(null, language === 'en' ? (en as ResourceKey) : {});
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

function rememberLanguage(language: Language): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Storage blocked: the choice lasts for this visit only.
  }
}

/** Starts i18next in the visitor's language; resolves once that language's texts are loaded. */
export async function initI18n(): Promise<void> {
  const language = pickLanguage(readStoredLanguage(), navigator.languages ?? [navigator.language]);
  document.documentElement.lang = language;
  i18next.on('languageChanged', (current) => {
    document.documentElement.lang = current;
  });
  await i18next
    .use(lazyLanguages)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: LANGUAGES.map((l) => l.code),
      load: 'languageOnly',
      resources: { en: { translation: en } },
      partialBundledLanguages: true,
      interpolation: { escapeValue: false }, // React escapes what it renders.
      react: { useSuspense: false },
      showSupportNotice: false,
    })
    .catch(() => undefined); // A language that fails to load falls back to English.
}

/** Switches the interface language (once its texts are loaded) and remembers the visitor's choice. */
export async function changeLanguage(language: Language): Promise<void> {
  rememberLanguage(language);
  await i18next.changeLanguage(language);
}

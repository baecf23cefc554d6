import i18next from 'i18next';
import type { UseTranslationOptions } from 'react-i18next';
import { changeLanguage, initI18n } from './index';
import { isLanguage, type Language } from './languages';

type OtherLanguage = Exclude<Language, 'en'>;

// Re-render when a language's texts arrive after the screen has drawn (react-i18next reads this option per hook;
// its types list only some of the options it reads).
const FOLLOW_ADDED_TEXTS = { bindI18nStore: 'added' } as UseTranslationOptions<undefined>;

/**
 * An i18n namespace whose texts come with the code that shows them instead of with the first download: English
 * ships with that code (it is every language's fallback), French and Spanish load when first needed. Used by the
 * back office ('admin') and the information pages ('info').
 */
export function lazyNamespace<Texts>(namespace: string, english: Texts, loaders: Record<OtherLanguage, () => Promise<{ default: Texts }>>) {
  const loaded = new Map<string, Promise<void>>();
  let followingLanguage = false;

  /**
   * Adds the texts of a language, by default the visitor's. i18next's start is awaited first, since a page's code
   * loads alongside it; later changes of language, however made, bring their texts too.
   */
  async function load(requested?: string): Promise<void> {
    await initI18n();
    if (!followingLanguage) {
      followingLanguage = true;
      i18next.on('languageChanged', (next) => void load(next));
    }
    const language = requested ?? i18next.resolvedLanguage;
    if (!i18next.hasResourceBundle('en', namespace)) i18next.addResourceBundle('en', namespace, english as object, true, true);
    if (!isLanguage(language) || language === 'en') return;
    const existing = loaded.get(language);
    if (existing) return existing;
    const pending = loaders[language]().then(
      (module) => {
        i18next.addResourceBundle(language, namespace, module.default as object, true, true);
      },
      () => {
        loaded.delete(language); // Shown in English this time; tried again at the next change.
      },
    );
    loaded.set(language, pending);
    return pending;
  }

  /** Switches the interface language once this namespace's texts of that language are in, so nothing flashes English. */
  async function change(language: Language): Promise<void> {
    await load(language);
    await changeLanguage(language);
  }

  return { load, change, followOptions: FOLLOW_ADDED_TEXTS };
}


import i18next from 'i18next';
import { useTranslation, type UseTranslationOptions } from 'react-i18next';
import { changeLanguage, initI18n } from '@web/i18n';
import { isLanguage, type Language } from '@web/i18n/languages';
import english from './en';
import type { AdminTexts } from './texts';

/** The back office's texts live in their own namespace and chunk, so storefront visitors never download them. */
export const ADMIN_NAMESPACE = 'admin';

const loaders: Record<Exclude<Language, 'en'>, () => Promise<{ default: AdminTexts }>> = {
  fr: () => import('./fr'),
  es: () => import('./es'),
};

const loaded = new Map<string, Promise<void>>();

let followingLanguage = false;

/**
 * Adds the admin texts of a language, by default the visitor's (English is the fallback of every language and ships
 * with the admin chunk). The admin route loads alongside i18next's start, so the visitor's language is awaited first;
 * later changes of language, however made, bring their admin texts too.
 */
export async function loadAdminTexts(requested?: string): Promise<void> {
  await initI18n();
  if (!followingLanguage) {
    followingLanguage = true;
    i18next.on('languageChanged', (next) => void loadAdminTexts(next));
  }
  const language = requested ?? i18next.resolvedLanguage;
  if (!i18next.hasResourceBundle('en', ADMIN_NAMESPACE)) i18next.addResourceBundle('en', ADMIN_NAMESPACE, english, true, true);
  if (!isLanguage(language) || language === 'en') return;
  const existing = loaded.get(language);
  if (existing) return existing;
  const pending = loaders[language]().then(
    (module) => {
      i18next.addResourceBundle(language, ADMIN_NAMESPACE, module.default, true, true);
    },
    () => {
      loaded.delete(language); // Shown in English this time; tried again at the next change.
    },
  );
  loaded.set(language, pending);
  return pending;
}

/** Switches the interface language once the admin texts of that language are in, so no screen flashes English. */
export async function changeAdminLanguage(language: Language): Promise<void> {
  await loadAdminTexts(language);
  await changeLanguage(language);
}

/** `t` over the admin texts (`t('products.title')`); keys are typed from the English files. */
// Re-render when a language's admin texts arrive after the screen has drawn (react-i18next reads this option per
// hook; its types list only some of the options it reads).
const FOLLOW_ADDED_TEXTS = { bindI18nStore: 'added' } as UseTranslationOptions<undefined>;

export function useAdminTranslation() {
  return useTranslation(ADMIN_NAMESPACE, FOLLOW_ADDED_TEXTS);
}

import { useTranslation } from 'react-i18next';
import { localized, type Localized, type TranslatableValue, type Translations } from '@domain/translations';

/** `lang="en"` on a text that fell back to English on a French or Spanish page, so screen readers say it right. */
export function fallbackLang(text: Localized<TranslatableValue | null>, pageLanguage: string): 'en' | undefined {
  return text.language === 'en' && !pageLanguage.startsWith('en') ? 'en' : undefined;
}

/** A text the owner writes, in the page's language (docs/decisions/038): its value and the `lang` its element needs. */
export interface PageText<T> {
  value: T;
  lang: 'en' | undefined;
}

/**
 * Picks a record's text for the page's language with `localized`, and says whether its element needs `lang="en"`:
 * `text(member.position, member.translations, 'position')`.
 */
export function useLocalized() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  return function text<F extends string, T extends string | null>(english: T, translations: Translations<F> | null | undefined, field: F): PageText<T> {
    const picked = localized(english, translations, field, language);
    return { value: picked.value, lang: fallbackLang(picked, language) };
  };
}

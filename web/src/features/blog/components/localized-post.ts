import { useTranslation } from 'react-i18next';
import { blogSlugIn } from '@domain/blog';
import type { BlogTranslatedField } from '@domain/content';
import { localized, type TranslatableValue, type Translations } from '@domain/translations';
import { fallbackLang, type PageText } from '@web/lib/use-localized';

/** What a post carries to be read in every language: its English texts and their French and Spanish. */
interface TranslatablePost {
  title: string;
  excerpt: string;
  tags: string[];
  slug: string;
  body?: string;
  translations: Translations<BlogTranslatedField>;
}

/** A post in one language: each text with the `lang` its element needs when it fell back to English. */
export interface LocalizedPost {
  title: PageText<string>;
  excerpt: PageText<string>;
  tags: PageText<string[]>;
  body: PageText<string>;
}

/** A post's slug in `language` (docs/decisions/038): the translation's own slug, else the English one. */
export function postSlugIn(post: Pick<TranslatablePost, 'slug' | 'translations'>, language: string): string {
  const slug = (lang: 'fr' | 'es') => {
    const value = post.translations[lang]?.slug;
    return typeof value === 'string' ? value : undefined;
  };
  return blogSlugIn({ en: post.slug, fr: slug('fr'), es: slug('es') }, language);
}

/** Picks a post's title, excerpt, tags and body for the page's language, marking an English fallback `lang="en"`. */
export function useLocalizedPost() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  return function localize(post: TranslatablePost): LocalizedPost {
    const pick = <T extends TranslatableValue>(english: T, field: BlogTranslatedField): PageText<T> => {
      const chosen = localized<BlogTranslatedField, T>(english, post.translations, field, language);
      return { value: chosen.value, lang: fallbackLang(chosen, language) };
    };
    const tags = pick<readonly string[]>(post.tags, 'tags');
    return {
      title: pick(post.title, 'title'),
      excerpt: pick(post.excerpt, 'excerpt'),
      tags: { value: [...tags.value], lang: tags.lang },
      body: pick(post.body ?? '', 'body'),
    };
  };
}

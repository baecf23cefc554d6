import { LANGUAGES, type Language } from '@domain/languages';

/**
 * Open Graph's locale of each language (docs/decisions/039): the shop sells in North America, so Canadian French
 * (Québec's buyers) and Mexican Spanish; English is the United States'.
 */
export const OG_LOCALES: Record<Language, string> = { en: 'en_US', fr: 'fr_CA', es: 'es_MX' };

/** og:locale of the page's language and og:locale:alternate of the others. */
export function ogLocaleTags(language: Language): string {
  return [
    `<meta property="og:locale" content="${OG_LOCALES[language]}" />`,
    ...LANGUAGES.filter((other) => other !== language).map((other) => `<meta property="og:locale:alternate" content="${OG_LOCALES[other]}" />`),
  ].join('\n    ');
}

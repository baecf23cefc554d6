import { LANGUAGES as LANGUAGE_CODES, type Language } from '@domain/languages';

export { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_COOKIE, pickLanguage, requestLanguage, type Language } from '@domain/languages';

/** Each language's name in its own language, never translated. */
const NAMES: Record<Language, string> = { en: 'English', fr: 'Français', es: 'Español' };

/** The interface languages with their names, for the language menus. */
export const LANGUAGES = LANGUAGE_CODES.map((code) => ({ code, label: NAMES[code] }));

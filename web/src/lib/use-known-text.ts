import { useTranslation } from 'react-i18next';
import { knownText } from '@domain/known-texts';

/** A stored text the shop shipped with, in the visitor's language; the shop's own text as written (domain/known-texts.ts). */
export function useKnownText(): (text: string) => string {
  const { t } = useTranslation();
  return (text) => {
    const key = knownText(text);
    return key ? t(`known.${key}`) : text;
  };
}

import i18next, { type i18n } from 'i18next';
import en from './en.json';
import es from './es.json';
import fr from './fr.json';
import { I18N_OPTIONS } from './index';
import infoEn from './info/en';
import infoEs from './info/es';
import infoFr from './info/fr';
import type { Language } from './languages';

const resources = {
  en: { translation: en, info: infoEn },
  fr: { translation: fr, info: infoFr },
  es: { translation: es, info: infoEs },
};
const instances = new Map<Language, i18n>();

/** A ready i18next instance per language for the server renderer: every text is bundled, so it starts synchronously. */
export function i18nFor(language: Language): i18n {
  let instance = instances.get(language);
  if (!instance) {
    instance = i18next.createInstance();
    void instance.init({ ...I18N_OPTIONS, lng: language, resources, initAsync: false });
    instances.set(language, instance);
  }
  return instance;
}

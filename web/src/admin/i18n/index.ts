import { useTranslation } from 'react-i18next';
import { lazyNamespace } from '@web/i18n/lazy-namespace';
import type { Language } from '@web/i18n/languages';
import english from './en';
import type { AdminTexts } from './texts';

/** The back office's texts live in their own namespace and chunk, so storefront visitors never download them. */
export const ADMIN_NAMESPACE = 'admin';

const adminTexts = lazyNamespace<AdminTexts>(ADMIN_NAMESPACE, english, {
  fr: () => import('./fr'),
  es: () => import('./es'),
});

/** Adds the admin texts of a language, by default the visitor's; English ships with the admin chunk. */
export function loadAdminTexts(requested?: string): Promise<void> {
  return adminTexts.load(requested);
}

/** Switches the interface language once the admin texts of that language are in, so no screen flashes English. */
export function changeAdminLanguage(language: Language): Promise<void> {
  return adminTexts.change(language);
}

/** `t` over the admin texts (`t('products.title')`); keys are typed from the English files. */
export function useAdminTranslation() {
  return useTranslation(ADMIN_NAMESPACE, adminTexts.followOptions);
}

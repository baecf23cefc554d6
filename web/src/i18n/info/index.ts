import { useTranslation } from 'react-i18next';
import { lazyNamespace } from '../lazy-namespace';
import english from './en';
import type { InfoTexts } from './texts';

/**
 * The information pages' texts (about, blog, contact, FAQ, support, shipping, compliance, policies, site map…) live
 * in their own namespace, one file per page, so the first download and the shell's French and Spanish stay small.
 */
export const INFO_NAMESPACE = 'info';

const infoTexts = lazyNamespace<InfoTexts>(INFO_NAMESPACE, english, {
  fr: () => import('./fr'),
  es: () => import('./es'),
});

/** Adds the information pages' texts of a language, by default the visitor's. */
export function loadInfoTexts(requested?: string): Promise<void> {
  return infoTexts.load(requested);
}

/** `t` over the information pages' texts (`t('faq.title')`); keys are typed from the English files. */
export function useInfoTranslation() {
  return useTranslation(INFO_NAMESPACE, infoTexts.followOptions);
}

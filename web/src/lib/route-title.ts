import { createContext, useContext, useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { TranslationKey } from '@web/i18n';

/** What a route declares about itself in its `handle`. */
export interface RouteHandle {
  titleKey: TranslationKey;
}

export function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && typeof (handle as { titleKey?: unknown }).titleKey === 'string';
}

/** The title key of the deepest route matching the address that declares one; the app's route table provides it. */
export const RouteTitleKeyContext = createContext<TranslationKey | null>(null);

// A page that knows a better title than its route (a product's name) sets it here while it is shown.
let pageTitle: string | null = null;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
function setPageTitle(title: string | null) {
  pageTitle = title;
  for (const listener of listeners) listener();
}

/** Gives the document the page's own title (e.g. the product name) instead of its route's generic one. */
export function usePageTitle(title: string | null | undefined): void {
  useEffect(() => {
    if (!title) return undefined;
    setPageTitle(title);
    return () => setPageTitle(null);
  }, [title]);
}

/** The page's own title when it set one, else the translated title of the deepest matched route that declares one, or null. */
export function useRouteTitle(): string | null {
  const { t } = useTranslation();
  const own = useSyncExternalStore(subscribe, () => pageTitle, () => null);
  const titleKey = useContext(RouteTitleKeyContext);
  return own ?? (titleKey ? t(titleKey) : null);
}

import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import type { TranslationKey } from '@web/i18n';

/** What a route declares about itself in its `handle`. */
export interface RouteHandle {
  titleKey: TranslationKey;
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && typeof (handle as { titleKey?: unknown }).titleKey === 'string';
}

/** The translated title of the deepest matched route that declares one, or null. */
export function useRouteTitle(): string | null {
  const { t } = useTranslation();
  const handle = useMatches()
    .map((match) => match.handle)
    .findLast(isRouteHandle);
  return handle ? t(handle.titleKey) : null;
}

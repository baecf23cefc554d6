import { useSyncExternalStore } from 'react';

const STORAGE_KEY = 'frigidflow.dismissedAdverts';

/** Parses the stored list, keeping only strings; anything else reads as nothing dismissed. */
export function parseDismissed(raw: string | null): readonly string[] {
  try {
    const value: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

function read(): readonly string[] {
  try {
    return parseDismissed(window.sessionStorage.getItem(STORAGE_KEY));
  } catch {
    return [];
  }
}

let dismissed: readonly string[] | null = null;
const listeners = new Set<() => void>();

const snapshot = () => (dismissed ??= read());
const EMPTY: readonly string[] = [];

/** Hides a dismissible advert for the rest of the browser session (storefront spec §4). */
export function dismissAdvert(id: string): void {
  const next = [...new Set([...snapshot(), id])];
  dismissed = next;
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Storage blocked: the advert stays hidden until the page is reloaded.
  }
  for (const listener of listeners) listener();
}

export function useDismissedAdverts(): readonly string[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    snapshot,
    () => EMPTY,
  );
}

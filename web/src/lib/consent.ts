import { useSyncExternalStore } from 'react';
import {
  allows,
  CONSENT_STORAGE_KEY,
  decideConsent,
  parseConsent,
  storageToClear,
  type ConsentAnswer,
  type ConsentCategory,
  type ConsentChoice,
} from '@domain/cookies';

/**
 * The visitor's cookie choice (domain/cookies.ts), kept in localStorage under CONSENT_STORAGE_KEY (an essential entry),
 * shared by the consent banner, the /cookies page, the footer's Cookie Settings link and whatever stores something
 * non-essential (the remembered language): they all live in different parts of the app, so the store sits here.
 */
export interface ConsentState {
  /** False on the server and while hydrating: nothing is known yet, so no banner is drawn. */
  known: boolean;
  choice: ConsentChoice | null;
  /** The Customize dialog is open (from the banner, the footer or /cookies). */
  settingsOpen: boolean;
}

const SERVER_STATE: ConsentState = { known: false, choice: null, settingsOpen: false };
const listeners = new Set<() => void>();
const changeHandlers = new Set<(choice: ConsentChoice) => void>();
let state: ConsentState | null = null;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function snapshot(): ConsentState {
  state ??= { known: true, choice: parseConsent(storage()?.getItem(CONSENT_STORAGE_KEY)), settingsOpen: false };
  return state;
}

function update(next: Partial<ConsentState>): void {
  state = { ...snapshot(), ...next };
  listeners.forEach((listener) => listener());
}

/** The current choice, read from storage once: null until the visitor has chosen. */
export function currentConsent(): ConsentChoice | null {
  return typeof window === 'undefined' ? null : snapshot().choice;
}

/** Whether something of this category may be stored now. */
export function consentAllows(category: ConsentCategory): boolean {
  return allows(currentConsent(), category);
}

/** Records the visitor's answer, removes what it no longer allows, and lets the owners of such data adjust. */
export function saveConsent(answer: ConsentAnswer): void {
  const choice = decideConsent(answer, new Date());
  const local = storage();
  try {
    local?.setItem(CONSENT_STORAGE_KEY, JSON.stringify(choice));
  } catch {
    // Storage blocked: the choice holds for this page only, and the banner asks again on the next visit.
  }
  for (const item of storageToClear(choice)) {
    try {
      (item.kind === 'localStorage' ? local : window.sessionStorage)?.removeItem(item.name);
    } catch {
      // Nothing stored there to remove.
    }
  }
  update({ choice, settingsOpen: false });
  changeHandlers.forEach((handler) => handler(choice));
}

/** Called after each new choice (the language adjusts its cookie's lifetime). */
export function onConsentChange(handler: (choice: ConsentChoice) => void): () => void {
  changeHandlers.add(handler);
  return () => changeHandlers.delete(handler);
}

/** Opens the Customize dialog (the footer's Cookie Settings link, the /cookies page's button). */
export function openCookieSettings(): void {
  update({ settingsOpen: true });
}

export function closeCookieSettings(): void {
  update({ settingsOpen: false });
}

export function useConsent(): ConsentState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    snapshot,
    () => SERVER_STATE,
  );
}

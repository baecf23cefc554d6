import { useSyncExternalStore } from 'react';

/** A small external store (for useSyncExternalStore) whose state survives reloads in localStorage. */
export interface PersistedStore<S, A> {
  getSnapshot(): S;
  /** The state before anything is read from storage: what the server renders, and what hydration starts from. */
  getServerSnapshot(): S;
  subscribe(listener: () => void): () => void;
  dispatch(action: A): void;
}

export interface PersistedStoreOptions<S, A> {
  key: string;
  initial: S;
  reducer: (state: S, action: A) => S;
  /** Rebuilds the state from stored JSON, dropping anything malformed; stored data is never trusted. */
  parse: (raw: unknown) => S;
  /** Defaults to window.localStorage when there is one. */
  storage?: Pick<Storage, 'getItem' | 'setItem'> | null;
}

function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Access throws when the browser blocks site data; the store then lives in memory only.
    return null;
  }
}

export function createPersistedStore<S, A>(options: PersistedStoreOptions<S, A>): PersistedStore<S, A> {
  const { key, initial, reducer, parse } = options;
  const storage = options.storage === undefined ? browserStorage() : options.storage;
  const listeners = new Set<() => void>();
  let state: S | undefined;

  const read = (): S => {
    try {
      const raw = storage?.getItem(key);
      return raw ? parse(JSON.parse(raw)) : initial;
    } catch {
      return initial;
    }
  };

  const notify = () => listeners.forEach((listener) => listener());

  // Another tab changed the same key: adopt its state.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== key && event.key !== null) return;
    state = read();
    notify();
  };

  const getSnapshot = (): S => {
    state ??= read();
    return state;
  };

  return {
    getSnapshot,
    getServerSnapshot: () => initial,
    subscribe(listener) {
      if (listeners.size === 0 && typeof window !== 'undefined') window.addEventListener('storage', onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
      };
    },
    dispatch(action) {
      const current = getSnapshot();
      const next = reducer(current, action);
      if (Object.is(next, current)) return;
      state = next;
      try {
        storage?.setItem(key, JSON.stringify(next));
      } catch {
        // Quota exceeded or storage blocked: keep the in-memory state.
      }
      notify();
    },
  };
}

export function usePersistedStore<S, A>(store: PersistedStore<S, A>): S {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot);
}

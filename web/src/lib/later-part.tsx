import { Suspense, useEffect, useRef, type ComponentType } from 'react';
import { preloadableLazy } from './preloadable-lazy';

const parts = new Set<() => Promise<void>>();
/** Later parts on the page whose server HTML React has not brought to life yet, and who waits for them. */
let notLive = 0;
let waiting: (() => void)[] = [];

function partLive() {
  notLive -= 1;
  if (notLive > 0) return;
  for (const resolve of waiting) resolve();
  waiting = [];
}

/** Runs once its boundary is live (hydrated, or drawn in the browser). */
function Live({ onLive }: { onLive: () => void }) {
  useEffect(onLive, [onLive]);
  return null;
}

/**
 * A part of a page that is not needed to act on it first (the footer, the home page's sections below the hero): its
 * code stays out of the first download. The server renders it as usual; in the browser its HTML stays as drawn and
 * comes to life once its code is in, after the rest of the page (React hydrates a suspended boundary later). A tap on
 * it meanwhile is held by /boot.js and played then.
 */
export function laterPart<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Part = preloadableLazy(load);
  parts.add(() => Part.preload());
  function LaterPart(props: P) {
    const state = useRef<'drawing' | 'waited-for' | 'live'>('drawing');
    const onLive = useRef(() => {
      if (state.current === 'waited-for') partLive();
      state.current = 'live';
    }).current;
    // A boundary hydrated in the same commit is live before this runs (children's effects run first).
    useEffect(() => {
      if (state.current === 'drawing') {
        state.current = 'waited-for';
        notLive += 1;
      }
      // A part that leaves the page before it was live is waited for no more.
      return () => {
        if (state.current === 'waited-for') partLive();
        state.current = 'live';
      };
    }, []);
    return (
      <Suspense fallback={null}>
        <Part {...props} />
        <Live onLive={onLive} />
      </Suspense>
    );
  }
  return LaterPart;
}

/**
 * Resolves once every later part on the page is live. A change of global state that their texts read (the language)
 * must wait for it: a part hydrating after the change would draw other words than its server HTML (React error 418).
 */
export async function laterPartsLive(): Promise<void> {
  await preloadLaterParts();
  if (notLive === 0) return;
  await new Promise<void>((resolve) => waiting.push(resolve));
}

/**
 * Loads the code of every later part: the server renderer before it renders (so its HTML holds them), the browser once
 * the page is live (so a page drawn later shows them at once).
 */
export async function preloadLaterParts(): Promise<void> {
  await Promise.all([...parts].map((preload) => preload()));
}

import { lazy, useState, type ComponentType } from 'react';

/** A lazily loaded component that can also be loaded ahead of time. */
export type PreloadableComponent<P extends object> = ComponentType<P> & { preload(): Promise<void> };

/**
 * React.lazy, plus `preload()`: once preloaded, the component renders at once instead of suspending.
 * The server renderer and the browser (before hydrating) preload what the address shows, so both draw the same HTML;
 * otherwise the code is fetched on first use.
 */
export function preloadableLazy<P extends object>(load: () => Promise<ComponentType<P>>): PreloadableComponent<P> {
  let loaded: ComponentType<P> | null = null;
  const Lazy = lazy(async () => ({ default: (loaded = await load()) }));
  function Preloadable(props: P) {
    // Chosen once per mount: switching from the lazy wrapper to the loaded component would remount the page.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  return Object.assign(Preloadable, {
    async preload() {
      loaded ??= await load();
    },
  });
}

import { lazy, type ComponentType } from 'react';

/** A lazily loaded component that can also be loaded ahead of time. */
export type PreloadableComponent<P extends object> = ComponentType<P> & { preload(): Promise<void> };

/**
 * React.lazy, plus `preload()`: once preloaded, the component renders at once instead of suspending.
 * The server renderer preloads, so its HTML holds the component; the browser still fetches the code on first use.
 */
export function preloadableLazy<P extends object>(load: () => Promise<ComponentType<P>>): PreloadableComponent<P> {
  let loaded: ComponentType<P> | null = null;
  const Lazy = lazy(async () => ({ default: await load() }));
  function Preloadable(props: P) {
    const Component = loaded ?? Lazy;
    return <Component {...props} />;
  }
  return Object.assign(Preloadable, {
    async preload() {
      loaded = await load();
    },
  });
}

import { createElement, lazy, useState, type ComponentType } from 'react';

/** A page loaded with its route (or a part of a page loaded apart), and loadable ahead of time (on hover, when idle). */
export type LazyPage<P> = ComponentType<P> & { preload: () => Promise<unknown> };

/**
 * `React.lazy` with a `preload` that starts the same download: the route's chunk is fetched once,
 * whichever asks first. A failed download is tried again next time. A page whose code is already
 * here when it is first drawn is drawn at once: `React.lazy` would suspend it even then, showing
 * the nearest spinner for a frame (and React holds the page back for 300 ms after a spinner).
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): LazyPage<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () => {
    pending ??= load()
      .then((component) => {
        loaded = component;
        return { default: component };
      })
      .catch((error: unknown) => {
        pending = undefined;
        throw error;
      });
    return pending;
  };
  const Lazy = lazy(preload);
  function Page(props: P) {
    // Chosen once: a page that began lazy stays so (another component type would remount it).
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return createElement(Component, props);
  }
  return Object.assign(Page, { preload });
}

import { lazy, type ComponentType } from 'react';

/** A page loaded with its route, and loadable ahead of time (on hover, when idle). */
export type LazyPage<P> = ComponentType<P> & { preload: () => Promise<unknown> };

/**
 * `React.lazy` with a `preload` that starts the same download: the route's chunk is fetched once,
 * whichever asks first. A failed download is tried again next time.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): LazyPage<P> {
  let pending: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () => {
    pending ??= load()
      .then((component) => ({ default: component }))
      .catch((error: unknown) => {
        pending = undefined;
        throw error;
      });
    return pending;
  };
  return Object.assign(lazy(preload), { preload });
}

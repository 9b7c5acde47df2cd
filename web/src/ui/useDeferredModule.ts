import { useCallback, useEffect, useState } from 'react';
import { whenLoadedAndIdle } from '@cinevia/ui';

/**
 * A module the page can be used without at first (a menu's popup): loaded when the page is idle,
 * or at once when `request` is called (the member points at, focuses or presses its trigger).
 */
export function useDeferredModule<T>(load: () => Promise<T>): { module: T | null; request: () => void } {
  const [module, setModule] = useState<T | null>(null);
  const request = useCallback(() => {
    load().then(
      (loaded) => setModule(() => loaded),
      (error: unknown) => console.error('Could not load part of the page', error),
    );
  }, [load]);
  useEffect(() => whenLoadedAndIdle(request), [request]);
  return { module, request };
}

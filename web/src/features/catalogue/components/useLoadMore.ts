import { useCallback, useRef, useState } from 'react';

type LoadMoreState = {
  loading: boolean;
  /** The last attempt failed; nothing more is asked for until `loadMore` is called again. */
  failed: boolean;
  /** Why it failed, for the failure's reference. */
  error: unknown;
  /** Asks for the next page, unless a request is already under way. */
  loadMore: () => void;
};

/**
 * The state of a list's "next page" request, for a sentinel or a Load more button. One request at
 * a time: the sentinel may report several times while a page is on its way.
 */
export function useLoadMore(load: () => Promise<unknown>, what: string): LoadMoreState {
  const [status, setStatus] = useState<{ state: 'idle' | 'loading' } | { state: 'failed'; error: unknown }>({
    state: 'idle',
  });
  const busy = useRef(false);
  const loadMore = useCallback(() => {
    if (busy.current) return;
    busy.current = true;
    setStatus({ state: 'loading' });
    load()
      .then(
        () => setStatus({ state: 'idle' }),
        (error: unknown) => {
          console.error(`Could not load more ${what}`, error);
          setStatus({ state: 'failed', error });
        },
      )
      .finally(() => {
        busy.current = false;
      });
  }, [load, what]);
  return {
    loading: status.state === 'loading',
    failed: status.state === 'failed',
    error: status.state === 'failed' ? status.error : undefined,
    loadMore,
  };
}

import { useCallback, useRef, useState } from 'react';

type LoadMoreState = {
  loading: boolean;
  /** The last attempt failed; nothing more is asked for until `loadMore` is called again. */
  failed: boolean;
  /** Asks for the next page, unless a request is already under way. */
  loadMore: () => void;
};

/**
 * The state of a list's "next page" request, for a sentinel or a Load more button. One request at
 * a time: the sentinel may report several times while a page is on its way.
 */
export function useLoadMore(load: () => Promise<unknown>, what: string): LoadMoreState {
  const [status, setStatus] = useState<'idle' | 'loading' | 'failed'>('idle');
  const busy = useRef(false);
  const loadMore = useCallback(() => {
    if (busy.current) return;
    busy.current = true;
    setStatus('loading');
    load()
      .then(
        () => setStatus('idle'),
        (error: unknown) => {
          console.error(`Could not load more ${what}`, error);
          setStatus('failed');
        },
      )
      .finally(() => {
        busy.current = false;
      });
  }, [load, what]);
  return { loading: status === 'loading', failed: status === 'failed', loadMore };
}

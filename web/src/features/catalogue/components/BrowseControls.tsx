import { useRef, type ReactNode } from 'react';
import { Button, SupportReference } from '@cinevia/ui';
import { useWhenVisible } from '../../../ui/useWhenVisible';
import { useLoadMore } from './useLoadMore';
import styles from './CategoriesPage.module.css';

/** Starts on the next page while the member is still a screen or so above the end of the grid. */
const PREFETCH_MARGIN = '0px 0px 800px 0px';

type LoadMoreTitlesProps = {
  shown: number;
  total: number;
  /** What the grid holds, plural: "films", "series". */
  noun: string;
  onLoadMore: () => Promise<unknown>;
};

/**
 * Below a browse grid (categories, TV shows) while titles remain. The next page loads as the button
 * nears view; the button itself is there for keyboard users, and to try again after a failure.
 */
export function LoadMoreTitles({ shown, total, noun, onLoadMore }: LoadMoreTitlesProps) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { loading, failed, error, loadMore } = useLoadMore(onLoadMore, noun);
  useWhenVisible(buttonRef, loadMore, { rootMargin: PREFETCH_MARGIN, enabled: !loading && !failed });
  return (
    <div className={styles.more}>
      <p className={styles.count}>
        Showing {shown} of {total} {noun}
      </p>
      {failed && (
        <div role="alert" className={styles.moreError}>
          <p>More {noun} did not load.</p>
          <SupportReference error={error} />
        </div>
      )}
      {/* aria-disabled rather than disabled, so the button keeps keyboard focus while loading. */}
      <Button
        ref={buttonRef}
        variant="secondary"
        aria-disabled={loading}
        onClick={() => {
          if (!loading) loadMore();
        }}
      >
        {loading ? 'Loading…' : failed ? 'Try Again' : 'Load more'}
      </Button>
    </div>
  );
}

/** A filter of a browse page, pressed while it is the one shown. */
export function Chip({ pressed, onClick, children }: { pressed: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" className={styles.chip} aria-pressed={pressed} onClick={onClick}>
      {children}
    </button>
  );
}

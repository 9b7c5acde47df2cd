import { Button, ChevronLeftIcon, ChevronRightIcon } from '@cinevia/ui';
import { capitalize } from './capitalize';
import type { TablePage } from './usePagedTable';
import styles from './TablePager.module.css';

type TablePagerProps = {
  page: TablePage<unknown>;
  loading: boolean;
  /** What the table lists, one and many: ['film', 'films']. */
  noun: readonly [string, string];
  onNext: () => void;
  onPrevious: () => void;
};

/**
 * Where the table is in the list, with Previous and Next. The buttons are aria-disabled rather
 * than disabled, so keyboard focus stays on them as pages come and go.
 */
export function TablePager({ page, loading, noun: [one, many], onNext, onPrevious }: TablePagerProps) {
  const first = page.offset + 1;
  const last = page.offset + page.items.length;
  const canGoBack = page.hasPrevious && !loading;
  const canGoOn = page.hasNext && !loading;
  return (
    <nav className={styles.pager} aria-label={`${capitalize(one)} pages`}>
      <p role="status" className={styles.range}>
        {loading
          ? `Loading ${many}…`
          : `Showing ${first === last ? first : `${first}–${last}`} of ${page.totalCount} ${page.totalCount === 1 ? one : many}`}
      </p>
      {/* One page says it all; the buttons come once there is somewhere to go. */}
      {(page.hasPrevious || page.hasNext) && (
        <div className={styles.buttons}>
          <Button variant="secondary" aria-disabled={!canGoBack} onClick={() => canGoBack && onPrevious()}>
            <ChevronLeftIcon width={18} height={18} />
            Previous
          </Button>
          <Button variant="secondary" aria-disabled={!canGoOn} onClick={() => canGoOn && onNext()}>
            Next
            <ChevronRightIcon width={18} height={18} />
          </Button>
        </div>
      )}
    </nav>
  );
}

import { Button, ChevronLeftIcon, ChevronRightIcon } from '@cinevia/ui';
import type { AdminFilmPage } from '../api/useAdminVideos';
import styles from './FilmsPager.module.css';

type FilmsPagerProps = { page: AdminFilmPage; loading: boolean; onNext: () => void; onPrevious: () => void };

/**
 * Where the table is in the list, with Previous and Next. The buttons are aria-disabled rather
 * than disabled, so keyboard focus stays on them as pages come and go.
 */
export function FilmsPager({ page, loading, onNext, onPrevious }: FilmsPagerProps) {
  const first = page.offset + 1;
  const last = page.offset + page.films.length;
  const canGoBack = page.hasPrevious && !loading;
  const canGoOn = page.hasNext && !loading;
  return (
    <nav className={styles.pager} aria-label="Film pages">
      <p role="status" className={styles.range}>
        {loading
          ? 'Loading films…'
          : `Showing ${first === last ? first : `${first}–${last}`} of ${page.totalCount} ${page.totalCount === 1 ? 'film' : 'films'}`}
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

import { useSearchParams } from 'react-router-dom';
import { BackButton, LoadError, useDocumentTitle } from '@cinevia/ui';
import { useSeriesBrowse } from '../api/useSeriesBrowse';
import { Chip, LoadMoreTitles } from './BrowseControls';
import { CategoryCardSkeleton } from './CategoryCard';
import { SeriesCard } from './SeriesCard';
import styles from './CategoriesPage.module.css';

const SKELETON_CARDS = 8;

/** TV Shows: every series, or one genre's (?genre=Drama, so Back from a series returns to it), newest first. */
export function SeriesBrowsePage() {
  useDocumentTitle('TV Shows');
  const [params, setParams] = useSearchParams();
  const genre = params.get('genre');
  const choose = (next: string | null) =>
    // Replacing keeps Back meaning "the page before TV Shows"; the scroll position stays put.
    setParams(next ? { genre: next } : {}, { replace: true, preventScrollReset: true });
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <BackButton className={styles.back} />
        <h1 className={styles.title}>TV Shows</h1>
        <p className={styles.intro}>Original series, a season at a time.</p>
      </header>
      {/* One grid per genre, so its pages and its loading state never mix with another's. */}
      <SeriesResults key={genre ?? ''} genre={genre} onChoose={choose} />
    </div>
  );
}

function SeriesResults({ genre, onChoose }: { genre: string | null; onChoose: (genre: string | null) => void }) {
  const { data, error, refetch, loadMore } = useSeriesBrowse(genre);
  if (error && !data) {
    return (
      <LoadError
        title="We couldn't load the TV shows"
        error={error}
        onRetry={() => refetch().catch((retryError: unknown) => console.error('TV shows retry failed', retryError))}
      />
    );
  }
  const page = data?.seriesPage;
  const total = data?.seriesGenres.reduce((sum, one) => sum + one.seriesCount, 0) ?? 0;
  const after = page?.nextCursor;
  return (
    <>
      <div className={styles.filters}>
        <div role="group" aria-label="Genres" className={styles.chips}>
          <Chip pressed={genre === null} onClick={() => onChoose(null)}>
            All Series{data ? ` (${total})` : ''}
          </Chip>
          {data?.seriesGenres.map((one) => (
            <Chip
              key={one.name}
              pressed={genre === one.name}
              onClick={() => onChoose(genre === one.name ? null : one.name)}
            >
              {one.name} ({one.seriesCount})
            </Chip>
          ))}
        </div>
      </div>
      <section className={styles.results} aria-labelledby="results-heading" aria-busy={!page}>
        <div className={styles.resultsHeader}>
          <h2 id="results-heading" className={styles.resultsTitle}>
            {genre ?? 'All Series'}
          </h2>
          <p role="status" className={styles.count}>
            {!page ? 'Loading series' : page.totalCount === 1 ? '1 series' : `${page.totalCount} series`}
          </p>
        </div>
        {!page ? (
          <div className={styles.grid} aria-hidden="true">
            {Array.from({ length: SKELETON_CARDS }, (_, index) => (
              <CategoryCardSkeleton key={index} />
            ))}
          </div>
        ) : page.series.length > 0 ? (
          <>
            <ul className={styles.grid}>
              {page.series.map((series) => (
                <li key={series.id}>
                  <SeriesCard series={series} />
                </li>
              ))}
            </ul>
            {after && (
              <LoadMoreTitles
                shown={page.series.length}
                total={page.totalCount}
                noun="series"
                onLoadMore={() => loadMore(after)}
              />
            )}
          </>
        ) : (
          <p className={styles.empty}>{genre ? 'No series in this genre yet' : 'No series yet'}</p>
        )}
      </section>
    </>
  );
}

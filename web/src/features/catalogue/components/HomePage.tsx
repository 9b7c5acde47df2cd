import { useMemo } from 'react';
import { useMemberContext } from '../../account/components/useMemberContext';
import { LoadError } from '../../../ui/LoadError';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import { useScrollToHash } from '../../../ui/useScrollToHash';
import { useHomeRoute } from '../api/useHomeRoute';
import { continueWatchingRow } from '../utils/continueWatchingRow';
import { homeRows } from '../utils/homeRows';
import { HomeHero, HomeHeroSkeleton } from './HomeHero';
import { SearchResults } from './SearchResults';
import { VideoRow, VideoRowSkeleton } from './VideoRow';
import styles from './HomePage.module.css';

const SKELETON_ROWS = 3;

/** The signed-in home (spec section 2): a featured film, then rows; the header search replaces both. */
export function HomePage() {
  const { searchQuery } = useMemberContext();
  useDocumentTitle(searchQuery ? 'Search' : 'Home');
  if (searchQuery) return <SearchResults query={searchQuery} />;
  return <HomeCatalogue />;
}

function HomeCatalogue() {
  const { data, error, refetch } = useHomeRoute();
  const rows = useMemo(() => (data ? homeRows(data.videos) : []), [data]);
  const continueWatching = useMemo(() => continueWatchingRow(data?.me?.continueWatching ?? []), [data]);
  useScrollToHash(data !== undefined);

  if (error && !data) {
    return (
      <LoadError
        title="We couldn't load the catalogue"
        onRetry={() => refetch().catch((retryError: unknown) => console.error('Home retry failed', retryError))}
      />
    );
  }

  if (!data) {
    return (
      <div aria-busy="true">
        <p role="status" className="visually-hidden">
          Loading the catalogue
        </p>
        <HomeHeroSkeleton />
        <div className={styles.rows}>
          {Array.from({ length: SKELETON_ROWS }, (_, index) => (
            <VideoRowSkeleton key={index} />
          ))}
        </div>
      </div>
    );
  }

  // The first featured film leads; without one, the newest film does (`videos` is newest first).
  const heroVideo = data.featuredVideos[0] ?? data.videos[0];
  if (!heroVideo) {
    return (
      <div className={styles.empty}>
        <h1 className={styles.emptyTitle}>New films are on their way</h1>
        <p className={styles.emptyText}>The catalogue is empty for now. Check back soon.</p>
      </div>
    );
  }

  return (
    <>
      <HomeHero video={heroVideo} />
      <div className={styles.rows}>
        {continueWatching.videos.length > 0 && (
          <VideoRow title="Continue Watching" videos={continueWatching.videos} watched={continueWatching.watched} />
        )}
        {rows.map((row) => (
          <VideoRow key={row.key} title={row.title} videos={row.videos} anchor={row.anchor} />
        ))}
      </div>
    </>
  );
}

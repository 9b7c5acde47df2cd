import { useEffect, useMemo, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { LoadError, PageState, useDocumentTitle } from '@cinevia/ui';
import { useMemberContext } from '../../../session/useMemberContext';
import { useRevealedCount } from '../../../ui/useRevealedCount';
import { useScrollToHash } from '../../../ui/useScrollToHash';
import { useWhenVisible } from '../../../ui/useWhenVisible';
import { useRatings } from '../../ratings';
import { useHomeMember, useHomeRoute, type HomeRow } from '../api/useHomeRoute';
import { continueWatchingRow } from '../utils/continueWatchingRow';
import { HomeHero, HomeHeroSkeleton, heroTitleOf } from './HomeHero';
import { SearchResults } from './SearchResults';
import { useLoadMore } from './useLoadMore';
import { VideoRow, VideoRowSkeleton } from './VideoRow';
import styles from './HomePage.module.css';

const SKELETON_ROWS = 3;

/** Starts on the next rows while the member is still a screen or so above them. */
const PREFETCH_MARGIN = '0px 0px 800px 0px';

/** The signed-in home (spec section 2): a featured film, then rows; the header search replaces both. */
export function HomePage() {
  const { searchQuery } = useMemberContext();
  useDocumentTitle(searchQuery ? 'Search' : 'Home');
  if (searchQuery) return <SearchResults query={searchQuery} />;
  return <HomeCatalogue />;
}

function HomeCatalogue() {
  const { data, error, refetch, loadMoreRows, loadMoreRowFilms } = useHomeRoute();
  const member = useHomeMember();
  // Titles the profile said are not for it leave its rows (not search, nor Continue Watching).
  const ratings = useRatings();
  const forMe = ({ id }: { id: string }) => ratings.get(id) !== 'down';
  const continueWatching = useMemo(() => continueWatchingRow(member?.continueWatching ?? []), [member]);
  const ownFilms = member?.commissionedFilms ?? [];
  const rows = data?.homeRows.rows ?? [];
  const nextRows = data?.homeRows.nextCursor ?? null;
  const seekingAnchor = useSeekingAnchor(rows, nextRows);
  const shownCount = useRevealedCount(rows.length, FIRST_PAINT_ROWS, 1);
  const allRows = shownCount >= rows.length;
  useScrollToHash(data !== undefined && !seekingAnchor && allRows);
  const shownRows = allRows ? rows : rows.slice(0, shownCount);

  if (error && !data) {
    return (
      <LoadError
        title="We couldn't load the catalogue"
        error={error}
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

  const heroTitle = heroTitleOf(data);
  if (!heroTitle) {
    return (
      <PageState heading="h1" title="New films are on their way">
        The catalogue is empty for now. Check back soon.
      </PageState>
    );
  }

  return (
    <>
      <HomeHero title={heroTitle} />
      <div className={styles.rows}>
        {ownFilms.length > 0 && <VideoRow title="Your Films" videos={ownFilms} first />}
        {continueWatching.videos.length > 0 && (
          <VideoRow
            title="Continue Watching"
            videos={continueWatching.videos}
            watched={continueWatching.watched}
            first={ownFilms.length === 0}
          />
        )}
        {shownRows.map((row, index) => {
          const after = row.videos.nextCursor;
          const videos = row.videos.videos.filter(forMe);
          const series = row.series?.filter(forMe);
          if (videos.length === 0 && !series?.length && !after) return null;
          return (
            <VideoRow
              key={row.id}
              title={row.title}
              videos={videos}
              series={series}
              anchor={row.anchor ?? undefined}
              onLoadMore={after ? () => loadMoreRowFilms(row.id, after) : undefined}
              first={index === 0 && continueWatching.videos.length === 0 && ownFilms.length === 0}
            />
          );
        })}
        {nextRows && allRows && (
          // One per page of rows: each asks for its page once, whenever the page shown moves on.
          <MoreRows key={nextRows} onLoadMore={() => loadMoreRows(nextRows)} eager={seekingAnchor} />
        )}
      </div>
    </>
  );
}

/** Rows drawn with the hero; the rest follow one a frame (useRevealedCount). */
const FIRST_PAINT_ROWS = 1;

/**
 * Whether the address names a row that has not loaded yet (/#movies lands on Recently Added, far
 * down): the rows then load page after page until it is there, or none are left, before scrolling.
 */
function useSeekingAnchor(rows: readonly HomeRow[], nextRows: string | null): boolean {
  const { hash } = useLocation();
  if (hash.length < 2 || nextRows === null) return false;
  const wanted = decodeURIComponent(hash.slice(1));
  return !rows.some((row) => row.anchor === wanted);
}

type MoreRowsProps = {
  onLoadMore: () => Promise<unknown>;
  /** Loads without waiting to be seen (a link to a row further down). */
  eager: boolean;
};

/** Below the last row while rows remain: a loading row that fetches the next ones as it nears view. */
function MoreRows({ onLoadMore, eager }: MoreRowsProps) {
  const sentinelRef = useRef<HTMLDivElement>(null);
  const { loading, failed, error, loadMore } = useLoadMore(onLoadMore, 'rows');
  const idle = !loading && !failed;
  useWhenVisible(sentinelRef, loadMore, { rootMargin: PREFETCH_MARGIN, enabled: idle });
  // Once: a page asked for is in the cache before the page shown moves on to the next cursor, and
  // asking again for the same one meanwhile made Apollo Client drop the next update now and then.
  const askedEagerly = useRef(false);
  useEffect(() => {
    if (!eager || !idle || askedEagerly.current) return;
    askedEagerly.current = true;
    loadMore();
  }, [eager, idle, loadMore]);

  if (failed) {
    return <LoadError title="We couldn't load more rows" error={error} onRetry={loadMore} />;
  }
  return (
    <div ref={sentinelRef} aria-busy={loading}>
      <p role="status" className="visually-hidden">
        {loading ? 'Loading more rows' : ''}
      </p>
      <VideoRowSkeleton />
    </div>
  );
}

import { LoadError } from '@cinevia/ui';
import { useSearchVideos } from '../api/useSearchVideos';
import { VideoCard, VideoCardSkeleton } from './VideoCard';
import styles from './SearchResults.module.css';

type SearchResultsProps = {
  /** The nav bar's search, trimmed and non-blank. */
  query: string;
  /** h1 where the results are the whole page (home), h2 under a page's own heading. */
  headingLevel?: 'h1' | 'h2';
  /**
   * Said under 'Search Results for "…"' when nothing matched. Without it, the heading itself
   * becomes 'No results found for "…"' (the home page's wording, spec section 2).
   */
  emptyMessage?: string;
};

const SKELETON_CARDS = 4;

/** The header search's results, which take the place of a page's content while a search is open. */
export function SearchResults({ query, headingLevel: Heading = 'h1', emptyMessage }: SearchResultsProps) {
  const { data, error, refetch } = useSearchVideos(query);
  const results = data?.searchVideos;

  if (error && !results) {
    return (
      <section className={styles.section} aria-label="Search results">
        <LoadError
          title="Search is not available right now"
          onRetry={() => refetch().catch((retryError: unknown) => console.error('Search retry failed', retryError))}
        />
      </section>
    );
  }

  const searching = !results;
  const empty = results?.length === 0;
  return (
    <section className={styles.section} aria-labelledby="search-heading" aria-busy={searching}>
      <Heading id="search-heading" className={styles.heading}>
        {empty && !emptyMessage ? 'No results found for' : 'Search Results for'} "{query}"
      </Heading>
      {/* One live region throughout, so screen readers hear "Searching…" and then the outcome. */}
      <p role="status" className={styles.count}>
        {searching
          ? 'Searching…'
          : empty
            ? (emptyMessage ?? 'Try another title, a genre, or fewer words.')
            : countLabel(results.length)}
      </p>
      {searching ? (
        <div className={styles.grid} aria-hidden="true">
          {Array.from({ length: SKELETON_CARDS }, (_, index) => (
            <VideoCardSkeleton key={index} />
          ))}
        </div>
      ) : (
        !empty && (
          <ul className={styles.grid}>
            {results.map((video) => (
              <li key={video.id}>
                <VideoCard video={video} />
              </li>
            ))}
          </ul>
        )
      )}
    </section>
  );
}

function countLabel(count: number): string {
  return count === 1 ? '1 film' : `${count} films`;
}

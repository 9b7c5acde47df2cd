import { LoadError } from '@cinevia/ui';
import { useSearchVideos } from '../api/useSearchVideos';
import { titleCount } from '../utils/titleCount';
import { VideoGrid, VideoGridSection } from './VideoGrid';

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

/** The header search's results, which take the place of a page's content while a search is open. */
export function SearchResults({ query, headingLevel = 'h1', emptyMessage }: SearchResultsProps) {
  const { data, error, refetch } = useSearchVideos(query);
  const results = data?.searchVideos;
  const series = data?.searchSeries ?? [];

  if (error && !results) {
    return (
      <VideoGridSection label="Search results">
        <LoadError
          title="Search is not available right now"
          error={error}
          onRetry={() => refetch().catch((retryError: unknown) => console.error('Search retry failed', retryError))}
        />
      </VideoGridSection>
    );
  }

  const searching = !results;
  const empty = results?.length === 0 && series.length === 0;
  return (
    <VideoGridSection
      title={`${empty && !emptyMessage ? 'No results found for' : 'Search Results for'} "${query}"`}
      titleLevel={headingLevel}
      // One live region throughout, so screen readers hear "Searching…" and then the outcome.
      liveStatus
      status={
        searching
          ? 'Searching…'
          : empty
            ? (emptyMessage ?? 'Try another title, a genre, or fewer words.')
            : titleCount(series.length, results.length)
      }
      busy={searching}
    >
      {!empty && (
        <VideoGrid
          titles={
            results && [
              // Series lead: a search for a show's name finds the show before its namesake films.
              ...series.map((one) => ({ kind: 'series' as const, series: one })),
              ...results.map((video) => ({ kind: 'film' as const, video })),
            ]
          }
        />
      )}
    </VideoGridSection>
  );
}

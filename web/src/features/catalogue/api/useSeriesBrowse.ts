import { useCallback } from 'react';
import { useQuery } from '@apollo/client/react';
import { SHARED_QUERY } from '../../../api/sharedQuery';
import { graphql } from '../../../__generated__';

/**
 * The TV shows page: the genres holding series (with how many each), and one genre's series (or
 * all), 40 at a time. The same for everyone at a maturity level, so asked as a shared query: the
 * gateway answers it from its cache, kept until the next film or series change.
 */
export const SERIES_BROWSE_QUERY = graphql(`
  query SeriesBrowseQuery($genre: String, $after: String) {
    seriesGenres {
      name
      seriesCount
    }
    seriesPage(genre: $genre, first: 40, after: $after) {
      series {
        ...SeriesCard_series
      }
      nextCursor
      totalCount
    }
  }
`);

/** One genre's grid (null: every series) with `loadMore` appending the next page to the cached first one. */
export function useSeriesBrowse(genre: string | null) {
  const { data, error, refetch, fetchMore } = useQuery(SERIES_BROWSE_QUERY, { variables: { genre }, ...SHARED_QUERY });
  const loadMore = useCallback(
    (after: string) =>
      fetchMore({
        variables: { after },
        ...SHARED_QUERY,
        updateQuery: (previous, { fetchMoreResult }) => {
          if (!previous || previous.seriesPage.nextCursor !== after) return previous;
          const shown = new Set(previous.seriesPage.series.map((series) => series.id));
          const next = fetchMoreResult.seriesPage;
          return {
            ...previous,
            seriesPage: {
              ...next,
              series: [...previous.seriesPage.series, ...next.series.filter((series) => !shown.has(series.id))],
            },
          };
        },
      }),
    [fetchMore],
  );
  return { data, error, refetch, loadMore };
}

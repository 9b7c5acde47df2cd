import { skipToken, useQuery } from '@apollo/client/react';
import { graphql } from '../../../__generated__';

/** The header search (spec section 5): title, description and genre matches, titles first; a few series, then films. */
export const SEARCH_RESULTS_QUERY = graphql(`
  query SearchResultsQuery($query: String!) {
    searchSeries(query: $query) {
      ...SeriesCard_series
    }
    searchVideos(query: $query) {
      ...VideoCard_video
    }
  }
`);

/** Searches for a trimmed, non-blank query; a blank one asks nothing (it would find nothing anyway). */
export function useSearchVideos(query: string) {
  return useQuery(SEARCH_RESULTS_QUERY, query ? { variables: { query } } : skipToken);
}

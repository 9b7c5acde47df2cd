import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../__generated__';
import type { SeriesRouteQueryQuery } from '../../../__generated__/graphql';

export type SeriesDetails = NonNullable<SeriesRouteQueryQuery['series']>;
export type SeasonDetails = SeriesDetails['seasons'][number];

/**
 * A series page: the series with every season's episodes, and where the profile stopped in each it
 * began (its places, in one list: one question to viewing, not one an episode); null when there is
 * no series the profile may see. Always asked anew: the places move as the member watches.
 */
export const SERIES_ROUTE_QUERY = graphql(`
  query SeriesRouteQuery($id: ID!) {
    series(id: $id) {
      ...SeriesSummaryFields
      seasons {
        number
        episodes {
          ...EpisodeFields
        }
      }
      places {
        videoId
        progress
        duration
        updatedAt
      }
    }
    # Asked along, so the My List button finds it in the cache rather than asking again.
    viewer {
      id
      myListIds
    }
  }
`);

export function useSeriesRoute(id: string) {
  // What viewing adds (places, My List) may be missing when it is away: the series shows all the same.
  return useQuery(SERIES_ROUTE_QUERY, { variables: { id }, fetchPolicy: 'cache-and-network', errorPolicy: 'all' });
}

import { useQuery } from '@apollo/client/react';
import { SHARED_QUERY } from '../../../api/sharedQuery';
import { graphql } from '../../../__generated__';
import type { SeriesPlacesQueryQuery, SeriesRouteQueryQuery } from '../../../__generated__/graphql';

export type SeriesDetails = NonNullable<SeriesRouteQueryQuery['series']>;
export type SeasonDetails = SeriesDetails['seasons'][number];
export type EpisodePlace = NonNullable<NonNullable<SeriesPlacesQueryQuery['series']>['places']>[number];

/**
 * A series page's series: every season's episodes; null when there is no series the profile may
 * see. The same for everyone at a maturity level, so asked as a shared query (the gateway keeps
 * its answer until the next catalogue change).
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
    }
  }
`);

/**
 * Where the profile stopped in each episode it began (its places, in one list: one question to
 * viewing, not one an episode), asked apart and always anew: they move as the member watches.
 */
export const SERIES_PLACES_QUERY = graphql(`
  query SeriesPlacesQuery($id: ID!) {
    series(id: $id) {
      id
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

/**
 * The series and the profile's places in it, asked at once. `settled` once both have answered (the
 * places, or their error: the series shows without them when viewing is away), so the main button
 * is drawn once, at the right episode.
 */
export function useSeriesRoute(id: string) {
  const route = useQuery(SERIES_ROUTE_QUERY, { variables: { id }, ...SHARED_QUERY });
  const places = useQuery(SERIES_PLACES_QUERY, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
    errorPolicy: 'all',
  });
  return {
    series: route.data?.series,
    places: places.data?.series?.places ?? [],
    settled: route.data !== undefined && (places.data !== undefined || places.error !== undefined),
    error: route.error,
    refetch: route.refetch,
  };
}

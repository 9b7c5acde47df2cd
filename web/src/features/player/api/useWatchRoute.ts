import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../__generated__';
import type { WatchRouteQueryQuery } from '../../../__generated__/graphql';

export type WatchVideo = NonNullable<WatchRouteQueryQuery['video']>;

export const WATCH_ROUTE_QUERY = graphql(`
  query WatchRouteQuery($id: ID!) {
    video(id: $id) {
      id
      title
      description
      youtubeId
      duration
      year
      rating
      maturityRating
      genre
      progress {
        videoId
        progress
        duration
      }
    }
  }
`);

/**
 * The film to play and where to resume it. Always asked of the server: the cached position would
 * be the one from before the last viewing. A partial answer is kept: the film plays from the start
 * when viewing could not say where the member stopped.
 */
export function useWatchRoute(id: string) {
  return useQuery(WATCH_ROUTE_QUERY, { variables: { id }, fetchPolicy: 'network-only', errorPolicy: 'all' });
}

import { gql, type TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';

export type WatchVideo = {
  __typename: 'Video';
  id: string;
  title: string;
  description: string;
  youtubeId: string;
  duration: string;
  year: number | null;
  rating: string | null;
  genre: string;
  /** Where the member stopped last time, if they started it (null too when viewing could not be asked). */
  progress: { __typename: 'WatchProgress'; videoId: string; progress: number; duration: number } | null;
};

type WatchRouteData = { video: WatchVideo | null };
type WatchRouteVariables = { id: string };

export const WATCH_ROUTE_QUERY: TypedDocumentNode<WatchRouteData, WatchRouteVariables> = gql`
  query WatchRouteQuery($id: ID!) {
    video(id: $id) {
      id
      title
      description
      youtubeId
      duration
      year
      rating
      genre
      progress {
        videoId
        progress
        duration
      }
    }
  }
`;

/**
 * The film to play and where to resume it. Always asked of the server: the cached position would
 * be the one from before the last viewing. A partial answer is kept: the film plays from the start
 * when viewing could not say where the member stopped.
 */
export function useWatchRoute(id: string) {
  return useQuery(WATCH_ROUTE_QUERY, { variables: { id }, fetchPolicy: 'network-only', errorPolicy: 'all' });
}

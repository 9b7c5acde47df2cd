import { gql, type TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { VIDEO_CARD_VIDEO, type VideoCardVideo } from '../../catalogue';

export type MyListEntry = {
  __typename: 'WatchlistEntry';
  videoId: string;
  addedAt: string;
  video: VideoCardVideo | null;
};

/** `watchlist` is null when viewing could not be asked (the page says My List is unavailable). */
type MyListRouteData = { me: { __typename: 'User'; id: string; watchlist: MyListEntry[] | null } | null };

/** The member's saved films, newest first (the server's order). Premium only: PAYMENT_REQUIRED otherwise. */
export const MY_LIST_ROUTE_QUERY: TypedDocumentNode<MyListRouteData, Record<string, never>> = gql`
  query MyListRouteQuery {
    me {
      id
      watchlist {
        videoId
        addedAt
        video {
          ...VideoCard_video
        }
      }
    }
  }
  ${VIDEO_CARD_VIDEO}
`;

export function useMyList() {
  return useQuery(MY_LIST_ROUTE_QUERY, { errorPolicy: 'all' });
}

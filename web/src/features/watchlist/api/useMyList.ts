import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../__generated__';
import type { MyListRouteQueryQuery } from '../../../__generated__/graphql';

export type MyListEntry = NonNullable<NonNullable<MyListRouteQueryQuery['me']>['watchlist']>[number];

/** `watchlist` is null when viewing could not be asked (the page says My List is unavailable). */

/** The member's saved films and series, newest first (the server's order). Premium only: PAYMENT_REQUIRED otherwise. */
export const MY_LIST_ROUTE_QUERY = graphql(`
  query MyListRouteQuery {
    me {
      id
      watchlist {
        videoId
        addedAt
        video {
          ...VideoCard_video
        }
        series {
          ...SeriesCard_series
        }
      }
    }
  }
`);

export function useMyList() {
  return useQuery(MY_LIST_ROUTE_QUERY, { errorPolicy: 'all' });
}

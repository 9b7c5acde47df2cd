import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../__generated__';
import type { HistoryPageQueryQuery } from '../../../__generated__/graphql';

/** Entries a page of Viewing Activity shows, and asks for at once. */
export const HISTORY_PAGE_SIZE = 20;

export type HistoryEntry = NonNullable<NonNullable<HistoryPageQueryQuery['me']>['history']>['entries'][number];

/** One page of the profile's viewing activity, newest first (`history` is null when viewing could not be asked). */
export const HISTORY_PAGE_QUERY = graphql(`
  query HistoryPageQuery($page: Int!, $pageSize: Int!) {
    me {
      id
      history(page: $page, pageSize: $pageSize) {
        total
        entries {
          videoId
          progress
          duration
          updatedAt
          video {
            id
            title
            thumbnailUrl
          }
          episode {
            id
            number
            seasonNumber
            title
            thumbnailUrl
            series {
              id
              title
            }
          }
        }
      }
    }
  }
`);

export function useHistoryPage(page: number) {
  return useQuery(HISTORY_PAGE_QUERY, { variables: { page, pageSize: HISTORY_PAGE_SIZE }, errorPolicy: 'all' });
}

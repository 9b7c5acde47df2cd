import { useCallback, useRef } from 'react';
import { type ApolloClient } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { SHARED_QUERY } from '../../../api/sharedQuery';
import { appendRowFilms, appendRowPage } from '../utils/pages';
import { graphql } from '../../../__generated__';
import type { HomeMemberQueryQuery, HomeRow_RowFragment } from '../../../__generated__/graphql';

/** A row of the home page, with the films loaded so far. */
export type HomeRow = HomeRow_RowFragment;

/**
 * A film the member started and has not finished (spec section 4: above 0 and below 90 %), or a
 * series' episode to resume or start next.
 */
export type ContinueWatchingEntry = NonNullable<
  NonNullable<HomeMemberQueryQuery['viewer']>['continueWatching']
>[number];

/**
 * The member's own part of the home page, small and from viewing alone (`viewer`, not identity's
 * `me`): Continue Watching (newest first; dropped from the cache after watching, so it is asked
 * again) and the My List marks of every card.
 */
export const HOME_MEMBER_QUERY = graphql(`
  query HomeMemberQuery {
    viewer {
      id
      continueWatching {
        videoId
        progress
        duration
        upNext
        video {
          ...VideoCard_video
        }
        episode {
          id
          number
          seasonNumber
          series {
            title
            artworkUrl
            maturityRating
          }
        }
      }
      myListIds
      ratings {
        videoId
        rating
      }
      # The films the studio made for the account: its "Your Films" row, first.
      commissionedFilms {
        ...VideoCard_video
      }
    }
  }
`);

/** The member's part, or null: the home page shows the catalogue whether or not viewing answered. */
export function useHomeMember() {
  return useQuery(HOME_MEMBER_QUERY, { errorPolicy: 'all' }).data?.viewer ?? null;
}

/**
 * A row and its first films. The page size is written here rather than passed, so every query
 * reads and writes the same cached field, `videos({"first":20})`, which later pages are added to.
 */
export const HOME_ROW = graphql(`
  fragment HomeRow_row on HomeRow {
    id
    title
    anchor
    videos(first: 20) {
      videos {
        ...VideoCard_video
      }
      nextCursor
      totalCount
    }
    series {
      ...SeriesCard_series
    }
  }
`);

/**
 * The first screen's films in one request: the hero and the first two rows with 20 films each (a
 * phone shows the hero and one row; the rows after come as the page is scrolled towards them).
 * The reply stays the same size however big the catalogue grows; the rest of the rows, and the rest
 * of each row's films, come a page at a time as the member scrolls. Nothing in these queries is
 * personal, so they go as GET and the gateway answers them from its cache (SHARED_QUERY);
 * what is the member's own (Continue Watching, My List marks) is HOME_MEMBER_QUERY.
 */
export const HOME_ROUTE_QUERY = graphql(`
  query HomeRouteQuery {
    ...HomeHero_query
    homeRows(first: 2) {
      rows {
        ...HomeRow_row
      }
      nextCursor
    }
  }
`);

const HOME_ROWS_PAGE_QUERY = graphql(`
  query HomeRowsPageQuery($after: String!) {
    homeRows(first: 4, after: $after) {
      rows {
        ...HomeRow_row
      }
      nextCursor
    }
  }
`);

const HOME_ROW_FILMS_QUERY = graphql(`
  query HomeRowFilmsQuery($id: ID!, $after: String!) {
    homeRow(id: $id) {
      id
      videos(first: 20, after: $after) {
        videos {
          ...VideoCard_video
        }
        nextCursor
        totalCount
      }
    }
  }
`);

/**
 * Asks for the home page's films and the member's part ahead of the page, on the client it will
 * use, while the session is still being checked: the films are the same for everyone, and the
 * member's part is the cookie holder's own (null if the session has ended). A failure is left to
 * the page, which asks again.
 */
export async function prefetchHomeRoute(client: ApolloClient): Promise<void> {
  await Promise.allSettled([
    client.query({ query: HOME_ROUTE_QUERY, ...SHARED_QUERY }),
    client.query({ query: HOME_MEMBER_QUERY, errorPolicy: 'all' }),
  ]);
}

/**
 * The home page's films. Later pages are fetched with `fetchMore` and appended to this query's own
 * cached result, so a return visit shows what was loaded.
 */
export function useHomeRoute() {
  const { data, error, refetch, fetchMore } = useQuery(HOME_ROUTE_QUERY, SHARED_QUERY);
  // Requests under way, so a sentinel that reports twice does not fetch the same page twice.
  const inFlight = useRef(new Set<string>());

  const once = useCallback(async (key: string, request: () => Promise<unknown>) => {
    if (inFlight.current.has(key)) return;
    inFlight.current.add(key);
    try {
      await request();
    } finally {
      inFlight.current.delete(key);
    }
  }, []);

  /** Appends the rows after `after` (the page's nextCursor). */
  const loadMoreRows = useCallback(
    (after: string) =>
      once(`rows:${after}`, () =>
        fetchMore({
          query: HOME_ROWS_PAGE_QUERY,
          variables: { after },
          ...SHARED_QUERY,
          updateQuery: (previous, { fetchMoreResult }) =>
            previous && { ...previous, homeRows: appendRowPage(previous.homeRows, fetchMoreResult.homeRows, after) },
        }),
      ),
    [fetchMore, once],
  );

  /** Appends the films of row `rowId` after `after` (the row's nextCursor). */
  const loadMoreRowFilms = useCallback(
    (rowId: string, after: string) =>
      once(`row:${rowId}:${after}`, () =>
        fetchMore({
          query: HOME_ROW_FILMS_QUERY,
          variables: { id: rowId, after },
          ...SHARED_QUERY,
          updateQuery: (previous, { fetchMoreResult }) =>
            previous && {
              ...previous,
              homeRows: {
                ...previous.homeRows,
                rows: appendRowFilms(previous.homeRows.rows, rowId, fetchMoreResult.homeRow?.videos ?? null, after),
              },
            },
        }),
      ),
    [fetchMore, once],
  );

  return { data, error, refetch, loadMoreRows, loadMoreRowFilms };
}

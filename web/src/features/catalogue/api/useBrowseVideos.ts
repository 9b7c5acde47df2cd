import { useCallback } from 'react';
import { useQuery } from '@apollo/client/react';
import { SHARED_QUERY } from '../../../api/sharedQuery';
import { filterInput, type BrowseFilter } from '../utils/browseFilter';
import { appendFilmPage } from '../utils/pages';
import { graphql } from '../../../__generated__';

/** The categories grid for one filter, 40 films at a time (five rows of cards on a wide screen). */
export const BROWSE_VIDEOS_QUERY = graphql(`
  query BrowseVideosQuery($filter: BrowseFilter!, $after: String) {
    browseVideos(filter: $filter, first: 40, after: $after) {
      videos {
        ...CategoryCard_video
      }
      nextCursor
      totalCount
    }
  }
`);

/**
 * The grid's films so far, and `loadMore` to append the next page to the cached first one (so
 * Back from a film shows what was loaded). Mount one per filter: a page then always lands in the
 * filter that asked for it.
 */
export function useBrowseVideos(filter: BrowseFilter) {
  const { data, error, refetch, fetchMore } = useQuery(BROWSE_VIDEOS_QUERY, {
    variables: { filter: filterInput(filter) },
    ...SHARED_QUERY,
  });
  const loadMore = useCallback(
    (after: string) =>
      fetchMore({
        variables: { after },
        ...SHARED_QUERY,
        updateQuery: (previous, { fetchMoreResult }) =>
          previous && {
            ...previous,
            browseVideos: appendFilmPage(previous.browseVideos, fetchMoreResult.browseVideos, after),
          },
      }),
    [fetchMore],
  );
  return { data, error, refetch, loadMore };
}

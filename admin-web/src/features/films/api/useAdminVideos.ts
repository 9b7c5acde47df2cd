import { graphql } from '../../../__generated__';
import { usePagedTable } from '../../../ui/usePagedTable';

/**
 * One page of the films table, newest first, narrowed by the search box on the server. The saving
 * hooks refetch it after each change (spec section 7), which reloads the page being shown.
 */
export const ADMIN_VIDEOS_QUERY = graphql(`
  query AdminVideos($search: String, $after: String) {
    adminVideos(search: $search, first: 20, after: $after) {
      videos {
        ...FilmFields
      }
      nextCursor
      totalCount
    }
  }
`);

/** What the saving hooks' mutations ask of Apollo: the table's page again, before they resolve. */
export const REFRESH_THE_LIST = { refetchQueries: [ADMIN_VIDEOS_QUERY], awaitRefetchQueries: true };

/** The films table's page for `search`, with Next and Previous. */
export function useAdminVideos(search: string) {
  return usePagedTable(ADMIN_VIDEOS_QUERY, search, ({ adminVideos: { videos, ...page } }) => ({
    items: videos,
    ...page,
  }));
}

import { useState } from 'react';
import { type ErrorLike } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import type { AdminVideo } from './adminVideo';
import { graphql } from '../../../__generated__';

/** Rows per page of the films table. */
export const FILMS_PAGE_SIZE = 20;

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

export type AdminFilmPage = {
  films: AdminVideo[];
  totalCount: number;
  /** Where the page asked for starts in the whole list, from 0 (ahead of `films` while it loads). */
  offset: number;
  hasPrevious: boolean;
  hasNext: boolean;
};

/**
 * The films table's page for `search`: the first one, then Next and Previous. The cursors of the
 * pages before the current one are kept, so Previous needs no cursor from the server; a new search
 * starts again from its first page.
 */
export function useAdminVideos(search: string): {
  page: AdminFilmPage | undefined;
  /** A page is on its way; `page` still shows the one before it. */
  loading: boolean;
  error: ErrorLike | undefined;
  retry: () => void;
  next: () => void;
  previous: () => void;
} {
  const [trail, setTrail] = useState<{ search: string; cursors: string[] }>({ search, cursors: [] });
  const cursors = trail.search === search ? trail.cursors : [];
  const after = cursors.at(-1);
  const { data, previousData, loading, error, refetch } = useQuery(ADMIN_VIDEOS_QUERY, {
    variables: after ? { search, after } : { search },
    notifyOnNetworkStatusChange: true,
  });
  // While a page loads, the one before stays up; after a failure, the error shows instead.
  const shown = error && !data ? undefined : (data ?? previousData)?.adminVideos;
  const emptyLaterPage = data !== undefined && data.adminVideos.videos.length === 0 && cursors.length > 0;

  // Deleting the only film of the last page leaves it empty: show the page before instead (set while
  // rendering, as React advises for state that follows from what is rendered; the page before is not empty).
  if (emptyLaterPage) setTrail({ search, cursors: cursors.slice(0, -1) });

  return {
    page: shown && {
      films: shown.videos,
      totalCount: shown.totalCount,
      offset: cursors.length * FILMS_PAGE_SIZE,
      hasPrevious: cursors.length > 0,
      hasNext: shown.nextCursor != null,
    },
    loading,
    error,
    retry: () => {
      refetch().catch((refetchError: unknown) => console.error('Could not reload the films', refetchError));
    },
    next: () => {
      const nextCursor = data?.adminVideos.nextCursor;
      if (nextCursor) setTrail({ search, cursors: [...cursors, nextCursor] });
    },
    previous: () => {
      if (cursors.length > 0) setTrail({ search, cursors: cursors.slice(0, -1) });
    },
  };
}

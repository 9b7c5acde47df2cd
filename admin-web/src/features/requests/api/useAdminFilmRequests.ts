import { useCallback, useRef, useState } from 'react';
import { type ErrorLike } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useToast } from '@cinevia/ui';
import { graphQLErrorMessage } from '../../../api/graphQLErrorMessage';
import type { AdminFilmRequest } from './adminFilmRequest';
import { graphql } from '../../../__generated__';
import type { AdminFilmRequestsQuery } from '../../../__generated__/graphql';

/** Requests per page: the server pages newest first, so the portal never asks for every request at once. */
export const FILM_REQUESTS_PAGE_SIZE = 20;

type FilmRequestPage = AdminFilmRequestsQuery['filmRequests'];

/** One page of commissioned films, newest first (the server's order), after the previous page's cursor. */
export const ADMIN_FILM_REQUESTS_QUERY = graphql(`
  query AdminFilmRequests($first: Int!, $after: String) {
    filmRequests(first: $first, after: $after) {
      requests {
        ...AdminFilmRequestFields
      }
      nextCursor
    }
  }
`);

/** Appends a page to the pages shown, unless it continues a list that has since been loaded afresh. */
function appendPage(shown: FilmRequestPage, page: FilmRequestPage, after: string): FilmRequestPage {
  if (shown.nextCursor !== after) return shown;
  const known = new Set(shown.requests.map((request) => request.id));
  return {
    ...page,
    requests: [...shown.requests, ...page.requests.filter((request) => !known.has(request.id))],
  };
}

export function useAdminFilmRequests(): {
  requests: AdminFilmRequest[] | undefined;
  loading: boolean;
  error: ErrorLike | undefined;
  retry: () => void;
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
} {
  const { data, loading, error, refetch, fetchMore } = useQuery(ADMIN_FILM_REQUESTS_QUERY, {
    variables: { first: FILM_REQUESTS_PAGE_SIZE },
    notifyOnNetworkStatusChange: true,
    // New requests arrive while the portal is closed; each visit asks again, from the first page.
    fetchPolicy: 'cache-and-network',
  });
  const { toast } = useToast();
  const [loadingMore, setLoadingMore] = useState(false);
  // The page being fetched, so a second click does not fetch it twice.
  const fetching = useRef<string | null>(null);
  const nextCursor = data?.filmRequests.nextCursor ?? null;

  const loadMore = useCallback(() => {
    const after = nextCursor;
    if (!after || fetching.current === after) return;
    fetching.current = after;
    setLoadingMore(true);
    fetchMore({
      variables: { first: FILM_REQUESTS_PAGE_SIZE, after },
      updateQuery: (previous, { fetchMoreResult }) =>
        previous && {
          ...previous,
          filmRequests: appendPage(previous.filmRequests, fetchMoreResult.filmRequests, after),
        },
    })
      .catch((fetchError: unknown) =>
        toast({
          title: 'Error',
          description: graphQLErrorMessage(fetchError) ?? 'Could not load more film requests',
          variant: 'destructive',
          error: fetchError,
        }),
      )
      .finally(() => {
        fetching.current = null;
        setLoadingMore(false);
      });
  }, [fetchMore, nextCursor, toast]);

  return {
    requests: data?.filmRequests.requests,
    loading,
    error,
    retry: () => {
      refetch().catch((refetchError: unknown) => console.error('Could not reload the film requests', refetchError));
    },
    hasMore: nextCursor !== null,
    loadingMore,
    loadMore,
  };
}

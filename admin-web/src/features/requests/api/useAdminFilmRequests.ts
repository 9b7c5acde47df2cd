import { gql, type ErrorLike, type TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { ADMIN_FILM_REQUEST_FIELDS, type AdminFilmRequest } from './adminFilmRequest';

type AdminFilmRequestsData = { filmRequests: AdminFilmRequest[] };

/** Every commissioned film, newest first (the server's order). */
export const ADMIN_FILM_REQUESTS_QUERY: TypedDocumentNode<AdminFilmRequestsData, Record<string, never>> = gql`
  query AdminFilmRequests {
    filmRequests {
      ...AdminFilmRequestFields
    }
  }
  ${ADMIN_FILM_REQUEST_FIELDS}
`;

export function useAdminFilmRequests(): {
  requests: AdminFilmRequest[] | undefined;
  loading: boolean;
  error: ErrorLike | undefined;
  retry: () => void;
} {
  const { data, loading, error, refetch } = useQuery(ADMIN_FILM_REQUESTS_QUERY, {
    notifyOnNetworkStatusChange: true,
    // New requests arrive while the portal is closed; each visit asks again.
    fetchPolicy: 'cache-and-network',
  });
  return {
    requests: data?.filmRequests,
    loading,
    error,
    retry: () => {
      refetch().catch((refetchError: unknown) => console.error('Could not reload the film requests', refetchError));
    },
  };
}

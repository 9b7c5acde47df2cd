import { useQuery } from '@apollo/client/react';
import { ADMIN_FILM_REQUEST_TEXTS_QUERY } from './adminFilmRequest';

/** The long texts of the request whose dialog is open, asked for once it opens. */
export function useFilmRequestTexts(id: string) {
  const { data, loading, error, refetch } = useQuery(ADMIN_FILM_REQUEST_TEXTS_QUERY, { variables: { id } });
  return { texts: data?.filmRequest ?? undefined, loading, error, retry: () => void refetch() };
}

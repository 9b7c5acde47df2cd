import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../__generated__';

/** A request's long texts, which the list leaves out. */
export const FILM_REQUEST_TEXTS = graphql(`
  fragment FilmRequestTexts on FilmRequest {
    id
    ...FilmRequestTextsFields
  }
`);

export const FILM_REQUEST_TEXTS_QUERY = graphql(`
  query AdminFilmRequestTexts($id: ID!) {
    filmRequest(id: $id) {
      ...FilmRequestTexts
    }
  }
`);

/** The long texts of the request whose dialog is open, asked for once it opens. */
export function useFilmRequestTexts(id: string) {
  const { data, loading, error, refetch } = useQuery(FILM_REQUEST_TEXTS_QUERY, { variables: { id } });
  return { texts: data?.filmRequest ?? undefined, loading, error, retry: () => void refetch() };
}

import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../__generated__';
import type { FilmRequestSummaryFieldsFragment } from '../../../__generated__/graphql';

export type MyFilmRequest = FilmRequestSummaryFieldsFragment;

export const MY_FILM_REQUESTS_QUERY = graphql(`
  query MyFilmRequests {
    me {
      id
      # Null when commissions could not be asked (the card says they are unavailable right now).
      filmRequests {
        ...FilmRequestSummaryFields
        # The film once delivered: the member's own.
        film {
          id
          title
        }
      }
    }
  }
`);

/** The member's own requests, newest first; asked for on every visit, as the studio moves them on. */
export function useMyFilmRequests() {
  return useQuery(MY_FILM_REQUESTS_QUERY, { fetchPolicy: 'cache-and-network' });
}

import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../__generated__';
import type { MyFilmRequest_RequestFragment } from '../../../__generated__/graphql';

export type MyFilmRequest = MyFilmRequest_RequestFragment;

export const MY_FILM_REQUESTS_QUERY = graphql(`
  query MyFilmRequests {
    me {
      id
      # Null when commissions could not be asked (the card says they are unavailable right now).
      filmRequests {
        ...MyFilmRequest_request
      }
    }
  }
`);

export const MY_FILM_REQUEST = graphql(`
  fragment MyFilmRequest_request on FilmRequest {
    id
    status
    title
    genre
    duration
    timeline
    paidAt
    createdAt
  }
`);

/** The member's own requests, newest first; asked for on every visit, as the studio moves them on. */
export function useMyFilmRequests() {
  return useQuery(MY_FILM_REQUESTS_QUERY, { fetchPolicy: 'cache-and-network' });
}

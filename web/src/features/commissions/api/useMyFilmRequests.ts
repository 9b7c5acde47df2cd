import { gql, type TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';

export type MyFilmRequest = {
  __typename: 'FilmRequest';
  id: string;
  status: string;
  title: string;
  genre: string;
  duration: string;
  timeline: string;
  paidAt: string;
  createdAt: string;
};

/** `filmRequests` is null when commissions could not be asked (the card says they are unavailable right now). */
type MyFilmRequestsData = {
  me: { __typename: 'User'; id: string; filmRequests: MyFilmRequest[] | null } | null;
};

export const MY_FILM_REQUESTS_QUERY: TypedDocumentNode<MyFilmRequestsData, Record<string, never>> = gql`
  query MyFilmRequests {
    me {
      id
      filmRequests {
        id
        status
        title
        genre
        duration
        timeline
        paidAt
        createdAt
      }
    }
  }
`;

/** The member's own requests, newest first; asked for on every visit, as the studio moves them on. */
export function useMyFilmRequests() {
  return useQuery(MY_FILM_REQUESTS_QUERY, { fetchPolicy: 'cache-and-network' });
}

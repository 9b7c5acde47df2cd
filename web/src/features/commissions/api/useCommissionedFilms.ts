import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../__generated__';

/** The films the studio made for the account, newest first (null when the catalogue could not be asked). */
export const COMMISSIONED_FILMS_QUERY = graphql(`
  query CommissionedFilms {
    me {
      id
      commissionedFilms {
        ...VideoCard_video
      }
    }
  }
`);

/** Asked on every visit: a film may have been delivered since. */
export function useCommissionedFilms() {
  return useQuery(COMMISSIONED_FILMS_QUERY, { fetchPolicy: 'cache-and-network', errorPolicy: 'all' });
}

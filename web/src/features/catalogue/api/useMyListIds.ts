import { useMemo } from 'react';
import { skipToken, useQuery } from '@apollo/client/react';
import { graphql } from '../../../__generated__';

/** `myListIds` (or `viewer`) is null when viewing could not be asked: no card is marked then. */

/**
 * The films in the member's My List, asked once and kept current by the add and remove hooks.
 * Cards read their mark from here, so the lists of films they come from are the same for every
 * member (and the gateway can serve those from its cache).
 */
export const MY_LIST_IDS_QUERY = graphql(`
  query MyListIds {
    viewer {
      id
      myListIds
    }
  }
`);

export function useMyListIds(subscribed: boolean): ReadonlySet<string> {
  const { data } = useQuery(MY_LIST_IDS_QUERY, subscribed ? { errorPolicy: 'all' } : skipToken);
  return useMemo(() => new Set(data?.viewer?.myListIds ?? []), [data]);
}

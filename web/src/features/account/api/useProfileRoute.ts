import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../__generated__';

/**
 * What /profile needs beyond the session it already has: the subscription. Asked for on every
 * visit, since it changes at the end of a paid period without the app doing anything.
 */
export const PROFILE_ROUTE_QUERY = graphql(`
  query ProfileRouteQuery {
    me {
      id
      ...SubscriptionCard_user
    }
  }
`);

export function useProfileRoute() {
  // A partial answer is kept: with billing away `me` comes with `isSubscribed` and `subscription`
  // null (and an error), and the card says just the subscription is unavailable.
  return useQuery(PROFILE_ROUTE_QUERY, { fetchPolicy: 'cache-and-network', errorPolicy: 'all' });
}

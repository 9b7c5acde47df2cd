import { gql, type TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { SUBSCRIPTION_CARD_USER, type SubscriptionCardUser } from '../../billing';

type ProfileRouteData = { me: (SubscriptionCardUser & { __typename: 'User' }) | null };

/**
 * What /profile needs beyond the session it already has: the subscription. Asked for on every
 * visit, since it changes at the end of a paid period without the app doing anything.
 */
export const PROFILE_ROUTE_QUERY: TypedDocumentNode<ProfileRouteData, Record<string, never>> = gql`
  query ProfileRouteQuery {
    me {
      id
      ...SubscriptionCard_user
    }
  }
  ${SUBSCRIPTION_CARD_USER}
`;

export function useProfileRoute() {
  // A partial answer is kept: with billing away `me` comes with `isSubscribed` and `subscription`
  // null (and an error), and the card says just the subscription is unavailable.
  return useQuery(PROFILE_ROUTE_QUERY, { fetchPolicy: 'cache-and-network', errorPolicy: 'all' });
}

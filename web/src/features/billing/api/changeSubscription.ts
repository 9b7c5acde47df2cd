import { type ApolloClient } from '@apollo/client';
import { subscriptionView, type SubscriptionView } from '@cinevia/proto';
import { apiRequest } from '@cinevia/ui';
import { graphql } from '../../../__generated__';

const SUBSCRIPTION_CHANGE_USER = graphql(`
  fragment SubscriptionChange_user on User {
    subscription {
      ...SubscriptionFields
    }
  }
`);

/**
 * POSTs a cancel or resume and writes the subscription it returns into the member's cached
 * `User`, so every view of it updates without another request. An answer in an unexpected shape
 * still counts as done: the open pages then fetch the subscription again instead.
 */
export async function changeSubscription(
  client: ApolloClient,
  userId: string,
  path: '/api/subscription/cancel' | '/api/subscription/resume',
): Promise<SubscriptionView | null> {
  const response = await apiRequest('POST', path);
  const parsed = subscriptionView.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success) {
    console.error(`Unexpected answer from ${path}; reloading the subscription`, parsed.error);
    await client.refetchQueries({ include: 'active' });
    return null;
  }
  client.writeFragment({
    id: client.cache.identify({ __typename: 'User', id: userId }),
    fragment: SUBSCRIPTION_CHANGE_USER,
    fragmentName: 'SubscriptionChange_user',
    data: { __typename: 'User', subscription: { __typename: 'PremiumSubscription', ...parsed.data } },
  });
  return parsed.data;
}

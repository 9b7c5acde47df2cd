import { graphql } from '../../../__generated__';

/** The subscription as the profile shows it and as a cancel or resume answers it. */
export const SUBSCRIPTION_FIELDS = graphql(`
  fragment SubscriptionFields on PremiumSubscription {
    status
    priceCents
    currentPeriodEnd
    cancelAtPeriodEnd
  }
`);

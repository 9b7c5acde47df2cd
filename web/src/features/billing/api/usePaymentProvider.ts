import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../__generated__';
import type { PaymentProviderQuery } from '../../../__generated__/graphql';

/** Which card provider the server confirms payments with; Stripe also needs its public key. */
export type PaymentProviderInfo = PaymentProviderQuery['paymentProvider'];

export const PAYMENT_PROVIDER_QUERY = graphql(`
  query PaymentProvider {
    paymentProvider {
      kind
      publishableKey
    }
  }
`);

/** Fetched once per visit: the provider only changes with the server's configuration. */
export function usePaymentProvider() {
  return useQuery(PAYMENT_PROVIDER_QUERY);
}

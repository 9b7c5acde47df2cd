import { gql, type TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';

/** Which card provider the server confirms payments with; Stripe also needs its public key. */
export type PaymentProviderInfo = {
  __typename: 'PaymentProviderInfo';
  kind: string;
  publishableKey: string | null;
};

type PaymentProviderData = { paymentProvider: PaymentProviderInfo };

export const PAYMENT_PROVIDER_QUERY: TypedDocumentNode<PaymentProviderData, Record<string, never>> = gql`
  query PaymentProvider {
    paymentProvider {
      kind
      publishableKey
    }
  }
`;

/** Fetched once per visit: the provider only changes with the server's configuration. */
export function usePaymentProvider() {
  return useQuery(PAYMENT_PROVIDER_QUERY);
}

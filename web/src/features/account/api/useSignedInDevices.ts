import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../../__generated__';

export const SIGNED_IN_DEVICES_QUERY = graphql(`
  query SignedInDevicesQuery {
    signedInDevices {
      id
      current
      browser
      os
      kind
      profileName
      network
      signedInAt
      lastActiveAt
    }
  }
`);

const SIGN_OUT_DEVICE = graphql(`
  mutation SignOutDeviceMutation($id: ID!) {
    signOutDevice(id: $id)
  }
`);

const SIGN_OUT_OTHER_DEVICES = graphql(`
  mutation SignOutOtherDevicesMutation {
    signOutOtherDevices
  }
`);

/**
 * The account's signed-in devices, asked anew on each visit (they sign in and out elsewhere), and
 * signing one or every other one out; the list is asked again after each.
 */
export function useSignedInDevices() {
  const devices = useQuery(SIGNED_IN_DEVICES_QUERY, { fetchPolicy: 'cache-and-network' });
  const refetchQueries = [SIGNED_IN_DEVICES_QUERY];
  const [signOutDevice] = useMutation(SIGN_OUT_DEVICE, { refetchQueries, awaitRefetchQueries: true });
  const [signOutOthers] = useMutation(SIGN_OUT_OTHER_DEVICES, { refetchQueries, awaitRefetchQueries: true });
  return {
    ...devices,
    signOut: (id: string) => signOutDevice({ variables: { id } }),
    signOutOthers: () => signOutOthers(),
  };
}

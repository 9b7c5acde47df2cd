import { useDeviceList } from '@cinevia/ui/apollo';
import { graphql } from '../../../__generated__';

const SIGNED_IN_DEVICES_QUERY = graphql(`
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

/** The devices, and signing one or every other one out (the list is asked again after each). */
export const useSignedInDevices = () =>
  useDeviceList({ list: SIGNED_IN_DEVICES_QUERY, signOut: SIGN_OUT_DEVICE, signOutOthers: SIGN_OUT_OTHER_DEVICES });

import { useDeviceList } from '@cinevia/ui/apollo';
import { graphql } from '../../../__generated__';

const ADMIN_SIGNED_IN_DEVICES_QUERY = graphql(`
  query AdminSignedInDevicesQuery {
    adminSignedInDevices {
      id
      current
      browser
      os
      profileName
      network
      signedInAt
      lastActiveAt
    }
  }
`);

const SIGN_OUT_DEVICE = graphql(`
  mutation AdminSignOutDeviceMutation($id: ID!) {
    adminSignOutDevice(id: $id)
  }
`);

const SIGN_OUT_OTHER_DEVICES = graphql(`
  mutation AdminSignOutOtherDevicesMutation {
    adminSignOutOtherDevices
  }
`);

/** The devices, and signing one or every other one out (the list is asked again after each). */
export const useAdminSignedInDevices = () =>
  useDeviceList({
    list: ADMIN_SIGNED_IN_DEVICES_QUERY,
    signOut: SIGN_OUT_DEVICE,
    signOutOthers: SIGN_OUT_OTHER_DEVICES,
  });

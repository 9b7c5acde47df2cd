import { SignedInDevicesCard } from '@cinevia/ui';
import { useAdminSignedInDevices } from '../api/useAdminSignedInDevices';

/** The /admin card of every browser signed in to the portal, each other one with its own Sign Out. */
export function AdminDevicesSection() {
  const { data, error, refetch, signOut, signOutOthers } = useAdminSignedInDevices();
  return (
    <SignedInDevicesCard
      devices={data?.adminSignedInDevices}
      error={error}
      refetch={refetch}
      signOut={signOut}
      signOutOthers={signOutOthers}
      intro="Where the admin portal is signed in. Sign out of any device you don't recognise."
    />
  );
}

import { SignedInDevicesCard } from '@cinevia/ui';
import { useSignedInDevices } from '../api/useSignedInDevices';

/** The profile page's "Signed-In Devices": every browser signed in to the account. */
export function SignedInDevices() {
  const { data, error, refetch, signOut, signOutOthers } = useSignedInDevices();
  return (
    <SignedInDevicesCard
      devices={data?.signedInDevices}
      error={error}
      refetch={refetch}
      signOut={signOut}
      signOutOthers={signOutOthers}
      intro="Where your account is signed in. Sign out of any device you don't recognise."
    />
  );
}

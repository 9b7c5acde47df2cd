import type { TypedDocumentNode } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';

/** An app's own operations for a list of signed-in devices: the list, and its two sign-outs. */
export interface DeviceListOperations<ListData> {
  list: TypedDocumentNode<ListData, Record<string, never>>;
  signOut: TypedDocumentNode<unknown, { id: string }>;
  signOutOthers: TypedDocumentNode<unknown, Record<string, never>>;
}

/**
 * Signed-in devices (the member's or the administrator's), asked anew on each visit (they sign in
 * and out elsewhere), and signing one or every other one out; the list is asked again after each.
 */
export function useDeviceList<ListData>({ list, signOut, signOutOthers }: DeviceListOperations<ListData>) {
  const devices = useQuery(list, { fetchPolicy: 'cache-and-network' });
  const refetchQueries = [list];
  const [signOutDevice] = useMutation(signOut, { refetchQueries, awaitRefetchQueries: true });
  const [signOutEveryOther] = useMutation(signOutOthers, { refetchQueries, awaitRefetchQueries: true });
  return {
    ...devices,
    signOut: (id: string) => signOutDevice({ variables: { id } }),
    signOutOthers: () => signOutEveryOther(),
  };
}

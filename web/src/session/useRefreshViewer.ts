import { useCallback } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useSaidWhenFailed } from './useSaidWhenFailed';
import { VIEWER_QUERY } from './viewerQuery';

/** The same for the signed-in app's member (the viewer query), after a change the cookie carries. */
export function useRefreshViewer(): () => Promise<boolean> {
  const client = useApolloClient();
  const refetch = useCallback(async () => {
    try {
      await client.query({ query: VIEWER_QUERY, fetchPolicy: 'network-only' });
      return true;
    } catch (error) {
      console.error('Could not reload the session', error);
      return false;
    }
  }, [client]);
  return useSaidWhenFailed(refetch);
}

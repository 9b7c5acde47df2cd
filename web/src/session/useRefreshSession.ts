import { useCallback } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useToast } from '@cinevia/ui';
import { useSession } from './session';
import { VIEWER_QUERY } from './viewerQuery';

/**
 * Asks the server again who is signed in, after the session cookie changed (login, signup): the
 * session check. Resolves to false (and says so) when the answer could not be fetched.
 */
export function useRefreshSession(): () => Promise<boolean> {
  return useSaidWhenFailed(useSession().refresh);
}

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

function useSaidWhenFailed(refresh: () => Promise<boolean>): () => Promise<boolean> {
  const { toast } = useToast();
  return useCallback(async () => {
    if (await refresh()) return true;
    toast({
      title: 'Error',
      description: "You're signed in, but your account could not be loaded. Please reload the page.",
      variant: 'destructive',
    });
    return false;
  }, [refresh, toast]);
}

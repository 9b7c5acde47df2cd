import { useCallback } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useToast } from '@cinevia/ui';
import { VIEWER_QUERY } from './viewerQuery';

/**
 * Asks the server again who is signed in, after the session cookie changed. Resolves to false
 * (and says so) when the answer could not be fetched.
 */
export function useRefreshViewer(): () => Promise<boolean> {
  const client = useApolloClient();
  const { toast } = useToast();
  return useCallback(async () => {
    try {
      await client.query({ query: VIEWER_QUERY, fetchPolicy: 'network-only' });
      return true;
    } catch (error) {
      console.error('Could not reload the session', error);
      toast({
        title: 'Error',
        description: "You're signed in, but your account could not be loaded. Please reload the page.",
        variant: 'destructive',
      });
      return false;
    }
  }, [client, toast]);
}

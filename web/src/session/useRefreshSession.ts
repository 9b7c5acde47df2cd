import { useCallback } from 'react';
import { useToast } from '@cinevia/ui';
import { useSession } from './session';

/**
 * Asks the server again who is signed in, after the session cookie changed (login, signup).
 * Resolves to false (and says so) when the answer could not be fetched.
 */
export function useRefreshSession(): () => Promise<boolean> {
  const { refresh } = useSession();
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

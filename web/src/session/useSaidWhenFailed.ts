import { useCallback } from 'react';
import { useToast } from '@cinevia/ui';

/** A refresh of who is signed in that says so when it could not be done (it resolves to false then). */
export function useSaidWhenFailed(refresh: () => Promise<boolean>): () => Promise<boolean> {
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

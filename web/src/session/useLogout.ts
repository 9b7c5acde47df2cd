import { startTransition, useCallback } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { apiRequest } from '@cinevia/ui';
import { useSession } from './session';

/**
 * POST /api/auth/logout, then / with every cached answer dropped, even if the call failed
 * (spec section 7): the session becomes a visitor's, which unloads the signed-in app and its cache.
 */
export function useLogout(): () => Promise<void> {
  const client = useApolloClient();
  const navigate = useNavigate();
  const { replace } = useSession();
  return useCallback(async () => {
    try {
      await apiRequest('POST', '/api/auth/logout');
    } catch (error) {
      console.error('Logout failed', error);
    }
    // One update: the router's own is a transition, and a visitor still on a members' page would
    // otherwise be sent to sign in before reaching /.
    startTransition(() => {
      navigate('/', { replace: true });
      replace(null);
    });
    try {
      await client.clearStore();
    } catch (error) {
      console.error('Could not clear the cache after logout', error);
    }
  }, [client, navigate, replace]);
}

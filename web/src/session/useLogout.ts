import { startTransition, useCallback } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { apiRequest, type ApiError } from '@cinevia/ui';
import { useSession } from './session';

/** "Who's watching?", asking the account password a Kids profile's sign-out needs. */
export const SIGN_OUT_OF_KIDS = '/profiles?sign-out';

/**
 * POST /api/auth/logout, then / with every cached answer dropped, even if the call failed
 * (spec section 7): the session becomes a visitor's, which unloads the signed-in app and its cache.
 * One refusal stops it: a Kids profile's sign-out asks the account password while a grown-up
 * profile is locked (403). Without a password it resolves true (the password is wanted); a wrong
 * one (403, or 429 after too many) is thrown for the password's dialog to show.
 */
export function useLogout(): (password?: string) => Promise<boolean> {
  const client = useApolloClient();
  const navigate = useNavigate();
  const { replace } = useSession();
  return useCallback(
    async (password?: string) => {
      try {
        await apiRequest('POST', '/api/auth/logout', password === undefined ? undefined : { password });
      } catch (error) {
        const refused = [403, 429].includes((error as Partial<ApiError>).status ?? 0);
        if (refused && password === undefined) return true;
        if (refused) throw error;
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
      return false;
    },
    [client, navigate, replace],
  );
}

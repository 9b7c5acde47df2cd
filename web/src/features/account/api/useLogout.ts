import { useCallback } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { apiRequest } from '../../../api/apiRequest';

/**
 * POST /api/auth/logout, then / with every cached answer dropped, even if the call failed
 * (spec section 7). Dropping the cache also asks the server again who is signed in.
 */
export function useLogout(): () => Promise<void> {
  const client = useApolloClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await apiRequest('POST', '/api/auth/logout');
    } catch (error) {
      console.error('Logout failed', error);
    }
    navigate('/', { replace: true });
    try {
      await client.resetStore();
    } catch (error) {
      console.error('Could not reload the session after logout', error);
    }
  }, [client, navigate]);
}

import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { LoginBody } from '@cinevia/proto';
import { apiRequest, serverMessage, useToast } from '@cinevia/ui';
import { useRefreshSession } from '../../../session/useRefreshSession';

/** POST /api/auth/login, then the session is read again and the member lands on /. */
export function useLogin(): (body: LoginBody) => Promise<void> {
  const navigate = useNavigate();
  const refreshViewer = useRefreshSession();
  const { toast } = useToast();
  return useCallback(
    async (body: LoginBody) => {
      try {
        await apiRequest('POST', '/api/auth/login', body);
      } catch (error) {
        toast({
          title: 'Error',
          description: serverMessage(error) ?? 'Invalid email or password',
          variant: 'destructive',
        });
        return;
      }
      toast({ title: 'Success', description: 'Logged in successfully!' });
      if (await refreshViewer()) navigate('/', { replace: true });
    },
    [navigate, refreshViewer, toast],
  );
}

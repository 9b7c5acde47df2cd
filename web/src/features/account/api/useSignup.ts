import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { SignupBody } from '@cinevia/proto';
import { apiRequest, serverMessage, useToast } from '@cinevia/ui';
import { config } from '../../../config';
import { useRefreshSession } from '../../../session/useRefreshSession';

/** Long enough to read the welcome before the page changes (spec section 4). */
const REDIRECT_DELAY_MS = 1000;

/** POST /api/auth/signup; the new member is signed in and taken to / after a moment. */
export function useSignup(): (body: SignupBody) => Promise<void> {
  const navigate = useNavigate();
  const refreshViewer = useRefreshSession();
  const { toast } = useToast();
  return useCallback(
    async (body: SignupBody) => {
      try {
        await apiRequest('POST', '/api/auth/signup', body);
      } catch (error) {
        toast({
          title: 'Error',
          description: serverMessage(error) ?? 'Failed to create account',
          variant: 'destructive',
        });
        return;
      }
      toast({ title: 'Success', description: `Account created! Welcome to ${config.productName}.` });
      await new Promise((resolve) => setTimeout(resolve, REDIRECT_DELAY_MS));
      if (await refreshViewer()) navigate('/', { replace: true });
    },
    [navigate, refreshViewer, toast],
  );
}

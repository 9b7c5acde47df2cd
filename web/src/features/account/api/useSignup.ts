import { useNavigate } from 'react-router-dom';
import type { SignupBody } from '@cinevia/proto';
import { apiRequest, useReportedAction } from '@cinevia/ui';
import { config } from '../../../config';
import { useRefreshSession } from '../../../session/useRefreshSession';

/** Long enough to read the welcome before the page changes (spec section 4). */
const REDIRECT_DELAY_MS = 1000;

/** POST /api/auth/signup; the new member is signed in and taken to / after a moment. */
export function useSignup(): (body: SignupBody) => Promise<void> {
  const navigate = useNavigate();
  const refreshViewer = useRefreshSession();
  const signUp = useReportedAction((body: SignupBody) => apiRequest('POST', '/api/auth/signup', body), {
    failure: 'Failed to create account',
    success: () => `Account created! Welcome to ${config.productName}.`,
  });
  return async (body: SignupBody) => {
    if (!(await signUp(body))) return;
    await new Promise((resolve) => setTimeout(resolve, REDIRECT_DELAY_MS));
    if (await refreshViewer()) navigate('/', { replace: true });
  };
}

import { useNavigate } from 'react-router-dom';
import type { LoginBody } from '@cinevia/proto';
import { apiRequest, useReportedAction } from '@cinevia/ui';
import { useRefreshSession } from '../../../session/useRefreshSession';

/** POST /api/auth/login, then the session is read again and the member lands on /. */
export function useLogin(): (body: LoginBody) => Promise<void> {
  const navigate = useNavigate();
  const refreshViewer = useRefreshSession();
  const logIn = useReportedAction((body: LoginBody) => apiRequest('POST', '/api/auth/login', body), {
    failure: 'Invalid email or password',
    success: () => 'Logged in successfully!',
  });
  return async (body: LoginBody) => {
    if ((await logIn(body)) && (await refreshViewer())) navigate('/', { replace: true });
  };
}

import { useNavigate } from 'react-router-dom';
import type { LoginBody } from '@cinevia/proto';
import { apiRequest, useReportedAction } from '@cinevia/ui';
import { useRefreshSession } from '../../../session/useRefreshSession';

/** Where a member lands after signing in: "Who's watching?" when the account has several profiles. */
async function landingPath(): Promise<string> {
  try {
    const listed = (await (await apiRequest('GET', '/api/profiles')).json()) as { profiles?: unknown[] };
    return (listed.profiles?.length ?? 0) > 1 ? '/profiles' : '/';
  } catch {
    // Home, as with one profile: the member can still switch from the menu.
    return '/';
  }
}

/** POST /api/auth/login, then the session is read again and the member lands on / (or the profile picker). */
export function useLogin(): (body: LoginBody) => Promise<void> {
  const navigate = useNavigate();
  const refreshViewer = useRefreshSession();
  const logIn = useReportedAction((body: LoginBody) => apiRequest('POST', '/api/auth/login', body), {
    failure: 'Invalid email or password',
    success: () => 'Logged in successfully!',
  });
  return async (body: LoginBody) => {
    if (!(await logIn(body))) return;
    const [refreshed, path] = await Promise.all([refreshViewer(), landingPath()]);
    if (refreshed) navigate(path, { replace: true });
  };
}

import { useNavigate } from 'react-router-dom';
import type { AdminAuthBody } from '@cinevia/proto';
import { apiRequest, useReportedAction } from '@cinevia/ui';

/** POST /api/admin/auth, which sets the admin cookie; then on to the portal. */
export function useAdminLogin(): (body: AdminAuthBody) => Promise<void> {
  const navigate = useNavigate();
  const logIn = useReportedAction((body: AdminAuthBody) => apiRequest('POST', '/api/admin/auth', body), {
    failure: 'Invalid admin password',
    success: () => 'Admin access granted!',
  });
  return async (body: AdminAuthBody) => {
    if (await logIn(body)) navigate('/admin', { replace: true });
  };
}

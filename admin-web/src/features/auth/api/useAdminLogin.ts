import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { AdminAuthBody } from '@cinevia/proto';
import { apiRequest, serverMessage, useToast } from '@cinevia/ui';

/** POST /api/admin/auth, which sets the admin cookie; then on to the portal. */
export function useAdminLogin(): (body: AdminAuthBody) => Promise<void> {
  const navigate = useNavigate();
  const { toast } = useToast();
  return useCallback(
    async (body: AdminAuthBody) => {
      try {
        await apiRequest('POST', '/api/admin/auth', body);
      } catch (error) {
        toast({
          title: 'Error',
          description: serverMessage(error) ?? 'Invalid admin password',
          variant: 'destructive',
        });
        return;
      }
      toast({ title: 'Success', description: 'Admin access granted!' });
      navigate('/admin', { replace: true });
    },
    [navigate, toast],
  );
}

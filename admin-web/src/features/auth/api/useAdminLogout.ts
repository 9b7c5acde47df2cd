import { useCallback } from 'react';
import { apiRequest, useToast } from '@cinevia/ui';

/**
 * `/` is the members' app, another document, so leaving unloads this one and its toast with it:
 * the pause lets 'Logged out' be read first (the spec's sign-up redirect uses the same delay).
 */
const LEAVE_DELAY_MS = 1000;

/** POST /api/admin/logout, then `/`, even when the call failed (spec section 4). */
export function useAdminLogout(): () => Promise<void> {
  const { toast } = useToast();
  return useCallback(async () => {
    try {
      await apiRequest('POST', '/api/admin/logout');
      toast({ title: 'Logged out', description: 'Admin session ended' });
      await new Promise((resolve) => setTimeout(resolve, LEAVE_DELAY_MS));
    } catch (error) {
      console.error('Admin logout failed; leaving the portal anyway', error);
    }
    window.location.assign('/');
  }, [toast]);
}

import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useToast } from '@cinevia/ui';
import { useRefreshViewer } from './useRefreshViewer';

/** Spec section 9: the pause before an unauthorized member is sent to sign in. */
export const UNAUTHORIZED_REDIRECT_MS = 500;

/**
 * What a page does when the server says the session is gone (spec section 8): an 'Unauthorized'
 * toast, then, after half a second, the session is read again so the route table forgets the
 * member, and the browser goes to /login.
 */
export function useRedirectToLogin(): { redirecting: boolean; redirectToLogin: () => void } {
  const navigate = useNavigate();
  const refreshViewer = useRefreshViewer();
  const { toast } = useToast();
  const [redirecting, setRedirecting] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const redirectToLogin = useCallback(() => {
    if (timer.current !== undefined) return;
    setRedirecting(true);
    toast({ title: 'Unauthorized', description: 'You are logged out. Logging in again...', variant: 'destructive' });
    timer.current = window.setTimeout(() => {
      void refreshViewer().then(() => navigate('/login', { replace: true }));
    }, UNAUTHORIZED_REDIRECT_MS);
  }, [navigate, refreshViewer, toast]);

  return { redirecting, redirectToLogin };
}

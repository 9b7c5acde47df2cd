import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { FullScreenSpinner, useDocumentTitle, useToast } from '@cinevia/ui';

/** Long enough to read the toast before the page changes (spec section 4). */
const REDIRECT_DELAY_MS = 500;

/**
 * /subscribe for a visitor who is not signed in (or whose session just ended): says so, then
 * goes to sign in (spec sections 4 and 8).
 */
export function SubscribeSignedOut() {
  useDocumentTitle('Choose Your Plan');
  const navigate = useNavigate();
  const { toast } = useToast();
  const told = useRef(false);

  useEffect(() => {
    if (!told.current) {
      told.current = true;
      toast({ title: 'Unauthorized', description: 'You are logged out. Logging in again...', variant: 'destructive' });
    }
    const timer = setTimeout(() => navigate('/login', { replace: true }), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [navigate, toast]);

  return <FullScreenSpinner label="Redirecting to sign in" />;
}

import { useEffect, useState } from 'react';
import { apiRequest } from '@cinevia/ui';

export type AdminSession = 'checking' | 'verified' | 'denied';

/**
 * GET /api/admin/verify once, on mount. Any failure reads as no admin session (spec section 8:
 * the portal redirects silently); only failures other than a plain 401 are worth a log line.
 */
export function useAdminVerify(): AdminSession {
  const [session, setSession] = useState<AdminSession>('checking');
  useEffect(() => {
    let current = true;
    apiRequest('GET', '/api/admin/verify').then(
      () => {
        if (current) setSession('verified');
      },
      (error: unknown) => {
        if (!(error instanceof Error && error.message.startsWith('401:'))) {
          console.error('Admin session check failed; treating the visitor as signed out', error);
        }
        if (current) setSession('denied');
      },
    );
    return () => {
      current = false;
    };
  }, []);
  return session;
}

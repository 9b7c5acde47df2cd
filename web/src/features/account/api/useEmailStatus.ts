import type { EmailStatus } from '@cinevia/proto';
import { useCallback, useEffect, useState } from 'react';
import { fetchEmailStatus } from './mailedLinks';

/**
 * GET /api/account/email: whether the member's address is verified and a move waiting for its
 * confirmation. Null until it comes (or when it cannot: the profile then shows the address alone).
 */
export function useEmailStatus(): { status: EmailStatus | null; reload: () => void } {
  const [status, setStatus] = useState<EmailStatus | null>(null);
  const reload = useCallback(() => {
    void fetchEmailStatus().then(setStatus);
  }, []);
  useEffect(reload, [reload]);
  return { status, reload };
}

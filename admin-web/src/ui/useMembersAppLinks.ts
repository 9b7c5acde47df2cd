import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';

const PORTAL_PATH = /^\/(admin-login|admin)(\/|$)/;

/**
 * Paths outside the portal (such as `/`, where the shared Brand and 404 page link) belong to the
 * members' app, another document. An in-app navigation there is stopped before it enters the
 * history and made a full page load instead, so Back returns to the portal.
 */
export function useMembersAppLinks(): void {
  const blocker = useBlocker(({ nextLocation }) => !PORTAL_PATH.test(nextLocation.pathname));
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    const { pathname, search, hash } = blocker.location;
    blocker.reset();
    window.location.assign(`${pathname}${search}${hash}`);
  }, [blocker]);
}

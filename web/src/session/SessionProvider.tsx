import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { fetchSessionViewer, sentNoSessionCookie } from './fetchSessionViewer';
import { SessionContext, type Session, type SessionViewer } from './session';

function sameViewer(a: SessionViewer | null, b: SessionViewer | null): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * Asks once who is signed in, before any route renders, unless `answered` says (the start-up asked
 * before React rendered: session/signedInStart.ts); the app refreshes or replaces it as that changes.
 */
export function SessionProvider({
  answered,
  children,
}: {
  answered?: { viewer: SessionViewer | null };
  children: ReactNode;
}) {
  const [known] = useState(() => answered !== undefined || sentNoSessionCookie());
  const [state, setState] = useState<{ viewer: SessionViewer | null; checking: boolean }>({
    viewer: answered?.viewer ?? null,
    checking: !known,
  });

  const replace = useCallback((viewer: SessionViewer | null) => {
    setState((current) =>
      !current.checking && sameViewer(current.viewer, viewer) ? current : { viewer, checking: false },
    );
  }, []);

  const refresh = useCallback(async () => {
    try {
      replace(await fetchSessionViewer());
      return true;
    } catch (error) {
      console.error('Session check failed', error);
      return false;
    }
  }, [replace]);

  useEffect(() => {
    if (known) return;
    void fetchSessionViewer()
      .catch((error: unknown) => {
        console.error('Session check failed; treating the visitor as signed out', error);
        return null;
      })
      .then(replace);
  }, [known, replace]);

  const session = useMemo<Session>(() => ({ ...state, refresh, replace }), [state, refresh, replace]);
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

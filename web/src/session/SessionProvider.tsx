import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { SessionContext, type Session, type SessionViewer } from './session';

/** The app's own session query (features/account/api/viewerQuery.ts), without Apollo. */
const VIEWER_DOCUMENT = 'query Viewer { me { id email firstName lastName createdAt isSubscribed } }';

/**
 * When part of Cinevia is away, `GET /api/auth/user` answers 503 for a member it could answer in part
 * (billing away: `isSubscribed` unknown). GraphQL gives that part, so the member stays signed in.
 */
async function fetchViewerInPart(): Promise<SessionViewer | null> {
  const response = await fetch('/graphql', {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ operationName: 'Viewer', query: VIEWER_DOCUMENT }),
  });
  const body = (await response.json()) as { data?: { me?: SessionViewer | null } | null };
  if (!body.data || !('me' in body.data)) throw new Error(`the session query answered ${response.status}`);
  return body.data.me ?? null;
}

/** `GET /api/auth/user`: the member, null when signed out (401); throws when the server could not say. */
async function fetchSessionViewer(): Promise<SessionViewer | null> {
  // As the gateway's <link rel="preload"> asks it (index.html), so the browser reuses that answer.
  const response = await fetch('/api/auth/user', { credentials: 'include' });
  if (response.status === 401) return null;
  if (response.status >= 500) {
    console.warn(`The session check answered ${response.status}; asking for what can be answered`);
    return readViewer(await fetchViewerInPart());
  }
  if (!response.ok) throw new Error(`${response.status}: ${await response.text()}`);
  return readViewer((await response.json()) as SessionViewer);
}

function readViewer(user: SessionViewer | null): SessionViewer | null {
  if (!user) return null;
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    createdAt: user.createdAt,
    isSubscribed: user.isSubscribed ?? null,
  };
}

/**
 * The gateway says in index.html whether the browser sent a session cookie at all: without one
 * the visitor is signed out, and the first page renders without asking the server.
 */
function sentNoSessionCookie(): boolean {
  try {
    const config: unknown = JSON.parse(document.getElementById('cinevia-config')?.textContent ?? '{}');
    return typeof config === 'object' && config !== null && (config as { session?: unknown }).session === false;
  } catch {
    return false;
  }
}

function sameViewer(a: SessionViewer | null, b: SessionViewer | null): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Asks once who is signed in, before any route renders; the app refreshes or replaces it as that changes. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [knownSignedOut] = useState(sentNoSessionCookie);
  const [state, setState] = useState<{ viewer: SessionViewer | null; checking: boolean }>({
    viewer: null,
    checking: !knownSignedOut,
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
    if (knownSignedOut) return;
    void fetchSessionViewer()
      .catch((error: unknown) => {
        console.error('Session check failed; treating the visitor as signed out', error);
        return null;
      })
      .then(replace);
  }, [knownSignedOut, replace]);

  const session = useMemo<Session>(() => ({ ...state, refresh, replace }), [state, refresh, replace]);
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

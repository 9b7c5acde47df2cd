import type { SessionViewer } from './session';

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
export async function fetchSessionViewer(): Promise<SessionViewer | null> {
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
export function sentNoSessionCookie(): boolean {
  try {
    const config: unknown = JSON.parse(document.getElementById('cinevia-config')?.textContent ?? '{}');
    return typeof config === 'object' && config !== null && (config as { session?: unknown }).session === false;
  } catch {
    return false;
  }
}

import type { SessionStore, ViewerSession } from '@cinevia/service-kit';

const TTL_MS = 1_000;
const MAX_ENTRIES = 50_000;

/**
 * Viewer sessions remembered for a second: every request of a member names their session, and a
 * Redis round trip for each was measured at a fifth of the gateway's time on the home page. A
 * session ended anywhere (a sign-out, a password change) is forgotten as soon as Redis announces it
 * (`forget`, from the kit's followEndedSessions); an announcement missed while reconnecting is
 * outlived by one second at most. Admin sessions are rare and always asked. Bounded: when full, the
 * oldest half is forgotten (a Map keeps insertion order).
 */
export function createSessionCache(sessions: SessionStore, ttlMs = TTL_MS, maxEntries = MAX_ENTRIES) {
  const remembered = new Map<string, { viewer: ViewerSession | null; until: number }>();
  return {
    async resolveViewerSession(sessionId: string | undefined): Promise<ViewerSession | null> {
      if (!sessionId) return null;
      const now = Date.now();
      const hit = remembered.get(sessionId);
      if (hit && hit.until > now) return hit.viewer;
      const viewer = await sessions.resolveViewerSession(sessionId);
      remembered.delete(sessionId);
      if (remembered.size >= maxEntries) {
        for (const key of [...remembered.keys()].slice(0, maxEntries / 2)) remembered.delete(key);
      }
      remembered.set(sessionId, { viewer, until: now + ttlMs });
      return viewer;
    },
    resolveAdminSession: (sessionId: string | undefined) => sessions.resolveAdminSession(sessionId),
    /** The session has ended or changed profile: the next request naming it asks Redis again. */
    forget(sessionId: string): void {
      remembered.delete(sessionId);
    },
  };
}
export type SessionCache = ReturnType<typeof createSessionCache>;

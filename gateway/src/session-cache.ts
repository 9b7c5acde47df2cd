import type { EndedSessionsListener, SessionStore, ViewerSession } from '@cinevia/shared-models';

const TTL_MS = 30_000;
const MAX_ENTRIES = 50_000;

/**
 * Viewer sessions remembered for 30 s: every request of a member names their session, and a Redis
 * round trip for each was a tenth of the gateway's time answering a film (a second's memory still
 * asked Redis about once a second per member of an audience). A session ended or changed anywhere (a
 * sign-out, a profile switch, a profile's new level) is forgotten as soon as Redis announces it (the
 * kit's followEndedSessions, told through `listener`); while those announcements cannot be heard
 * (the connection dropped) nothing is remembered, and what was is forgotten, so none is missed.
 * Reading Redis also slides the session's idle expiry (14 days): every 30 s of use is plenty.
 * Admin sessions are rare and always asked. Bounded: when full, the oldest half is forgotten (a
 * Map keeps insertion order).
 */
export function createSessionCache(sessions: SessionStore, ttlMs = TTL_MS, maxEntries = MAX_ENTRIES) {
  const remembered = new Map<string, { viewer: ViewerSession | null; until: number }>();
  let hearing = false;
  /** Announcements heard so far: a session read from Redis while one arrived may predate it. */
  let announcements = 0;
  const listener: EndedSessionsListener = {
    ended(sessionId) {
      announcements++;
      remembered.delete(sessionId);
    },
    hearing(heard) {
      announcements++;
      hearing = heard;
      remembered.clear();
    },
  };
  return {
    async resolveViewerSession(sessionId: string | undefined): Promise<ViewerSession | null> {
      if (!sessionId) return null;
      const now = Date.now();
      const hit = remembered.get(sessionId);
      if (hit && hit.until > now) return hit.viewer;
      const heardBefore = announcements;
      const viewer = await sessions.resolveViewerSession(sessionId);
      remembered.delete(sessionId);
      if (!hearing || announcements !== heardBefore) return viewer;
      if (remembered.size >= maxEntries) {
        for (const key of [...remembered.keys()].slice(0, maxEntries / 2)) remembered.delete(key);
      }
      remembered.set(sessionId, { viewer, until: now + ttlMs });
      return viewer;
    },
    resolveAdminSession: (sessionId: string | undefined) => sessions.resolveAdminSession(sessionId),
    /** For followEndedSessions: what it hears of ended sessions, and whether it hears at all. */
    listener,
  };
}
export type SessionCache = ReturnType<typeof createSessionCache>;

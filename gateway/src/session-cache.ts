import type { SessionStore } from '@cinevia/service-kit';

const TTL_MS = 1_000;
const MAX_ENTRIES = 50_000;

/**
 * Viewer sessions remembered for a second, for the hot path alone: a player saving every 10 s
 * then costs Redis one lookup per member per second at most. A sign-out reaches it within that
 * second. Bounded: when full, the oldest half is forgotten (a Map keeps insertion order).
 */
export function createSessionCache(sessions: SessionStore, ttlMs = TTL_MS, maxEntries = MAX_ENTRIES) {
  const remembered = new Map<string, { userId: string | null; until: number }>();
  return {
    async resolveViewerSession(sessionId: string | undefined): Promise<string | null> {
      if (!sessionId) return null;
      const now = Date.now();
      const hit = remembered.get(sessionId);
      if (hit && hit.until > now) return hit.userId;
      const userId = await sessions.resolveViewerSession(sessionId);
      remembered.delete(sessionId);
      if (remembered.size >= maxEntries) {
        for (const key of [...remembered.keys()].slice(0, maxEntries / 2)) remembered.delete(key);
      }
      remembered.set(sessionId, { userId, until: now + ttlMs });
      return userId;
    },
  };
}
export type SessionCache = ReturnType<typeof createSessionCache>;

import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';

/**
 * Session records, written by identity and resolved by the gateway on every request.
 * Redis key layout (values are plain strings; every TTL slides on use):
 *   session:{id}            -> userId                      VIEWER_SESSION_TTL_SECONDS
 *   user-sessions:{userId}  -> set of that member's ids    refreshed with each new session
 *   admin-session:{id}      -> "admin"                     ADMIN_SESSION_TTL_SECONDS
 */
export const VIEWER_SESSION_TTL_SECONDS = 14 * 24 * 60 * 60;
export const ADMIN_SESSION_TTL_SECONDS = 2 * 60 * 60;
export const VIEWER_SESSION_COOKIE = 'cinevia_session';
export const ADMIN_SESSION_COOKIE = 'cinevia_admin';

/** 32 random bytes in base64url: exactly 43 characters. */
const SESSION_ID = /^[A-Za-z0-9_-]{43}$/;

function newSessionId(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Where the ids of ended viewer sessions are announced (Redis pub/sub, in the same transaction as
 * the delete), so that a cache of resolved sessions (the gateway's) forgets them at once.
 */
export const ENDED_SESSIONS_CHANNEL = 'sessions:ended';

export function createSessionStore(redis: Redis) {
  return {
    async createViewerSession(userId: string): Promise<string> {
      const id = newSessionId();
      await redis
        .multi()
        .set(`session:${id}`, userId, 'EX', VIEWER_SESSION_TTL_SECONDS)
        .sadd(`user-sessions:${userId}`, id)
        .expire(`user-sessions:${userId}`, VIEWER_SESSION_TTL_SECONDS)
        .exec();
      return id;
    },

    /** The member a session belongs to, sliding its expiry; null for unknown, expired or malformed ids. */
    async resolveViewerSession(id: string | undefined): Promise<string | null> {
      if (!id || !SESSION_ID.test(id)) return null;
      return redis.getex(`session:${id}`, 'EX', VIEWER_SESSION_TTL_SECONDS);
    },

    async destroyViewerSession(id: string, userId: string): Promise<void> {
      await redis
        .multi()
        .del(`session:${id}`)
        .srem(`user-sessions:${userId}`, id)
        .publish(ENDED_SESSIONS_CHANNEL, id)
        .exec();
    },

    /** Signs a member out everywhere except the session in hand (after a password change). */
    async destroyOtherViewerSessions(userId: string, keepSessionId: string): Promise<number> {
      const ids = (await redis.smembers(`user-sessions:${userId}`)).filter((id) => id !== keepSessionId);
      if (ids.length === 0) return 0;
      const ending = redis
        .multi()
        .del(...ids.map((id) => `session:${id}`))
        .srem(`user-sessions:${userId}`, ...ids);
      for (const id of ids) ending.publish(ENDED_SESSIONS_CHANNEL, id);
      await ending.exec();
      return ids.length;
    },

    async createAdminSession(): Promise<string> {
      const id = newSessionId();
      await redis.set(`admin-session:${id}`, 'admin', 'EX', ADMIN_SESSION_TTL_SECONDS);
      return id;
    },

    async resolveAdminSession(id: string | undefined): Promise<boolean> {
      if (!id || !SESSION_ID.test(id)) return false;
      return (await redis.getex(`admin-session:${id}`, 'EX', ADMIN_SESSION_TTL_SECONDS)) !== null;
    },

    async destroyAdminSession(id: string): Promise<void> {
      await redis.del(`admin-session:${id}`);
    },
  };
}
export type SessionStore = ReturnType<typeof createSessionStore>;

/**
 * Calls `ended` with the id of every viewer session ended from now on, anywhere, on a connection of
 * its own (a subscribed Redis connection takes no other command). Resolves once subscribed; the
 * returned function closes the connection.
 */
export async function followEndedSessions(
  redis: Redis,
  ended: (sessionId: string) => void,
): Promise<() => Promise<void>> {
  const subscriber = redis.duplicate();
  subscriber.on('message', (_channel: string, sessionId: string) => ended(sessionId));
  await subscriber.subscribe(ENDED_SESSIONS_CHANNEL);
  return async () => {
    await subscriber.quit();
  };
}

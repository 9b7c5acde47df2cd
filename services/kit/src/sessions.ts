import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { EVERY_RATING, MATURITY_RATINGS, type MaturityRating } from '@cinevia/proto';

/**
 * Session records, written by identity and resolved by the gateway on every request.
 * Redis key layout (values are plain strings; every TTL slides on use):
 *   session:{id}            -> "userId profileId level[ kids]"  VIEWER_SESSION_TTL_SECONDS
 *   user-sessions:{userId}  -> set of that member's ids    refreshed with each new session
 *   admin-session:{id}      -> "admin"                     ADMIN_SESSION_TTL_SECONDS
 */
export const VIEWER_SESSION_TTL_SECONDS = 14 * 24 * 60 * 60;
export const ADMIN_SESSION_TTL_SECONDS = 2 * 60 * 60;
export const VIEWER_SESSION_COOKIE = 'cinevia_session';
export const ADMIN_SESSION_COOKIE = 'cinevia_admin';

/**
 * Who a viewer session watches as: the member, and the profile chosen on it with that profile's
 * maturity level and whether it is a Kids profile (kept here so that every request knows them with
 * the session, in one read).
 */
export interface ViewerSession {
  userId: string;
  profileId: string;
  maturityLevel: MaturityRating;
  isKids: boolean;
}

/** What a session watches as, of a profile: what changes on it when the profile changes. */
export type Watching = Pick<ViewerSession, 'maturityLevel' | 'isKids'>;

const KIDS = 'kids';

const encode = (session: ViewerSession) =>
  `${session.userId} ${session.profileId} ${session.maturityLevel}${session.isKids ? ` ${KIDS}` : ''}`;

/**
 * A session from before profiles holds the member id alone: it watches as their first profile; one
 * from before Kids sessions were marked watches as a grown-up profile.
 */
function decode(value: string): ViewerSession {
  const [userId = '', profileId = userId, level, kids] = value.split(' ');
  const maturityLevel = MATURITY_RATINGS.find((rating) => rating === level) ?? EVERY_RATING;
  return { userId, profileId, maturityLevel, isKids: kids === KIDS };
}

/** 32 random bytes in base64url: exactly 43 characters. */
const SESSION_ID = /^[A-Za-z0-9_-]{43}$/;

function newSessionId(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Where the ids of ended or changed viewer sessions are announced (Redis pub/sub, in the same
 * transaction as the write), so that a cache of resolved sessions (the gateway's) forgets them at once.
 */
export const ENDED_SESSIONS_CHANNEL = 'sessions:ended';

export function createSessionStore(redis: Redis) {
  return {
    /** A new session, watching as `profile` (the account's first profile when signing in). */
    async createViewerSession(userId: string, profile: Omit<ViewerSession, 'userId'>): Promise<string> {
      const id = newSessionId();
      await redis
        .multi()
        .set(`session:${id}`, encode({ userId, ...profile }), 'EX', VIEWER_SESSION_TTL_SECONDS)
        .sadd(`user-sessions:${userId}`, id)
        .expire(`user-sessions:${userId}`, VIEWER_SESSION_TTL_SECONDS)
        .exec();
      return id;
    },

    /** Who a session watches as, sliding its expiry; null for unknown, expired or malformed ids. */
    async resolveViewerSession(id: string | undefined): Promise<ViewerSession | null> {
      if (!id || !SESSION_ID.test(id)) return null;
      const value = await redis.getex(`session:${id}`, 'EX', VIEWER_SESSION_TTL_SECONDS);
      return value === null ? null : decode(value);
    },

    /** The session watches as another profile from now on (a session that has ended stays ended). */
    async switchProfile(id: string, session: ViewerSession): Promise<void> {
      await redis
        .multi()
        .set(`session:${id}`, encode(session), 'KEEPTTL', 'XX')
        .publish(ENDED_SESSIONS_CHANNEL, id)
        .exec();
    },

    /**
     * A profile's level or Kids setting changed (`watching`) or it was deleted (null): every session
     * of the member watching as it takes the change, or ends.
     */
    async profileChanged(userId: string, profileId: string, watching: Watching | null): Promise<void> {
      const ids = await redis.smembers(`user-sessions:${userId}`);
      if (ids.length === 0) return;
      const values = await redis.mget(...ids.map((id) => `session:${id}`));
      const change = redis.multi();
      ids.forEach((id, index) => {
        const value = values[index];
        if (!value || decode(value).profileId !== profileId) return;
        if (watching === null) change.del(`session:${id}`).srem(`user-sessions:${userId}`, id);
        else change.set(`session:${id}`, encode({ userId, profileId, ...watching }), 'KEEPTTL', 'XX');
        change.publish(ENDED_SESSIONS_CHANNEL, id);
      });
      await change.exec();
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

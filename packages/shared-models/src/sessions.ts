import { hash, randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import {
  ENDED_SESSIONS_CHANNEL,
  EVERY_RATING,
  MATURITY_RATINGS,
  USER_AGENT_MAX,
  type MaturityRating,
} from '@cinevia/proto';
import { maskedNetwork } from '@cinevia/service-kit';

/**
 * Session records, written by identity and resolved by the gateway on every request.
 * Redis key layout (values are plain strings):
 *   session:{id}            -> "userId profileId level[ kids] @startedAt"   expires after VIEWER_SESSION_TTL_SECONDS idle
 *   user-sessions:{userId}  -> set of that member's ids                    outlives each of them (VIEWER_SESSION_LIFETIME_SECONDS)
 *   session-device:{id}     -> hash ua, net, in, seen                      the device a session (a member's or an admin's) signed in on (its
 *                              User-Agent, the /24 or /48 it came from, when), and when it was last used
 *   admin-session:{id}      -> "admin @startedAt"                          expires after ADMIN_SESSION_TTL_SECONDS idle
 *   admin-sessions          -> set of the admin session ids               outlives each of them (ADMIN_SESSION_LIFETIME_SECONDS)
 * An idle expiry slides with each use, up to the session's lifetime from its start (`startedAt`, in
 * seconds), which no use extends: a stolen cookie works for a month at most, an admin's for a day's work.
 */
export const VIEWER_SESSION_TTL_SECONDS = 14 * 24 * 60 * 60;
export const VIEWER_SESSION_LIFETIME_SECONDS = 30 * 24 * 60 * 60;
export const ADMIN_SESSION_TTL_SECONDS = 2 * 60 * 60;
export const ADMIN_SESSION_LIFETIME_SECONDS = 12 * 60 * 60;
export const VIEWER_SESSION_COOKIE = 'cinevia_session';
export const ADMIN_SESSION_COOKIE = 'cinevia_admin';
const ADMIN_SESSIONS = 'admin-sessions';

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

/** Where a viewer session signed in, and when it was last used (the member's list of devices). */
export interface SessionDevice {
  /** The browser's User-Agent as it signed in, cut to USER_AGENT_MAX; empty when unknown. */
  userAgent: string;
  /** The network it signed in from, masked (`maskedNetwork`). */
  network: string;
  /** Seconds since 1970; 0 when unknown (a session from before devices were kept). */
  signedInAt: number;
  lastActiveAt: number;
}

/** A session of a member's, as their list of devices shows it. */
export interface MemberSession {
  /** The session's public handle (`sessionHandle`): never the session id, which is the cookie's secret. */
  handle: string;
  session: ViewerSession;
  device: SessionDevice;
}

/** An administrator's session, as the admin portal's list of devices shows it. */
export type AdminSession = Omit<MemberSession, 'session'>;

/** The device a session signs in on: its User-Agent and address (kept masked). */
export interface SigningInDevice {
  userAgent: string;
  ip: string;
}
const UNKNOWN_DEVICE: SigningInDevice = { userAgent: '', ip: '' };

/** A session's handle in lists: a digest of its id, by which the member names it to sign it out. */
export const sessionHandle = (sessionId: string) => hash('sha256', sessionId, 'base64url').slice(0, 22);

const deviceKey = (id: string) => `session-device:${id}`;

function deviceOf(fields: Record<string, string>): SessionDevice {
  return {
    userAgent: fields.ua ?? '',
    network: fields.net ?? 'unknown',
    signedInAt: Number(fields.in ?? 0),
    lastActiveAt: Number(fields.seen ?? fields.in ?? 0),
  };
}

/** What a session watches as, of a profile: what changes on it when the profile changes. */
export type Watching = Pick<ViewerSession, 'maturityLevel' | 'isKids'>;

const KIDS = 'kids';
const STARTED = '@';

const encode = (session: ViewerSession, startedAt: number) =>
  `${session.userId} ${session.profileId} ${session.maturityLevel}${session.isKids ? ` ${KIDS}` : ''} ${STARTED}${startedAt}`;

/** When a stored session started (seconds); undefined for one from before lifetimes. */
function startedAtOf(value: string): number | undefined {
  const started = value.split(' ').find((part) => part.startsWith(STARTED));
  return started === undefined ? undefined : Number(started.slice(STARTED.length));
}

/**
 * A session from before profiles holds the member id alone: it watches as their first profile; one
 * from before Kids sessions were marked watches as a grown-up profile.
 */
function decode(value: string): ViewerSession {
  const [userId = '', profileId = userId, level, kids] = value.split(' ').filter((part) => !part.startsWith(STARTED));
  const maturityLevel = MATURITY_RATINGS.find((rating) => rating === level) ?? EVERY_RATING;
  return { userId, profileId, maturityLevel, isKids: kids === KIDS };
}

/** 32 random bytes in base64url: exactly 43 characters. */
const SESSION_ID = /^[A-Za-z0-9_-]{43}$/;

function newSessionId(): string {
  return randomBytes(32).toString('base64url');
}

/** `clock` tells the time (ms), for the lifetimes; tests move it. */
export function createSessionStore(redis: Redis, clock: () => number = Date.now) {
  const nowSeconds = () => Math.floor(clock() / 1000);

  /**
   * Slides a session's idle expiry (already done by the read that found `value`), never past its
   * lifetime from its start; false when that lifetime is over. A session from before lifetimes has
   * its start noted now (`restamp` rewrites it so).
   */
  async function withinLifetime(
    key: string,
    value: string,
    { idle, lifetime }: { idle: number; lifetime: number },
    restamp: (startedAt: number) => Promise<unknown>,
  ): Promise<boolean> {
    const now = nowSeconds();
    const startedAt = startedAtOf(value);
    if (startedAt === undefined) {
      await restamp(now);
      return true;
    }
    const left = startedAt + lifetime - now;
    if (left <= 0) return false;
    if (left < idle) await redis.expire(key, left);
    return true;
  }

  const deviceFields = (from: SigningInDevice, now: number) => ({
    ua: from.userAgent.slice(0, USER_AGENT_MAX),
    net: maskedNetwork(from.ip),
    in: now,
    seen: now,
  });

  /** Last used now, for the lists of devices: not waited for (a lost write costs a little accuracy). */
  function noteSeen(id: string, lifetime: number): void {
    redis
      .multi()
      .hset(deviceKey(id), 'seen', nowSeconds())
      .expire(deviceKey(id), lifetime)
      .exec()
      .catch(() => undefined);
  }

  /** The sessions of `ids` still alive (`valueKey`), each with its device. */
  async function withDevices(ids: string[], valueKey: (id: string) => string) {
    if (ids.length === 0) return [];
    const reading = redis.pipeline();
    for (const id of ids) reading.get(valueKey(id)).hgetall(deviceKey(id));
    const read = (await reading.exec()) ?? [];
    return ids.flatMap((id, index) => {
      const value = read[index * 2]?.[1] as string | null | undefined;
      const fields = (read[index * 2 + 1]?.[1] ?? {}) as Record<string, string>;
      return value ? [{ value, handle: sessionHandle(id), device: deviceOf(fields) }] : [];
    });
  }

  async function endAdminSessions(ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await redis
      .multi()
      .del(...ids.flatMap((id) => [`admin-session:${id}`, deviceKey(id)]))
      .srem(ADMIN_SESSIONS, ...ids)
      .exec();
  }

  async function endViewerSessions(userId: string, ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    const ending = redis
      .multi()
      .del(...ids.flatMap((id) => [`session:${id}`, deviceKey(id)]))
      .srem(`user-sessions:${userId}`, ...ids);
    for (const id of ids) ending.publish(ENDED_SESSIONS_CHANNEL, id);
    await ending.exec();
  }

  return {
    /**
     * A new session, watching as `profile` (the account's first profile when signing in), on the
     * device `from` (its User-Agent and address, kept masked).
     */
    async createViewerSession(
      userId: string,
      profile: Omit<ViewerSession, 'userId'>,
      from: SigningInDevice = UNKNOWN_DEVICE,
    ): Promise<string> {
      const id = newSessionId();
      const now = nowSeconds();
      await redis
        .multi()
        .set(`session:${id}`, encode({ userId, ...profile }, now), 'EX', VIEWER_SESSION_TTL_SECONDS)
        .hset(deviceKey(id), deviceFields(from, now))
        .expire(deviceKey(id), VIEWER_SESSION_LIFETIME_SECONDS)
        .sadd(`user-sessions:${userId}`, id)
        // No session of theirs outlives its lifetime from its start, nor so the newest: neither does the list.
        .expire(`user-sessions:${userId}`, VIEWER_SESSION_LIFETIME_SECONDS)
        .exec();
      return id;
    },

    /** Who a session watches as, sliding its expiry; null for unknown, expired, ended or malformed ids. */
    async resolveViewerSession(id: string | undefined): Promise<ViewerSession | null> {
      if (!id || !SESSION_ID.test(id)) return null;
      const key = `session:${id}`;
      const value = await redis.getex(key, 'EX', VIEWER_SESSION_TTL_SECONDS);
      if (value === null) return null;
      const session = decode(value);
      const alive = await withinLifetime(
        key,
        value,
        { idle: VIEWER_SESSION_TTL_SECONDS, lifetime: VIEWER_SESSION_LIFETIME_SECONDS },
        (startedAt) =>
          redis
            .multi()
            .set(key, encode(session, startedAt), 'KEEPTTL', 'XX')
            .sadd(`user-sessions:${session.userId}`, id)
            .expire(`user-sessions:${session.userId}`, VIEWER_SESSION_LIFETIME_SECONDS)
            .exec(),
      );
      if (!alive) {
        await endViewerSessions(session.userId, [id]);
        return null;
      }
      noteSeen(id, VIEWER_SESSION_LIFETIME_SECONDS);
      return session;
    },

    /** Every live session of a member's, with its device, newest sign-in first. */
    async memberSessions(userId: string): Promise<MemberSession[]> {
      const alive = await withDevices(await redis.smembers(`user-sessions:${userId}`), (id) => `session:${id}`);
      return alive
        .map(({ handle, value, device }) => ({ handle, session: decode(value), device }))
        .sort((a, b) => b.device.signedInAt - a.device.signedInAt);
    },

    /** Ends the member's session of `handle`, if it is theirs: whether it was. */
    async destroyViewerSessionByHandle(userId: string, handle: string): Promise<boolean> {
      const id = (await redis.smembers(`user-sessions:${userId}`)).find((one) => sessionHandle(one) === handle);
      if (id === undefined) return false;
      await endViewerSessions(userId, [id]);
      return true;
    },

    /** The session watches as another profile from now on (a session that has ended stays ended). */
    async switchProfile(id: string, session: ViewerSession): Promise<void> {
      const value = await redis.get(`session:${id}`);
      if (value === null) return;
      await redis
        .multi()
        .set(`session:${id}`, encode(session, startedAtOf(value) ?? nowSeconds()), 'KEEPTTL', 'XX')
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
        if (watching === null) change.del(`session:${id}`, deviceKey(id)).srem(`user-sessions:${userId}`, id);
        else {
          const changed = encode({ userId, profileId, ...watching }, startedAtOf(value) ?? nowSeconds());
          change.set(`session:${id}`, changed, 'KEEPTTL', 'XX');
        }
        change.publish(ENDED_SESSIONS_CHANNEL, id);
      });
      await change.exec();
    },

    destroyViewerSession: (id: string, userId: string) => endViewerSessions(userId, [id]),

    /** Signs a member out everywhere except the session in hand (after a password change). */
    async destroyOtherViewerSessions(userId: string, keepSessionId: string): Promise<number> {
      const ids = (await redis.smembers(`user-sessions:${userId}`)).filter((id) => id !== keepSessionId);
      await endViewerSessions(userId, ids);
      return ids.length;
    },

    /** A new administrator session, on the device `from`. */
    async createAdminSession(from: SigningInDevice = UNKNOWN_DEVICE): Promise<string> {
      const id = newSessionId();
      const now = nowSeconds();
      await redis
        .multi()
        .set(`admin-session:${id}`, `admin ${STARTED}${now}`, 'EX', ADMIN_SESSION_TTL_SECONDS)
        .hset(deviceKey(id), deviceFields(from, now))
        .expire(deviceKey(id), ADMIN_SESSION_LIFETIME_SECONDS)
        .sadd(ADMIN_SESSIONS, id)
        .expire(ADMIN_SESSIONS, ADMIN_SESSION_LIFETIME_SECONDS)
        .exec();
      return id;
    },

    async resolveAdminSession(id: string | undefined): Promise<boolean> {
      if (!id || !SESSION_ID.test(id)) return false;
      const key = `admin-session:${id}`;
      const value = await redis.getex(key, 'EX', ADMIN_SESSION_TTL_SECONDS);
      if (value === null) return false;
      const alive = await withinLifetime(
        key,
        value,
        { idle: ADMIN_SESSION_TTL_SECONDS, lifetime: ADMIN_SESSION_LIFETIME_SECONDS },
        (startedAt) =>
          redis
            .multi()
            .set(key, `admin ${STARTED}${startedAt}`, 'KEEPTTL', 'XX')
            .sadd(ADMIN_SESSIONS, id)
            .expire(ADMIN_SESSIONS, ADMIN_SESSION_LIFETIME_SECONDS)
            .exec(),
      );
      if (alive) noteSeen(id, ADMIN_SESSION_LIFETIME_SECONDS);
      else await endAdminSessions([id]);
      return alive;
    },

    /** Every live administrator session, with its device, newest sign-in first. */
    async adminSessions(): Promise<AdminSession[]> {
      const alive = await withDevices(await redis.smembers(ADMIN_SESSIONS), (id) => `admin-session:${id}`);
      return alive
        .map(({ handle, device }) => ({ handle, device }))
        .sort((a, b) => b.device.signedInAt - a.device.signedInAt);
    },

    destroyAdminSession: (id: string) => endAdminSessions([id]),

    /** Ends the administrator session of `handle`: whether there was one. */
    async destroyAdminSessionByHandle(handle: string): Promise<boolean> {
      const id = (await redis.smembers(ADMIN_SESSIONS)).find((one) => sessionHandle(one) === handle);
      if (id !== undefined) await endAdminSessions([id]);
      return id !== undefined;
    },

    /** Ends every administrator session but `keepSessionId`: how many. */
    async destroyOtherAdminSessions(keepSessionId: string): Promise<number> {
      const ids = (await redis.smembers(ADMIN_SESSIONS)).filter((id) => id !== keepSessionId);
      await endAdminSessions(ids);
      return ids.length;
    },

    /** Ends every admin session (a new admin password); how many there were. */
    async destroyAllAdminSessions(): Promise<number> {
      const ids = await redis.smembers(ADMIN_SESSIONS);
      await endAdminSessions(ids);
      return ids.length;
    },
  };
}
export type SessionStore = ReturnType<typeof createSessionStore>;

/** What a follower of ended sessions is told. */
export interface EndedSessionsListener {
  /** A viewer session ended or changed (a sign-out, a profile switch, a profile's new level). */
  ended(sessionId: string): void;
  /**
   * Whether announcements are heard from now on: false as the connection drops (those sent while it
   * is down are lost), true once it is subscribed again.
   */
  hearing(heard: boolean): void;
}

/**
 * Tells `listener` of every viewer session ended from now on, anywhere, on a connection of its own
 * (a subscribed Redis connection takes no other command). Resolves once subscribed; the returned
 * function closes the connection.
 */
export async function followEndedSessions(redis: Redis, listener: EndedSessionsListener): Promise<() => Promise<void>> {
  const subscriber = redis.duplicate();
  subscriber.on('message', (_channel: string, sessionId: string) => listener.ended(sessionId));
  subscriber.on('close', () => listener.hearing(false));
  await subscriber.subscribe(ENDED_SESSIONS_CHANNEL);
  // ioredis subscribes again on every reconnection as it turns ready, without waiting for the reply:
  // heard once a subscription sent after its own has answered (Redis replies in order).
  subscriber.on('ready', () => {
    subscriber.subscribe(ENDED_SESSIONS_CHANNEL).then(
      () => listener.hearing(true),
      () => undefined, // dropped again: the next reconnection asks anew
    );
  });
  listener.hearing(true);
  return async () => {
    await subscriber.quit();
  };
}

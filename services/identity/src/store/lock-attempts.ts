import type { Redis } from 'ioredis';
import { LOCK_ATTEMPTS, LOCK_WINDOW_SECONDS } from '@cinevia/proto';

/**
 * Guesses at a profile's lock, counted before each is checked (so a burst in parallel gets no more
 * than the limit), in a window that starts at the first. Redis key layout:
 *   profile-lock-attempts:{profileId}   -> count   LOCK_WINDOW_SECONDS
 */
export function createLockAttempts(redis: Redis) {
  const key = (profileId: string) => `profile-lock-attempts:${profileId}`;
  return {
    /** Counts one guess; over the limit, the seconds until the window ends, else null. */
    async take(profileId: string): Promise<number | null> {
      const replies = await redis
        .multi()
        .incr(key(profileId))
        .expire(key(profileId), LOCK_WINDOW_SECONDS, 'NX')
        .ttl(key(profileId))
        .exec();
      const [count, , ttl] = (replies ?? []).map(([error, value]) => {
        if (error) throw error;
        return Number(value);
      });
      if (count === undefined || count <= LOCK_ATTEMPTS) return null;
      return Math.max(1, ttl ?? LOCK_WINDOW_SECONDS);
    },
    /** A right guess starts the count again. */
    async clear(profileId: string): Promise<void> {
      await redis.del(key(profileId));
    },
  };
}
export type LockAttempts = ReturnType<typeof createLockAttempts>;

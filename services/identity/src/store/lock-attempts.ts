import type { Redis } from 'ioredis';
import { LOCK_ATTEMPTS, LOCK_WINDOW_SECONDS } from '@cinevia/proto';

/**
 * Guesses at an account's profile locks (and at its password on a profile's behalf), counted before
 * each is checked (so a burst in parallel gets no more than the limit), in a window that starts at
 * the first: one count for all the account's profiles, so five profiles give no more guesses than
 * one. Redis key layout:
 *   profile-lock-attempts:{userId}   -> count   LOCK_WINDOW_SECONDS
 */
export function createLockAttempts(redis: Redis) {
  const key = (userId: string) => `profile-lock-attempts:${userId}`;
  return {
    /** Counts one guess; over the limit, the seconds until the window ends, else null. */
    async take(userId: string): Promise<number | null> {
      const replies = await redis
        .multi()
        .incr(key(userId))
        .expire(key(userId), LOCK_WINDOW_SECONDS, 'NX')
        .ttl(key(userId))
        .exec();
      const [count, , ttl] = (replies ?? []).map(([error, value]) => {
        if (error) throw error;
        return Number(value);
      });
      if (count === undefined || count <= LOCK_ATTEMPTS) return null;
      return Math.max(1, ttl ?? LOCK_WINDOW_SECONDS);
    },
    /** A right guess starts the count again. */
    async clear(userId: string): Promise<void> {
      await redis.del(key(userId));
    },
  };
}
export type LockAttempts = ReturnType<typeof createLockAttempts>;

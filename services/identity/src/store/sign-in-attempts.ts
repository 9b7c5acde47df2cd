import type { Redis } from 'ioredis';
import { addressNetwork } from '@cinevia/service-kit';

/**
 * Sign-in guesses, counted before each password is checked, so that a burst sent in parallel gets
 * no more guesses than the limit (the count is taken, then scrypt runs). A right password gives its
 * guess back and clears the account's counts. Fixed windows that start at the first guess.
 *
 * An account's own limit counts guesses only from addresses it has never signed in from: whoever
 * guesses elsewhere cannot lock the owner out at home (from there, one address's guesses at the
 * account are limited instead). The admin password likewise: a cap on guesses in all, from
 * addresses the administrator has not signed in from, and a limit per address. An address is its
 * network as limits count it (addressNetwork: an IPv6 /64 as one).
 *
 * Redis key layout:
 *   sign-in-attempts:ip:{ip}                   -> count   WINDOW_SECONDS   any account, from one address
 *   sign-in-attempts:account:{email}           -> count   WINDOW_SECONDS   one account, from unknown addresses
 *   sign-in-attempts:account-ip:{email}:{ip}   -> count   WINDOW_SECONDS   one account, from one address
 *   sign-in-addresses:{email}                  -> set     KNOWN_SECONDS    addresses the account signed in from
 *   admin-sign-in-attempts:ip:{ip}             -> count   WINDOW_SECONDS
 *   admin-sign-in-attempts:all                 -> count   WINDOW_SECONDS   from unknown addresses
 *   admin-sign-in-addresses                    -> set     KNOWN_SECONDS
 */
export const WINDOW_SECONDS = 15 * 60;
const KNOWN_SECONDS = 90 * 24 * 60 * 60;
/** The addresses remembered per account: a household's and a phone's few, not a botnet's. */
const KNOWN_MOST = 20;
export const SIGN_IN_LIMITS = { ip: 20, account: 5, accountIp: 10, adminIp: 5, adminAll: 30 } as const;

type Counted = { key: string; limit: number };

export function createSignInAttempts(redis: Redis) {
  const keys = {
    ip: (ip: string) => `sign-in-attempts:ip:${ip}`,
    account: (email: string) => `sign-in-attempts:account:${email}`,
    accountIp: (email: string, ip: string) => `sign-in-attempts:account-ip:${email}:${ip}`,
    known: (email: string) => `sign-in-addresses:${email}`,
    adminIp: (ip: string) => `admin-sign-in-attempts:ip:${ip}`,
    adminAll: 'admin-sign-in-attempts:all',
    adminKnown: 'admin-sign-in-addresses',
  };

  /** Counts one guess against each; false when any is over its limit. */
  async function take(counted: Counted[]): Promise<boolean> {
    const batch = redis.multi();
    for (const { key } of counted) batch.incr(key).expire(key, WINDOW_SECONDS, 'NX');
    const replies = (await batch.exec()) ?? [];
    return counted.every(({ limit }, index) => {
      const [error, count] = replies[index * 2] ?? [null, 0];
      if (error) throw error;
      return Number(count) <= limit;
    });
  }

  /** The guess was right: the address's guess given back, the account's counts cleared, the address known. */
  async function succeeded(ipKey: string, cleared: string[], knownKey: string, ip: string): Promise<void> {
    const batch = redis.multi().decr(ipKey);
    if (cleared.length > 0) batch.del(...cleared);
    await batch.sadd(knownKey, ip).expire(knownKey, KNOWN_SECONDS).exec();
    // Bounded: beyond the most, any one goes (a set pops at random), and signs in as from anywhere.
    if ((await redis.scard(knownKey)) > KNOWN_MOST) await redis.spop(knownKey);
  }

  return {
    /** A member's guess at `email`'s password from `ip`, counted; false when refused. */
    async takeMember(address: string, email: string): Promise<boolean> {
      const ip = addressNetwork(address);
      const known = (await redis.sismember(keys.known(email), ip)) === 1;
      return take([
        { key: keys.ip(ip), limit: SIGN_IN_LIMITS.ip },
        { key: keys.accountIp(email, ip), limit: SIGN_IN_LIMITS.accountIp },
        ...(known ? [] : [{ key: keys.account(email), limit: SIGN_IN_LIMITS.account }]),
      ]);
    },
    async memberSucceeded(address: string, email: string): Promise<void> {
      const ip = addressNetwork(address);
      await succeeded(keys.ip(ip), [keys.account(email), keys.accountIp(email, ip)], keys.known(email), ip);
    },
    /**
     * A right guess at something other than the password (a profile's lock code): the address's
     * and the account-at-address guesses are given back, the account's other counts kept.
     */
    async memberGuessedRight(address: string, email: string): Promise<void> {
      const ip = addressNetwork(address);
      await redis.multi().decr(keys.ip(ip)).decr(keys.accountIp(email, ip)).exec();
    },
    /** A new password (a reset): the account's counts start again. */
    async clearMember(email: string): Promise<void> {
      await redis.del(keys.account(email));
    },
    /** A guess at the admin password from `ip`, counted; false when refused. */
    async takeAdmin(address: string): Promise<boolean> {
      const ip = addressNetwork(address);
      const known = (await redis.sismember(keys.adminKnown, ip)) === 1;
      return take([
        { key: keys.adminIp(ip), limit: SIGN_IN_LIMITS.adminIp },
        ...(known ? [] : [{ key: keys.adminAll, limit: SIGN_IN_LIMITS.adminAll }]),
      ]);
    },
    async adminSucceeded(address: string): Promise<void> {
      const ip = addressNetwork(address);
      await succeeded(keys.adminIp(ip), [], keys.adminKnown, ip);
    },
  };
}
export type SignInAttempts = ReturnType<typeof createSignInAttempts>;

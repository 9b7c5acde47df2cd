import type { Redis } from 'ioredis';

/**
 * Failed sign-in counters, in fixed windows that start at the first failure.
 * Redis key layout:
 *   sign-in-failures:ip:{ip}            -> count   WINDOW_SECONDS
 *   sign-in-failures:account:{email}    -> count   WINDOW_SECONDS
 *   admin-sign-in-failures:ip:{ip}      -> count   WINDOW_SECONDS
 */
export const WINDOW_SECONDS = 15 * 60;
const LIMITS = { ip: 20, account: 5, adminIp: 5 } as const;

export function createSignInAttempts(redis: Redis) {
  const keys = {
    ip: (ip: string) => `sign-in-failures:ip:${ip}`,
    account: (email: string) => `sign-in-failures:account:${email}`,
    adminIp: (ip: string) => `admin-sign-in-failures:ip:${ip}`,
  };

  async function count(key: string): Promise<number> {
    return Number((await redis.get(key)) ?? 0);
  }

  async function increment(...names: string[]): Promise<void> {
    const batch = redis.multi();
    for (const key of names) batch.incr(key).expire(key, WINDOW_SECONDS, 'NX');
    await batch.exec();
  }

  return {
    async memberBlocked(ip: string, email: string): Promise<boolean> {
      const [byIp, byAccount] = await Promise.all([count(keys.ip(ip)), count(keys.account(email))]);
      return byIp >= LIMITS.ip || byAccount >= LIMITS.account;
    },
    recordMemberFailure: (ip: string, email: string) => increment(keys.ip(ip), keys.account(email)),
    async clearMember(email: string): Promise<void> {
      await redis.del(keys.account(email));
    },
    adminBlocked: async (ip: string) => (await count(keys.adminIp(ip))) >= LIMITS.adminIp,
    recordAdminFailure: (ip: string) => increment(keys.adminIp(ip)),
  };
}
export type SignInAttempts = ReturnType<typeof createSignInAttempts>;

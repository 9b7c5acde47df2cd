import type { Redis } from 'ioredis';
import type { Logger } from '@cinevia/service-kit';
import type { SessionStore } from '@cinevia/shared-models';
import { hashPassword, verifyPassword } from '../domain/password';

/** Which admin password the admin sessions were signed in with: a scrypt hash, never the password. */
const ADMIN_PASSWORD_KEY = 'admin-password';

/**
 * Admin sessions last only as long as the password they were signed in with. Identity notes that
 * password (hashed) in Redis, and a start with another one (the operator rotated ADMIN_PASSWORD)
 * ends every admin session before the new password is noted: whoever knew only the old one is out.
 */
export async function endAdminSessionsOfOldPassword(options: {
  redis: Redis;
  sessions: Pick<SessionStore, 'destroyAllAdminSessions'>;
  password: string;
  logger: Logger;
}): Promise<void> {
  const { redis, sessions, password, logger } = options;
  const noted = await redis.get(ADMIN_PASSWORD_KEY);
  if (noted !== null && (await verifyPassword(password, noted))) return;
  const ended = await sessions.destroyAllAdminSessions();
  await redis.set(ADMIN_PASSWORD_KEY, await hashPassword(password));
  if (ended > 0) logger.warn({ ended }, 'a new admin password: every admin session signed in with the old one ended');
}

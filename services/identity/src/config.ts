import { databaseOf } from '@cinevia/proto';
import { linkSecretEnv, redisEnv, serviceEnv } from '@cinevia/service-kit';
import { z } from 'zod';
import { isBreachedPassword } from './domain/breached-passwords';

/** The one password that opens the admin portal: longer than a member's (OWASP ASVS 2.1, level 2). */
const ADMIN_PASSWORD_MIN_LENGTH = 16;

export const identityEnv = serviceEnv.extend({
  ...linkSecretEnv,
  ...redisEnv,
  MONGO_DB: z.string().default(databaseOf('identity')),
  ADMIN_PASSWORD: z
    .string({
      error:
        'ADMIN_PASSWORD must be set: it is the only proof of the administrator (npm start sets a development default)',
    })
    .min(ADMIN_PASSWORD_MIN_LENGTH, `ADMIN_PASSWORD must be at least ${ADMIN_PASSWORD_MIN_LENGTH} characters`)
    .refine(
      (password) => !isBreachedPassword(password),
      'ADMIN_PASSWORD is among the passwords most often leaked in breaches: choose another',
    ),
  /** Members a replica keeps in memory: the active ones, read by `_id` on their first request. */
  IDENTITY_MEMBERS_HELD: z.coerce.number().int().min(1).default(200_000),
});
export type IdentityConfig = z.infer<typeof identityEnv>;

import { linkSecretEnv, serviceEnv } from '@cinevia/service-kit';
import { z } from 'zod';

export const identityEnv = serviceEnv.extend({
  ...linkSecretEnv,
  MONGO_DB: z.string().default('cinevia-identity'),
  ADMIN_PASSWORD: z
    .string({
      error:
        'ADMIN_PASSWORD must be set: it is the only proof of the administrator (npm start sets a development default)',
    })
    .min(8, 'ADMIN_PASSWORD must be at least 8 characters'),
  /** Members a replica keeps in memory: the active ones, read by `_id` on their first request. */
  IDENTITY_MEMBERS_HELD: z.coerce.number().int().min(1).default(200_000),
});
export type IdentityConfig = z.infer<typeof identityEnv>;

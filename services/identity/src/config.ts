import { serviceEnv } from '@cinevia/service-kit';
import { z } from 'zod';

export const identityEnv = serviceEnv.extend({
  MONGO_DB: z.string().default('cinevia-identity'),
  ADMIN_PASSWORD: z
    .string({
      error:
        'ADMIN_PASSWORD must be set: it is the only proof of the administrator (npm start sets a development default)',
    })
    .min(8, 'ADMIN_PASSWORD must be at least 8 characters'),
});
export type IdentityConfig = z.infer<typeof identityEnv>;

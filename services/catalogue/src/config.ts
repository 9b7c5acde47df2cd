import { databaseOf } from '@cinevia/proto';
import { serviceEnv } from '@cinevia/service-kit';
import { z } from 'zod';

export const catalogueEnv = serviceEnv.extend({
  MONGO_DB: z.string().default(databaseOf('catalogue')),
  /** `npm start` sets it, so a fresh local stack has films to show. */
  SEED_CATALOGUE: z.enum(['true', 'false']).default('false'),
});

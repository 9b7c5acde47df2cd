import { databaseOf } from '@cinevia/proto';
import { serviceEnv } from '@cinevia/service-kit';
import { z } from 'zod';

export const viewingEnv = serviceEnv.extend({
  MONGO_DB: z.string().default(databaseOf('viewing')),
  /**
   * How many profiles a replica holds in memory (their progress and My List): the active ones,
   * least recently used let go beyond this (read-model/viewers). About 2 KB each with 4 progress
   * entries and 2 on My List (`npm run bench`'s memory figures); 200,000 is about 400 MB.
   */
  VIEWING_PROFILES_HELD: z.coerce.number().int().min(1).default(200_000),
  /**
   * How often the progress writer stores the saves that arrived, each member once: the database's
   * lag behind JetStream, which holds every save until then. 10 s coalesces a player's saves (one
   * every 10 s) about one to one; saves from many tabs or a burst coalesce more.
   */
  PROGRESS_WRITE_BEHIND_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
});

/** What `npm run migrate` reads (migrate.ts): where viewing's data is, and how a replica holds profiles. */
export const viewingMigrationsEnv = viewingEnv.pick({
  LOG_LEVEL: true,
  MONGO_URL: true,
  MONGO_DB: true,
  NATS_URL: true,
  VIEWING_PROFILES_HELD: true,
  PROGRESS_WRITE_BEHIND_MS: true,
});
export type HeldProfilesConfig = Pick<z.infer<typeof viewingEnv>, 'VIEWING_PROFILES_HELD' | 'PROGRESS_WRITE_BEHIND_MS'>;

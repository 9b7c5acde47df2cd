import type { Connection } from 'mongoose';
import { KEPT_WHILE_USED_MS } from '@cinevia/service-kit';
import { type GoneLookup } from '@cinevia/shared-models';
import type { HeldProfilesConfig } from './config';
import { createListBook } from './read-model/list-book';
import { createProgressBook } from './read-model/progress-book';
import { createRatingBook } from './read-model/rating-book';
import { createViewers } from './read-model/viewers';
import { createViewerReader } from './store/viewer-documents';

/** The profiles a replica holds (progress, ratings, My List), each read by `_id` when first asked for. */
export function createReplicaViewers(config: HeldProfilesConfig, mongo: Connection, films: GoneLookup) {
  return createViewers({
    progress: createProgressBook(),
    ratings: createRatingBook(),
    lists: createListBook(),
    load: createViewerReader(mongo),
    films,
    most: config.VIEWING_PROFILES_HELD,
    // A profile let go and read again must find its saves stored: the writer stores them within a pass.
    keptWhileUsedMs: Math.max(KEPT_WHILE_USED_MS, 3 * config.PROGRESS_WRITE_BEHIND_MS),
  });
}

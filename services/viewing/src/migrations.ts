import type { Connection } from 'mongoose';
import { createOutbox, type Logger } from '@cinevia/service-kit';
import { type GoneLookup } from '@cinevia/shared-models';
import type { Viewers } from './read-model/viewers';
import { foldLegacyCollections } from './store/legacy';
import { createMemberStore } from './store/members';
import { createProgressStore } from './store/progress';

/**
 * Viewing's data migrations from its earlier layouts, in the order they were made: progress out of
 * members' documents, then the per-film documents folded in. `npm run migrate` runs them (migrate.ts)
 * before new replicas start; a replica never does. Each finds nothing to do once done.
 */
export async function migrateViewing(options: {
  connection: Connection;
  /** What the migrations restore passes through a replica's read model, as a save does. */
  viewers: Viewers;
  films: GoneLookup;
  logger: Logger;
}): Promise<void> {
  const { connection, viewers, films, logger } = options;
  const outbox = createOutbox(connection);
  const progress = createProgressStore(connection, outbox);
  await progress.moveOutOfMembers(viewers);
  const members = createMemberStore({ connection, outbox, viewers });
  await foldLegacyCollections({ connection, members, progress, viewers, films, logger });
}

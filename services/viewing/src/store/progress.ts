import type { Connection } from 'mongoose';
import type { GoneLookup } from '../domain/films';
import { progressSaved } from '../domain/member';
import type { Progress } from '../domain/progress';
import { createMemberStore } from './members';

const NO_FILM_GONE: GoneLookup = { isGone: () => false };

/**
 * A progress save: one `_id` read and one `_id` update of the member's document (store/members),
 * answered once the database has it, so an answered save survives any crash of this process. Kept
 * to the save alone (what it needs: the entry, and which films are gone) so that it can move behind
 * a JetStream consumer unchanged.
 */
export function createProgressStore(connection: Connection, films: GoneLookup = NO_FILM_GONE) {
  const members = createMemberStore(connection);
  return {
    async save(progress: Progress): Promise<void> {
      await members.update(progress.userId, (member) => progressSaved(member, progress, films));
    },
  };
}
export type ProgressStore = ReturnType<typeof createProgressStore>;

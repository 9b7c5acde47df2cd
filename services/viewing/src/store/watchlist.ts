import type { GoneLookup } from '@cinevia/service-kit';
import { addedToList, removedFromList, type WatchlistEntry } from '../domain/member';
import type { MemberStore } from './members';

/**
 * My List's writes: each one `_id` read and at most one `_id` update of the member's document;
 * `correlationId` (the request's id) goes on the change's event.
 */
export function createWatchlistStore(members: MemberStore, films: GoneLookup) {
  return {
    /** Adding twice is harmless: the entry keeps its first date. */
    add: (entry: WatchlistEntry, correlationId: string): Promise<WatchlistEntry> =>
      members.update(entry.userId, (member) => addedToList(member, entry, films), correlationId),
    /** True if the film was in the list. */
    remove: (userId: string, videoId: string, correlationId: string): Promise<boolean> =>
      members.update(userId, (member) => removedFromList(member, videoId, films), correlationId),
  };
}
export type WatchlistStore = ReturnType<typeof createWatchlistStore>;

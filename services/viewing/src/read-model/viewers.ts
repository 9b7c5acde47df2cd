import { profileOfRecord, type ProgressRecord } from '@cinevia/proto';
import { createHeld } from '@cinevia/service-kit';
import { type GoneLookup } from '@cinevia/shared-models';
import { removedMark, type MemberViewing } from '../domain/member';
import type { ListBook, ListEntries } from './list-book';
import type { ProgressBook, ProgressEntries } from './progress-book';
import type { RatingBook, RatingEntries } from './rating-book';

/** What the database holds of one profile, read by `_id`: its progress, thumbs and My List. */
export interface StoredViewer {
  progress: ProgressEntries;
  /** When the profile last hid all its history. */
  historyClearedAt?: Date | undefined;
  ratings: RatingEntries;
  list: { version: number; entries: ListEntries };
}

/**
 * The profiles this replica holds in memory (their progress, thumbs and My List, in three books): the
 * active ones, not the whole audience. A profile is read from the database by `_id` the first
 * time a request needs it (`ensure`), and let go as the kit's `createHeld` rules (least recently
 * used beyond `most`, once idle); so a replica's memory follows how many members watch, not how
 * many there are.
 *
 * While a profile is held every event about it applies at once. Saves make a profile held even
 * before it is read (so a save acknowledged to the member is never missing on this replica), and
 * whatever arrives while its documents are being read merges with them by the books' own rules
 * (a progress mark by its time, a list by its version): the order never matters. A list change of
 * a profile not held is skipped: its document was written before the event, and is read when the
 * profile is next needed.
 */
export function createViewers(options: {
  progress: ProgressBook;
  ratings: RatingBook;
  lists: ListBook;
  /** Reads a profile's documents by `_id`. */
  load: (profileId: string) => Promise<StoredViewer>;
  films: GoneLookup;
  /** How many profiles may be held; more while the extra ones are in use (`keptWhileUsedMs`). */
  most: number;
  /** How long a used profile is never let go: longer than the progress writer takes to store a save. */
  keptWhileUsedMs?: number;
  now?: () => number;
}) {
  const { progress, ratings, lists, load, films, most, keptWhileUsedMs, now } = options;
  const held = createHeld({
    most,
    keptWhileUsedMs,
    now,
    letGo: (profileId) => {
      progress.drop(profileId);
      ratings.drop(profileId);
      lists.drop(profileId);
    },
  });

  const readFromDatabase = (profileId: string) => async () => {
    const stored = await load(profileId);
    progress.restore(profileId, { entries: stored.progress, clearedAt: stored.historyClearedAt }, films);
    ratings.restore(profileId, stored.ratings);
    lists.apply(profileId, stored.list.version, stored.list.entries);
  };

  return {
    /** Holds the profile, read from the database the first time; resolves at once while held. */
    ensure: (profileId: string): Promise<void> => held.ensure(profileId, readFromDatabase(profileId)),
    /** The profile as held now: call `ensure` first (read, never changed, by callers). */
    read: (profileId: string): MemberViewing => ({
      progress: progress.of(profileId),
      list: lists.of(profileId),
      ratings: ratings.of(profileId),
      historyClearedAt: progress.clearedAt(profileId),
    }),
    /** A save, removal or thumbs from the stream (or again by the writer): held at once, merged when read. */
    saved(record: ProgressRecord): void {
      const profileId = profileOfRecord(record);
      if ('ratedAt' in record) {
        ratings.apply(profileId, record.videoId, { rating: record.rating, ratedAt: new Date(record.ratedAt) });
      } else if ('removedAt' in record) {
        const at = new Date(record.removedAt);
        if (record.videoId === undefined) progress.clear(profileId, at);
        else progress.apply(profileId, record.videoId, removedMark(at), films);
      } else {
        const { videoId, progress: seconds, duration, savedAt } = record;
        progress.apply(profileId, videoId, { seconds, duration, updatedAt: new Date(savedAt) }, films);
      }
      held.touch(profileId);
    },
    /** A list as written (by any replica): kept only for a profile held. */
    listChanged(profileId: string, version: number, entries: ListEntries): void {
      if (held.has(profileId)) lists.apply(profileId, version, entries);
    },
    /** Entries kept elsewhere before (a migration): merged like a read, the profile held. */
    restore(profileId: string, entries: ProgressEntries): void {
      progress.restore(profileId, { entries }, films);
      held.touch(profileId);
    },
    /** A deleted profile: let go, and no later save of it counts. */
    forget(profileId: string): void {
      held.forget(profileId);
      progress.forget(profileId);
      ratings.forget(profileId);
      lists.drop(profileId);
    },
    get size() {
      return held.size;
    },
  };
}
export type Viewers = ReturnType<typeof createViewers>;

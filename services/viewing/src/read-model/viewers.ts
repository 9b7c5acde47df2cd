import { profileOfRecord, type ProgressSave } from '@cinevia/proto';
import type { GoneLookup } from '@cinevia/service-kit';
import type { MemberViewing } from '../domain/member';
import type { ListBook, ListEntries } from './list-book';
import type { ProgressBook, ProgressEntries } from './progress-book';

/** What the database holds of one profile, read by `_id`: its progress and its My List. */
export interface StoredViewer {
  progress: ProgressEntries;
  list: { version: number; entries: ListEntries };
}

/**
 * A profile used within this long is never let go, whatever the bound: its requests, saves and
 * writes in flight all find it held. Longer than the progress writer takes to store a save, so a
 * profile let go and read again finds its saves in the database.
 */
export const KEPT_WHILE_USED_MS = 60_000;

interface Held {
  usedAt: number;
  /** True once the database's copy is merged in; until then only events and saves are held. */
  loaded: boolean;
  loading?: Promise<void>;
}

/**
 * The profiles this replica holds in memory (their progress and My List, in the two books): the
 * active ones, not the whole audience. A profile is read from the database by `_id` the first
 * time a request needs it (`ensure`), and let go, least recently used first, when more than `most`
 * are held and it has been idle over KEPT_WHILE_USED_MS; so a replica's memory follows how many
 * members watch, not how many there are.
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
  lists: ListBook;
  /** Reads a profile's documents by `_id`. */
  load: (profileId: string) => Promise<StoredViewer>;
  films: GoneLookup;
  /** How many profiles may be held; more while the extra ones are in use (`keptWhileUsedMs`). */
  most: number;
  /** How long a used profile is never let go: at least KEPT_WHILE_USED_MS, longer than a write behind takes. */
  keptWhileUsedMs?: number;
  now?: () => number;
}) {
  const { progress, lists, load, films, most, keptWhileUsedMs = KEPT_WHILE_USED_MS, now = Date.now } = options;
  /** Least recently used first (a Map keeps insertion order; a use moves a profile to the end). */
  const held = new Map<string, Held>();

  function use(profileId: string): Held {
    const entry = held.get(profileId) ?? { usedAt: 0, loaded: false };
    held.delete(profileId);
    held.set(profileId, entry);
    entry.usedAt = now();
    return entry;
  }

  function letGoBeyondBound(): void {
    const idleSince = now() - keptWhileUsedMs;
    for (const [profileId, entry] of held) {
      if (held.size <= most || entry.usedAt > idleSince || entry.loading) return;
      held.delete(profileId);
      progress.drop(profileId);
      lists.drop(profileId);
    }
  }

  function readFromDatabase(profileId: string, entry: Held): Promise<void> {
    entry.loading ??= load(profileId)
      .then((stored) => {
        progress.restore(profileId, stored.progress, films);
        lists.apply(profileId, stored.list.version, stored.list.entries);
        entry.loaded = true;
      })
      .finally(() => {
        entry.loading = undefined;
      });
    return entry.loading;
  }

  return {
    /** Holds the profile, read from the database the first time; resolves at once while held. */
    async ensure(profileId: string): Promise<void> {
      const entry = use(profileId);
      if (entry.loaded) return;
      const loading = readFromDatabase(profileId, entry);
      letGoBeyondBound();
      await loading;
    },
    /** The profile as held now: call `ensure` first (read, never changed, by callers). */
    read: (profileId: string): MemberViewing => ({ progress: progress.of(profileId), list: lists.of(profileId) }),
    /** A save from the stream (or again by the writer): held at once, merged when read. */
    saved(save: ProgressSave): void {
      const profileId = profileOfRecord(save);
      const { videoId, progress: seconds, duration, savedAt } = save;
      progress.apply(profileId, videoId, { seconds, duration, updatedAt: new Date(savedAt) }, films);
      use(profileId);
      letGoBeyondBound();
    },
    /** A list as written (by any replica): kept only for a profile held. */
    listChanged(profileId: string, version: number, entries: ListEntries): void {
      if (held.has(profileId)) lists.apply(profileId, version, entries);
    },
    /** Entries kept elsewhere before (a migration): merged like a read, the profile held. */
    restore(profileId: string, entries: ProgressEntries): void {
      progress.restore(profileId, entries, films);
      use(profileId);
      letGoBeyondBound();
    },
    /** A deleted profile: let go, and no later save of it counts. */
    forget(profileId: string): void {
      held.delete(profileId);
      progress.forget(profileId);
      lists.drop(profileId);
    },
    get size() {
      return held.size;
    },
  };
}
export type Viewers = ReturnType<typeof createViewers>;

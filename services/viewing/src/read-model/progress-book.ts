import type { GoneLookup } from '@cinevia/shared-models';
import { dropOldestBeyond, own, PROGRESS_KEPT, type ProgressMark } from '../domain/member';

/** One member's progress, by film id. */
export type ProgressEntries = Record<string, ProgressMark>;

const NONE: ProgressEntries = Object.freeze({}) as ProgressEntries;

/**
 * The progress of each profile this replica holds (read-model/viewers): what Continue Watching and
 * the cards' `progress` read. Saves reach it from JetStream in any order, so a save counts only when it is
 * not older (by the client's `savedAt`) than what the book holds for that film: applying a save
 * twice, or an older one late, changes nothing, and of two saves stamped the same millisecond the
 * later in the stream wins, in every replica alike. Each member keeps the newest PROGRESS_KEPT entries, and
 * entries of deleted films are dropped when the member next saves.
 *
 * Removals from history take the same rules: one title's is a mark of its own (`removedMark`), and
 * "Hide all" a date per member before which no save counts, held and stored beside the entries.
 */
export function createProgressBook() {
  const members = new Map<string, ProgressEntries>();
  /** When each member last hid all its history. */
  const cleared = new Map<string, Date>();
  /** Deleted profiles: a save of theirs still in flight is not taken. */
  const forgotten = new Set<string>();

  function apply(userId: string, videoId: string, mark: ProgressMark, films: GoneLookup): boolean {
    if (films.isGone(videoId) || forgotten.has(userId) || isCleared(userId, mark.updatedAt)) return false;
    let entries = members.get(userId);
    const current = entries && own(entries, videoId);
    if (current && current.updatedAt > mark.updatedAt) return false;
    if (!entries) members.set(userId, (entries = Object.create(null) as ProgressEntries));
    entries[videoId] = mark;
    for (const id of Object.keys(entries)) if (films.isGone(id)) delete entries[id];
    dropOldestBeyond(entries, PROGRESS_KEPT, (kept) => kept.updatedAt);
    return true;
  }

  function isCleared(userId: string, at: Date): boolean {
    const clearedAt = cleared.get(userId);
    return clearedAt !== undefined && at <= clearedAt;
  }

  /** "Hide all" as of `at`: every entry saved by then goes, and so does any such save arriving later. */
  function clear(userId: string, at: Date): void {
    if (forgotten.has(userId) || isCleared(userId, at)) return;
    cleared.set(userId, at);
    const entries = members.get(userId);
    if (!entries) return;
    for (const [id, mark] of Object.entries(entries)) if (mark.updatedAt <= at) delete entries[id];
  }

  return {
    /** The member's entries as held now (read, never changed, by callers). */
    of: (userId: string): ProgressEntries => members.get(userId) ?? NONE,
    /** When the member last hid all its history, if it ever did. */
    clearedAt: (userId: string): Date | undefined => cleared.get(userId),
    apply,
    clear,
    /** What the database held: each entry counts only where nothing newer is held, nor a later "Hide all". */
    restore(
      userId: string,
      stored: { entries: ProgressEntries; clearedAt?: Date | undefined },
      films: GoneLookup,
    ): void {
      if (stored.clearedAt) clear(userId, stored.clearedAt);
      for (const [videoId, mark] of Object.entries(stored.entries)) apply(userId, videoId, mark, films);
    },
    /** Lets the member's entries go (read again from the database when next needed). */
    drop(userId: string): void {
      members.delete(userId);
      cleared.delete(userId);
    },
    /** A deleted profile: its entries go, and no later save of it counts. */
    forget(userId: string): void {
      members.delete(userId);
      cleared.delete(userId);
      forgotten.add(userId);
    },
    get size() {
      return members.size;
    },
  };
}
export type ProgressBook = ReturnType<typeof createProgressBook>;

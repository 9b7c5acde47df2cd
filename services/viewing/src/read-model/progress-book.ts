import type { GoneLookup } from '@cinevia/service-kit';
import { own, PROGRESS_KEPT, type ProgressMark } from '../domain/member';

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
 */
export function createProgressBook() {
  const members = new Map<string, ProgressEntries>();
  /** Deleted profiles: a save of theirs still in flight is not taken. */
  const forgotten = new Set<string>();

  function apply(userId: string, videoId: string, mark: ProgressMark, films: GoneLookup): boolean {
    if (films.isGone(videoId) || forgotten.has(userId)) return false;
    let entries = members.get(userId);
    const current = entries && own(entries, videoId);
    if (current && current.updatedAt > mark.updatedAt) return false;
    if (!entries) members.set(userId, (entries = Object.create(null) as ProgressEntries));
    entries[videoId] = mark;
    for (const id of Object.keys(entries)) if (films.isGone(id)) delete entries[id];
    dropOldestBeyondBound(entries);
    return true;
  }

  return {
    /** The member's entries as held now (read, never changed, by callers). */
    of: (userId: string): ProgressEntries => members.get(userId) ?? NONE,
    apply,
    /** Entries read back from the database: each counts only where nothing newer is held. */
    restore(userId: string, entries: ProgressEntries, films: GoneLookup): void {
      for (const [videoId, mark] of Object.entries(entries)) apply(userId, videoId, mark, films);
    },
    /** Lets the member's entries go (read again from the database when next needed). */
    drop(userId: string): void {
      members.delete(userId);
    },
    /** A deleted profile: its entries go, and no later save of it counts. */
    forget(userId: string): void {
      members.delete(userId);
      forgotten.add(userId);
    },
    get size() {
      return members.size;
    },
  };
}
export type ProgressBook = ReturnType<typeof createProgressBook>;

function dropOldestBeyondBound(entries: ProgressEntries): void {
  const ids = Object.keys(entries);
  if (ids.length <= PROGRESS_KEPT) return;
  const oldestFirst = ids.sort((a, b) => entries[a]!.updatedAt.getTime() - entries[b]!.updatedAt.getTime());
  for (const id of oldestFirst.slice(0, ids.length - PROGRESS_KEPT)) delete entries[id];
}

import { dropOldestBeyond, own, RATINGS_KEPT, type RatingMark } from '../domain/member';

/** One profile's thumbs, by title id. */
export type RatingEntries = Record<string, RatingMark>;

const NONE: RatingEntries = Object.freeze({}) as RatingEntries;

/**
 * The thumbs of each profile this replica holds (read-model/viewers), by the progress book's rules,
 * as they travel the same stream: a choice counts only when not older (`ratedAt`) than the one held
 * for that title, so a replay or a late one changes nothing; a cleared choice is kept as such. Each
 * profile keeps its newest RATINGS_KEPT.
 */
export function createRatingBook() {
  const profiles = new Map<string, RatingEntries>();
  /** Deleted profiles: a choice of theirs still in flight is not taken. */
  const forgotten = new Set<string>();

  function apply(profileId: string, videoId: string, mark: RatingMark): boolean {
    if (forgotten.has(profileId)) return false;
    let entries = profiles.get(profileId);
    const current = entries && own(entries, videoId);
    if (current && current.ratedAt > mark.ratedAt) return false;
    if (!entries) profiles.set(profileId, (entries = Object.create(null) as RatingEntries));
    entries[videoId] = mark;
    dropOldestBeyond(entries, RATINGS_KEPT, (kept) => kept.ratedAt);
    return true;
  }

  return {
    /** The profile's thumbs as held now (read, never changed, by callers). */
    of: (profileId: string): RatingEntries => profiles.get(profileId) ?? NONE,
    apply,
    /** What the database held: each counts only where nothing newer is held. */
    restore(profileId: string, entries: RatingEntries): void {
      for (const [videoId, mark] of Object.entries(entries)) apply(profileId, videoId, mark);
    },
    /** Lets the profile's thumbs go (read again from the database when next needed). */
    drop(profileId: string): void {
      profiles.delete(profileId);
    },
    /** A deleted profile: its thumbs go, and no later choice of it counts. */
    forget(profileId: string): void {
      profiles.delete(profileId);
      forgotten.add(profileId);
    },
  };
}
export type RatingBook = ReturnType<typeof createRatingBook>;

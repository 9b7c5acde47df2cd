/**
 * The films that exist, as far as viewing knows: built from the catalogue's events alone, in memory.
 *
 * A deleted film leaves a tombstone, so a create or update applied after its delete (a start-up
 * replay overlapping the live feed, or events of different types delivered out of order) cannot
 * bring it back: the catalogue never reuses a film id. Tombstones also tell a member's next write
 * which of their entries to drop.
 */
export interface FilmLookup {
  /** In the catalogue now. */
  exists(videoId: string): boolean;
  /** Deleted from the catalogue (a film never seen is not gone, only unknown). */
  isGone(videoId: string): boolean;
}

/** What a write needs: which entries to drop. */
export type GoneLookup = Pick<FilmLookup, 'isGone'>;

export interface KnownFilms extends FilmLookup {
  added(videoId: string): void;
  deleted(videoId: string): void;
  readonly size: number;
}

export function createKnownFilms(): KnownFilms {
  const live = new Set<string>();
  const gone = new Set<string>();
  return {
    added(videoId) {
      if (!gone.has(videoId)) live.add(videoId);
    },
    deleted(videoId) {
      live.delete(videoId);
      gone.add(videoId);
    },
    exists: (videoId) => live.has(videoId),
    isGone: (videoId) => gone.has(videoId),
    get size() {
      return live.size;
    },
  };
}

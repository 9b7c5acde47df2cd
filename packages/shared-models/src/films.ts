import type { Series, Video } from '@cinevia/proto';
import { createCommissionedFilms, type CommissionedFilms } from './commissioned-films';

/**
 * The films that exist, as the catalogue last published them: built from its events alone, in
 * memory, so a film is read here without a hop to the catalogue (about 8 MB at 10,000 films).
 *
 * A deleted film leaves a tombstone, so a create or update applied after its delete (a start-up
 * replay overlapping the live feed, or events of different types delivered out of order) cannot
 * bring it back: the catalogue never reuses a film id. Tombstones also tell a member's next write
 * which of their entries to drop.
 */
export interface FilmLookup {
  /** In the catalogue now. */
  exists(videoId: string): boolean;
  /** Deleted from the catalogue, a film, series or episode (one never seen is not gone, only unknown). */
  isGone(videoId: string): boolean;
  /** The film as the catalogue last published it; undefined once deleted or never seen. */
  video(videoId: string): Video | undefined;
  /** A film or an episode of a series in the catalogue now: what a member may save progress in. */
  playable(id: string): boolean;
  /** A film or a series in the catalogue now: what My List may hold. */
  listable(id: string): boolean;
  /** The series an episode belongs to, as the catalogue last published it; undefined for a film or a gone episode. */
  seriesOf(episodeId: string): Series | undefined;
  /** A series as the catalogue last published it; undefined once deleted or never seen. */
  series(seriesId: string): Series | undefined;
}

/** What a write needs: which entries to drop. */
export type GoneLookup = Pick<FilmLookup, 'isGone'>;

export interface KnownFilms extends FilmLookup {
  /** Created or updated (events arrive in stream order): replaces the film kept. */
  added(video: Video): void;
  deleted(videoId: string): void;
  /**
   * A series created or updated: its episodes are playable, and any the edit left out are gone for
   * good (the catalogue never reuses an episode id).
   */
  seriesChanged(series: Series): void;
  seriesDeleted(seriesId: string, episodeIds: readonly string[]): void;
  readonly size: number;
  /** Films commissioned by accounts, each private to its own (filled when followed: startKnownFilms). */
  readonly commissioned: CommissionedFilms;
  /**
   * The films as an account sees them: the catalogue's, with its own commissioned films beside them
   * (played, listed and read like any other); another account's are unknown to it.
   */
  forAccount(accountId: string | null): FilmLookup;
}

export function createKnownFilms(): KnownFilms {
  const live = new Map<string, Video>();
  const gone = new Set<string>();
  /**
   * Each series held, and the series of each of its episodes; `gone` gets a deleted series, and an
   * episode an edit or a delete drops.
   */
  const seriesById = new Map<string, Series>();
  const seriesOfEpisode = new Map<string, string>();

  const episodeIds = (series: Series | undefined) =>
    series ? series.seasons.flatMap((season) => season.episodes.map((episode) => episode.id)) : [];

  function dropEpisodes(ids: readonly string[]) {
    for (const id of ids) {
      seriesOfEpisode.delete(id);
      gone.add(id);
    }
  }

  const commissioned = createCommissionedFilms();
  const lookup: FilmLookup = {
    exists: (videoId) => live.has(videoId),
    playable: (id) => live.has(id) || seriesOfEpisode.has(id),
    listable: (id) => live.has(id) || seriesById.has(id),
    series: (seriesId) => seriesById.get(seriesId),
    seriesOf: (episodeId) => {
      const seriesId = seriesOfEpisode.get(episodeId);
      return seriesId === undefined ? undefined : seriesById.get(seriesId);
    },
    isGone: (videoId) => gone.has(videoId),
    video: (videoId) => live.get(videoId),
  };

  return {
    ...lookup,
    commissioned,
    forAccount(accountId) {
      const own = (id: string) => commissioned.ownedBy(id, accountId) !== undefined;
      return {
        ...lookup,
        exists: (id) => lookup.exists(id) || own(id),
        playable: (id) => lookup.playable(id) || own(id),
        listable: (id) => lookup.listable(id) || own(id),
        video: (id) => lookup.video(id) ?? commissioned.ownedBy(id, accountId),
      };
    },
    added(video) {
      if (!gone.has(video.id)) live.set(video.id, video);
    },
    deleted(videoId) {
      live.delete(videoId);
      gone.add(videoId);
    },
    seriesChanged(series) {
      if (gone.has(series.id)) return;
      const kept = new Set(episodeIds(series));
      dropEpisodes(episodeIds(seriesById.get(series.id)).filter((id) => !kept.has(id)));
      for (const id of kept) if (!gone.has(id)) seriesOfEpisode.set(id, series.id);
      seriesById.set(series.id, series);
    },
    seriesDeleted(seriesId, deletedEpisodeIds) {
      gone.add(seriesId);
      dropEpisodes([...episodeIds(seriesById.get(seriesId)), ...deletedEpisodeIds]);
      seriesById.delete(seriesId);
    },
    get size() {
      return live.size;
    },
  };
}

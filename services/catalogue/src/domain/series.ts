import {
  catalogueEvents,
  DomainError,
  youTubeThumbnail,
  type Envelope,
  type Episode,
  type Season,
  type Series,
  type SeriesSummary,
  type ValidSeriesInput,
} from '@cinevia/proto';
import type { Meta } from './video';

/** A series as stored: the public fields, with the admin's own artwork apart and times as dates. */
export interface StoredSeries {
  id: string;
  title: string;
  description: string;
  genre: string;
  maturityRating: Series['maturityRating'];
  /** Null: the first episode's thumbnail stands for the series. */
  customArtworkUrl: string | null;
  isFeatured: boolean;
  seasons: Season[];
  createdAt: Date;
  updatedAt: Date;
}

export interface SeriesDecision {
  series: StoredSeries;
  events: Envelope[];
}

/** A season with the series it belongs to. */
export interface SeasonPlace {
  series: StoredSeries;
  season: Season;
}

/** Where an episode sits in its series. */
export interface EpisodePlace extends SeasonPlace {
  episode: Episode;
}

const firstEpisode = (series: Pick<StoredSeries, 'seasons'>): Episode | undefined => series.seasons[0]?.episodes[0];

export function toSummary(series: StoredSeries): SeriesSummary {
  const first = firstEpisode(series);
  return {
    id: series.id,
    kind: 'series',
    title: series.title,
    description: series.description,
    genre: series.genre,
    maturityRating: series.maturityRating,
    artworkUrl: series.customArtworkUrl ?? (first ? first.thumbnailUrl : ''),
    isFeatured: series.isFeatured,
    seasonCount: series.seasons.length,
    episodeCount: series.seasons.reduce((count, season) => count + season.episodes.length, 0),
    createdAt: series.createdAt.toISOString(),
  };
}

export function toSeriesView(series: StoredSeries): Series {
  return { ...toSummary(series), customArtwork: series.customArtworkUrl !== null, seasons: series.seasons };
}

/** A series as an event carries it, changed at the event's time. */
export function fromSeriesView(view: Series, changedAt: Date): StoredSeries {
  return {
    id: view.id,
    title: view.title,
    description: view.description,
    genre: view.genre,
    maturityRating: view.maturityRating,
    customArtworkUrl: view.customArtwork ? view.artworkUrl : null,
    isFeatured: view.isFeatured,
    seasons: view.seasons,
    createdAt: new Date(view.createdAt),
    updatedAt: changedAt,
  };
}

/** Whether two versions of a series show the same (whatever their times of change). */
export const sameSeries = (a: StoredSeries, b: StoredSeries): boolean =>
  JSON.stringify(toSeriesView(a)) === JSON.stringify(toSeriesView(b));

/**
 * The seasons as sent, numbered by their order, each episode with its id: the one it was sent with
 * when that episode is already this series' (`known`), a new one otherwise. An id the series does
 * not hold, or one sent twice, is refused: it would move another series' progress, or merge two.
 */
function numberedSeasons(input: ValidSeriesInput, known: ReadonlySet<string>, newId: () => string): Season[] {
  const seen = new Set<string>();
  return input.seasons.map((season, seasonIndex) => ({
    number: seasonIndex + 1,
    episodes: season.episodes.map((episode, episodeIndex) => {
      const label = `Season ${seasonIndex + 1}, episode ${episodeIndex + 1}`;
      if (episode.id !== undefined && !known.has(episode.id)) {
        throw new DomainError(`${label} is not an episode of this series`, 'BAD_USER_INPUT');
      }
      const id = episode.id ?? newId();
      if (seen.has(id)) throw new DomainError(`${label} repeats an episode`, 'BAD_USER_INPUT');
      seen.add(id);
      return {
        id,
        number: episodeIndex + 1,
        title: episode.title,
        synopsis: episode.synopsis,
        duration: episode.duration,
        youtubeId: episode.youtubeId,
        thumbnailUrl: youTubeThumbnail(episode.youtubeId),
      };
    }),
  }));
}

function build(
  input: ValidSeriesInput,
  base: Pick<StoredSeries, 'id' | 'createdAt'>,
  seasons: Season[],
  updatedAt: Date,
): StoredSeries {
  // Artwork sent back as the first episode's own thumbnail is no choice of the admin's: it follows that episode.
  const derived = seasons[0]?.episodes[0]?.thumbnailUrl;
  return {
    id: base.id,
    title: input.title,
    description: input.description,
    genre: input.genre,
    maturityRating: input.maturityRating,
    customArtworkUrl: input.artworkUrl === derived ? null : input.artworkUrl,
    isFeatured: input.isFeatured,
    seasons,
    createdAt: base.createdAt,
    updatedAt,
  };
}

export const episodeIdsOf = (series: Pick<StoredSeries, 'seasons'>): string[] =>
  series.seasons.flatMap((season) => season.episodes.map((episode) => episode.id));

export function createSeries(input: ValidSeriesInput, id: string, newId: () => string, meta: Meta): SeriesDecision {
  const series = build(input, { id, createdAt: meta.now }, numberedSeasons(input, new Set(), newId), meta.now);
  return {
    series,
    events: [catalogueEvents.seriesCreated.create({ series: toSeriesView(series) }, meta.correlationId, meta.now)],
  };
}

/** An edit that changes nothing announces nothing. */
export function updateSeries(
  existing: StoredSeries,
  input: ValidSeriesInput,
  newId: () => string,
  meta: Meta,
): SeriesDecision {
  const seasons = numberedSeasons(input, new Set(episodeIdsOf(existing)), newId);
  const series = build(input, existing, seasons, meta.now);
  if (sameSeries(series, existing)) return { series: existing, events: [] };
  return {
    series,
    events: [catalogueEvents.seriesUpdated.create({ series: toSeriesView(series) }, meta.correlationId, meta.now)],
  };
}

export function deleteSeries(existing: StoredSeries, meta: Meta): Envelope[] {
  return [
    catalogueEvents.seriesDeleted.create(
      { seriesId: existing.id, episodeIds: episodeIdsOf(existing) },
      meta.correlationId,
      meta.now,
    ),
  ];
}

/** Every episode of a series with its place, for lookups by episode id. */
export function placesOf(series: StoredSeries): [string, EpisodePlace][] {
  return series.seasons.flatMap((season) =>
    season.episodes.map((episode): [string, EpisodePlace] => [episode.id, { series, season, episode }]),
  );
}

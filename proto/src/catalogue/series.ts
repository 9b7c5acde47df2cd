import { z } from 'zod';
import { oneOf, text } from '../shared/text';
import { MATURITY_RATINGS, VIDEO_GENRES } from './values';
import { runningTime, youTubeLink } from './video';

/**
 * A series as the admin portal and `POST/PUT /api/admin/series…` send it: its facts and its seasons
 * in order, each season its episodes in order. A season's and an episode's number is its place in
 * that order, so reordering is sending them in the new order. An episode already in the series keeps
 * its id (and with it every member's progress in it); one without an id is new.
 */
export const SERIES_LIMITS = { seasons: 50, episodesPerSeason: 100 } as const;

export const episodeInput = z.object({
  id: z.string().max(64, 'Episode id must be at most 64 characters').optional(),
  title: text('Episode title', { max: 200, required: 'Episode title is required' }),
  synopsis: text('Synopsis', { max: 2_000 }).default(''),
  duration: runningTime,
  youtubeId: youTubeLink,
});
export type EpisodeInput = z.input<typeof episodeInput>;

export const seasonInput = z.object({
  episodes: z
    .array(episodeInput, { error: 'Episodes must be a list' })
    .min(1, 'A season needs at least one episode')
    .max(SERIES_LIMITS.episodesPerSeason, `A season has at most ${SERIES_LIMITS.episodesPerSeason} episodes`),
});

/** Artwork the admin chose: an https address, or empty for the first episode's thumbnail. */
const artworkUrl = text('Artwork', { max: 500 })
  .refine((value) => value === '' || /^https:\/\/[^\s]+$/.test(value), 'Artwork must be an https:// address')
  .transform((value) => value || null)
  .nullish()
  .transform((value) => value ?? null);

export const seriesInput = z.object({
  title: text('Title', { max: 200, required: 'Title is required' }),
  description: text('Description', { max: 5_000 }).default(''),
  genre: oneOf(VIDEO_GENRES, 'Genre'),
  maturityRating: oneOf(MATURITY_RATINGS, 'Maturity rating'),
  artworkUrl,
  isFeatured: z.boolean({ error: 'Featured must be true or false' }).default(false),
  seasons: z
    .array(seasonInput, { error: 'Seasons must be a list' })
    .min(1, 'A series needs at least one season')
    .max(SERIES_LIMITS.seasons, `A series has at most ${SERIES_LIMITS.seasons} seasons`),
});
export type SeriesInput = z.input<typeof seriesInput>;
export type ValidSeriesInput = z.output<typeof seriesInput>;

/** An episode as every read path returns it. */
export const episode = z.object({
  id: z.string(),
  number: z.number().int(),
  title: z.string(),
  synopsis: z.string(),
  duration: z.string(),
  youtubeId: z.string().meta({ description: 'The video host id; empty for a signed-out caller' }),
  thumbnailUrl: z.string().meta({ description: "The host's thumbnail; empty for a signed-out caller" }),
});
export type Episode = z.infer<typeof episode>;

export const season = z.object({ number: z.number().int(), episodes: z.array(episode) });
export type Season = z.infer<typeof season>;

/** A series in a list: its facts and size, without its episodes. */
export const seriesSummary = z.object({
  id: z.string(),
  kind: z.literal('series'),
  title: z.string(),
  description: z.string(),
  genre: z.string(),
  maturityRating: z.enum(MATURITY_RATINGS),
  /** The admin's artwork, or the first episode's thumbnail. */
  artworkUrl: z.string(),
  isFeatured: z.boolean(),
  seasonCount: z.number().int(),
  episodeCount: z.number().int(),
  createdAt: z.iso.datetime(),
});
export type SeriesSummary = z.infer<typeof seriesSummary>;

/** A series whole, as its page and its events carry it. */
export const series = seriesSummary.extend({
  /** Whether the artwork is the admin's own rather than the first episode's thumbnail. */
  customArtwork: z.boolean(),
  seasons: z.array(season),
});
export type Series = z.infer<typeof series>;

/** A series as lists show it: without its seasons. */
export function summaryOf(whole: Series): SeriesSummary {
  const { seasons: _seasons, customArtwork: _customArtwork, ...summary } = whole;
  return summary;
}

import { z } from 'zod';
import {
  BROWSE_GENRES,
  DomainError,
  episodeAfter,
  pageArgs,
  pageOf,
  SEARCH_RESULTS,
  SERIES_SEARCH_RESULTS,
  searchQuery,
  seriesInput,
  VIDEO_CATEGORIES,
  maySee,
  VIDEO_GENRES,
  videoInput,
  visitorText,
  type ValidVideoInput,
} from '@cinevia/proto';
import { appError, parseInput, requireAdmin } from '@cinevia/service-kit';
import type { BrowseFilter } from '../domain/browse';
import { toSummary, type StoredSeries } from '../domain/series';
import { fromView, toView, type StoredVideo } from '../domain/video';
import type { CatalogueContext } from './context';
import type { Resolvers } from './__generated__/resolvers';

const HOME_ROWS_PER_PAGE = 4;

function parseVideoInput(input: unknown): ValidVideoInput {
  const { thumbnailUrl: _ignored, ...fields } = parseInput(videoInput, input);
  return fields;
}

/** Pages a list; a cursor we did not make is the caller's 400. */
function page<T>(items: readonly T[], args: unknown, defaultSize?: number) {
  const { first, after } = parseInput(pageArgs(defaultSize), args);
  try {
    return pageOf(items, first, after);
  } catch (error) {
    if (error instanceof DomainError) throw appError('BAD_USER_INPUT', error.message);
    throw error;
  }
}

const videoPage = (items: readonly StoredVideo[], args: unknown) => {
  const { items: videos, nextCursor, totalCount } = page(items, args);
  return { videos, nextCursor, totalCount };
};

const seriesPage = (items: readonly StoredSeries[], args: unknown) => {
  const { items: series, nextCursor, totalCount } = page(items, args);
  return { series, nextCursor, totalCount };
};

const seriesGenre = z.enum(VIDEO_GENRES, { error: `Genre must be one of: ${VIDEO_GENRES.join(', ')}` }).nullish();

const browseFilter = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('all') }),
  z.object({ kind: z.literal('trending') }),
  z.object({ kind: z.literal('featured') }),
  z.object({ kind: z.literal('genre'), genreId: z.string().max(64) }),
]);

function toBrowseFilter(input: unknown): BrowseFilter {
  const filter = parseInput(browseFilter, input);
  return filter.kind === 'genre' ? { kind: 'genre', id: filter.genreId } : filter;
}

/** The catalogue as the caller may see it: nothing above their profile's maturity level. */
const seen = (context: CatalogueContext) => context.catalogue.seenAt(context.caller.maturityLevel);
const homeRowsOf = (context: CatalogueContext) => context.home.rowsAt(context.caller.maturityLevel);
const seenSeries = (context: CatalogueContext) => context.shelf.seenAt(context.caller.maturityLevel);

/** A field naming where a title plays, as the caller may see it (a visitor: empty). */
const asSeen = (context: CatalogueContext, field: 'youtubeId' | 'thumbnailUrl' | 'artworkUrl', text: string) =>
  context.caller.visitor ? visitorText(field, text) : text;

/**
 * A commissioned film, for the account it was made for (within the profile's level) or the
 * administrator; null for anyone else, as if there were no such film.
 */
function commissionedFor(context: CatalogueContext, id: string): StoredVideo | null {
  const { caller } = context;
  const film = caller.isAdmin ? context.commissioned.any(id) : context.commissioned.ownedBy(id, caller.userId);
  if (!film || (!caller.isAdmin && !maySee(caller.maturityLevel, film.maturityRating))) return null;
  return fromView(film, new Date(film.createdAt));
}

/** A film by id as the caller may see it: the catalogue's, or a commissioned film of theirs. */
const filmSeenBy = (context: CatalogueContext, id: string) => seen(context).get(id) ?? commissionedFor(context, id);

const meta = (context: CatalogueContext) => ({ now: new Date(), correlationId: context.caller.requestId });

export const resolvers = {
  Query: {
    videos: (_, args, context) =>
      args.first || args.after ? page(seen(context).newestFirst(), args).items : seen(context).newestFirst(),
    videoPage: (_, args, context) => videoPage(seen(context).newestFirst(), args),
    video: (_, args, context) => filmSeenBy(context, args.id),
    featuredVideos: (_, args, context) =>
      args.first ? page(seen(context).featured(), args).items : seen(context).featured(),
    videosByCategory(_, args, context) {
      const category = VIDEO_CATEGORIES.find((known) => known === args.category.toLowerCase());
      if (!category) throw appError('BAD_USER_INPUT', `Category must be one of: ${VIDEO_CATEGORIES.join(', ')}`);
      return seen(context).byCategory(category);
    },
    searchVideos(_, args, context) {
      const query = parseInput(searchQuery, args.query);
      const { first } = parseInput(pageArgs(SEARCH_RESULTS), { first: args.first });
      return seen(context).search(query, first);
    },
    browseGenres: (_, __, context) => {
      const counts = seen(context).genreCounts();
      return BROWSE_GENRES.map((genre) => ({ ...genre, videoCount: counts.get(genre.id) ?? 0 }));
    },
    homeRows(_, args, context) {
      const { items: rows, nextCursor } = page(homeRowsOf(context), args, HOME_ROWS_PER_PAGE);
      return { rows, nextCursor };
    },
    homeRow: (_, args, context) => homeRowsOf(context).find((row) => row.key === args.id) ?? null,
    browseVideos: (_, args, context) => videoPage(seen(context).browse(toBrowseFilter(args.filter)), args),
    adminVideos(_, args, context) {
      requireAdmin(context.caller);
      return videoPage(context.catalogue.adminList(parseInput(searchQuery, args.search ?? '')), args);
    },
    seriesPage: (_, args, context) =>
      seriesPage(seenSeries(context).list(parseInput(seriesGenre, args.genre) ?? undefined), args),
    seriesGenres: (_, __, context) => seenSeries(context).genres(),
    featuredSeries: (_, args, context) => page(seenSeries(context).featured(), args).items,
    searchSeries(_, args, context) {
      const query = parseInput(searchQuery, args.query);
      const { first } = parseInput(pageArgs(SEARCH_RESULTS), { first: args.first ?? SERIES_SEARCH_RESULTS });
      return seenSeries(context).search(query, first);
    },
    series: (_, args, context) => seenSeries(context).get(args.id),
    episode: (_, args, context) => seenSeries(context).episode(args.id),
    adminSeries(_, args, context) {
      requireAdmin(context.caller);
      return seriesPage(context.shelf.adminList(parseInput(searchQuery, args.search ?? '')), args);
    },
    adminSeriesById(_, args, context) {
      requireAdmin(context.caller);
      return context.shelf.get(args.id);
    },
  },

  HomeRow: {
    id: (row) => row.key,
    videos: (row, args) => videoPage(row.videos, args),
    series: (row) => row.series ?? [],
  },

  Mutation: {
    createVideo(_, args, context) {
      requireAdmin(context.caller);
      return context.films.add(parseVideoInput(args.input), meta(context));
    },
    updateVideo(_, args, context) {
      requireAdmin(context.caller);
      return context.films.edit(args.id, parseVideoInput(args.input), meta(context));
    },
    async deleteVideo(_, args, context) {
      requireAdmin(context.caller);
      return { deletedVideoId: await context.films.remove(args.id, meta(context)) };
    },
    createSeries(_, args, context) {
      requireAdmin(context.caller);
      return context.seriesWrites.add(parseInput(seriesInput, args.input), meta(context));
    },
    updateSeries(_, args, context) {
      requireAdmin(context.caller);
      return context.seriesWrites.edit(args.id, parseInput(seriesInput, args.input), meta(context));
    },
    async deleteSeries(_, args, context) {
      requireAdmin(context.caller);
      return { deletedSeriesId: await context.seriesWrites.remove(args.id, meta(context)) };
    },
  },

  Video: {
    __resolveReference: (reference, context) => filmSeenBy(context, reference.id),
    createdAt: (video) => toView(video).createdAt,
    youtubeId: (video, _, context) => asSeen(context, 'youtubeId', video.youtubeId),
    thumbnailUrl: (video, _, context) => asSeen(context, 'thumbnailUrl', video.thumbnailUrl),
  },

  Series: {
    __resolveReference: (reference, context) => seenSeries(context).get(reference.id),
    artworkUrl: (series, _, context) => asSeen(context, 'artworkUrl', toSummary(series).artworkUrl),
    customArtwork: (series) => series.customArtworkUrl !== null,
    seasonCount: (series) => series.seasons.length,
    episodeCount: (series) => toSummary(series).episodeCount,
    createdAt: (series) => series.createdAt.toISOString(),
    seasons: (series) => series.seasons.map((season) => ({ series, season })),
  },

  Season: {
    number: (place) => place.season.number,
    episodes: ({ series, season }) => season.episodes.map((episode) => ({ series, season, episode })),
  },

  Episode: {
    __resolveReference: (reference, context) => seenSeries(context).episode(reference.id),
    id: (place) => place.episode.id,
    number: (place) => place.episode.number,
    seasonNumber: (place) => place.season.number,
    title: (place) => place.episode.title,
    synopsis: (place) => place.episode.synopsis,
    duration: (place) => place.episode.duration,
    youtubeId: (place, _, context) => asSeen(context, 'youtubeId', place.episode.youtubeId),
    thumbnailUrl: (place, _, context) => asSeen(context, 'thumbnailUrl', place.episode.thumbnailUrl),
    series: (place) => place.series,
    next(place) {
      const after = episodeAfter(place.series.seasons, place.episode.id);
      return (
        after && { series: place.series, season: place.series.seasons[after.seasonNumber - 1]!, episode: after.episode }
      );
    },
  },
} satisfies Resolvers;

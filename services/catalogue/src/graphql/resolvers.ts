import { z } from 'zod';
import {
  BROWSE_GENRES,
  DomainError,
  pageArgs,
  pageOf,
  SEARCH_RESULTS,
  searchQuery,
  VIDEO_CATEGORIES,
  videoInput,
  type ValidVideoInput,
} from '@cinevia/proto';
import { appError, parseInput, requireAdmin } from '@cinevia/service-kit';
import type { BrowseFilter } from '../domain/browse';
import { toView, type StoredVideo } from '../domain/video';
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

const meta = (context: CatalogueContext) => ({ now: new Date(), correlationId: context.caller.requestId });

export const resolvers = {
  Query: {
    videos: (_, args, context) =>
      args.first || args.after ? page(context.catalogue.newestFirst(), args).items : context.catalogue.newestFirst(),
    videoPage: (_, args, context) => videoPage(context.catalogue.newestFirst(), args),
    video: (_, args, context) => context.catalogue.get(args.id),
    featuredVideos: (_, args, context) =>
      args.first ? page(context.catalogue.featured(), args).items : context.catalogue.featured(),
    videosByCategory(_, args, context) {
      const category = VIDEO_CATEGORIES.find((known) => known === args.category.toLowerCase());
      if (!category) throw appError('BAD_USER_INPUT', `Category must be one of: ${VIDEO_CATEGORIES.join(', ')}`);
      return context.catalogue.byCategory(category);
    },
    searchVideos(_, args, context) {
      const query = parseInput(searchQuery, args.query);
      const { first } = parseInput(pageArgs(SEARCH_RESULTS), { first: args.first });
      return context.catalogue.search(query, first);
    },
    browseGenres: (_, __, context) => {
      const counts = context.catalogue.genreCounts();
      return BROWSE_GENRES.map((genre) => ({ ...genre, videoCount: counts.get(genre.id) ?? 0 }));
    },
    homeRows(_, args, context) {
      const { items: rows, nextCursor } = page(context.catalogue.rows(), args, HOME_ROWS_PER_PAGE);
      return { rows, nextCursor };
    },
    homeRow: (_, args, context) => context.catalogue.row(args.id),
    browseVideos: (_, args, context) => videoPage(context.catalogue.browse(toBrowseFilter(args.filter)), args),
    adminVideos(_, args, context) {
      requireAdmin(context.caller);
      return videoPage(context.catalogue.adminList(parseInput(searchQuery, args.search ?? '')), args);
    },
  },

  HomeRow: {
    id: (row) => row.key,
    videos: (row, args) => videoPage(row.videos, args),
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
  },

  Video: {
    __resolveReference: (reference, context) => context.catalogue.get(reference.id),
    createdAt: (video) => toView(video).createdAt,
  },
} satisfies Resolvers;

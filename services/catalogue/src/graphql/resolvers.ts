import { randomUUID } from 'node:crypto';
import { BROWSE_GENRES, searchQuery, VIDEO_CATEGORIES, videoInput, type ValidVideoInput } from '@cinevia/proto';
import { appError, parseInput, requireAdmin } from '@cinevia/service-kit';
import { queryWords, rankResults } from '../domain/search';
import { createVideo, deleteVideo, toView, updateVideo, type StoredVideo } from '../domain/video';
import type { CatalogueContext } from './context';

const NOT_FOUND = 'Video not found';

function parseVideoInput(input: unknown): ValidVideoInput {
  const { thumbnailUrl: _ignored, ...fields } = parseInput(videoInput, input);
  return fields;
}

const meta = (context: CatalogueContext) => ({ now: new Date(), correlationId: context.caller.requestId });

export const resolvers = {
  Query: {
    videos: (_: unknown, __: unknown, context: CatalogueContext) => context.videos.list(),
    video: (_: unknown, args: { id: string }, context: CatalogueContext) => context.videoById.load(args.id),
    featuredVideos: (_: unknown, __: unknown, context: CatalogueContext) => context.videos.listFeatured(),
    videosByCategory(_: unknown, args: { category: string }, context: CatalogueContext) {
      const category = VIDEO_CATEGORIES.find((known) => known === args.category.toLowerCase());
      if (!category) throw appError('BAD_USER_INPUT', `Category must be one of: ${VIDEO_CATEGORIES.join(', ')}`);
      return context.videos.listByCategory(category);
    },
    async searchVideos(_: unknown, args: { query: string }, context: CatalogueContext) {
      const wanted = queryWords(parseInput(searchQuery, args.query));
      if (wanted.length === 0) return [];
      return rankResults(await context.videos.search(wanted), wanted);
    },
    browseGenres: () => BROWSE_GENRES,
  },

  Mutation: {
    async createVideo(_: unknown, args: { input: unknown }, context: CatalogueContext) {
      requireAdmin(context.caller);
      const { video, events } = createVideo(parseVideoInput(args.input), randomUUID(), meta(context));
      await context.videos.insert(video, events);
      context.relay.kick();
      context.logger.info({ videoId: video.id }, 'film added');
      return video;
    },
    async updateVideo(_: unknown, args: { id: string; input: unknown }, context: CatalogueContext) {
      requireAdmin(context.caller);
      const input = parseVideoInput(args.input);
      const existing = await context.videos.findById(args.id);
      if (!existing) throw appError('NOT_FOUND', NOT_FOUND);
      const { video, events } = updateVideo(existing, input, meta(context));
      if (!(await context.videos.update(video, events))) throw appError('NOT_FOUND', NOT_FOUND);
      context.relay.kick();
      return video;
    },
    async deleteVideo(_: unknown, args: { id: string }, context: CatalogueContext) {
      requireAdmin(context.caller);
      const existing = await context.videos.findById(args.id);
      if (!existing) throw appError('NOT_FOUND', NOT_FOUND);
      const now = new Date();
      if (!(await context.videos.markDeleted(existing.id, deleteVideo(existing, meta(context)), now))) {
        throw appError('NOT_FOUND', NOT_FOUND);
      }
      context.relay.kick();
      context.logger.info({ videoId: existing.id }, 'film deleted');
      return { deletedVideoId: existing.id };
    },
  },

  Video: {
    __resolveReference: (reference: { id: string }, context: CatalogueContext) => context.videoById.load(reference.id),
    createdAt: (video: StoredVideo) => toView(video).createdAt,
  },
};

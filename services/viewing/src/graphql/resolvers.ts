import { watchlistBody, watchProgressBody } from '@cinevia/proto';
import { appError, parseInput, requireMember, type FilmLookup } from '@cinevia/service-kit';
import { isListed, listEntries, progressEntries, progressIn, type WatchlistEntry } from '../domain/member';
import { continueWatching, type Progress } from '../domain/progress';
import type { ViewingContext } from './context';
import type { Resolvers } from './__generated__/resolvers';

/** Viewing's fields of a member are the member's own business. */
function ownUser(reference: { id: string }, context: ViewingContext): string {
  if (reference.id !== requireMember(context.caller)) throw appError('FORBIDDEN', 'Not your account');
  return reference.id;
}

/** The member's progress in every film still in the catalogue, newest first. */
function progressOf(userId: string, context: ViewingContext): Progress[] {
  return progressEntries(userId, context.members.read(userId), context.films);
}

/**
 * The film of an entry as the catalogue last published it (the schema's @provides): a list of
 * entries with their films is answered here, without a hop to the catalogue. Null once deleted.
 */
const filmOf = (videoId: string, films: FilmLookup) => films.video(videoId) ?? null;

const progressView = (films: FilmLookup) => (entry: Progress) => ({
  videoId: entry.videoId,
  progress: entry.seconds,
  duration: entry.duration,
  updatedAt: entry.updatedAt.toISOString(),
  video: filmOf(entry.videoId, films),
});

const entryView = (films: FilmLookup) => (entry: WatchlistEntry) => ({
  videoId: entry.videoId,
  addedAt: entry.addedAt.toISOString(),
  video: filmOf(entry.videoId, films),
});

export const resolvers = {
  Query: {
    viewer: (_, __, context) => (context.caller.userId ? { id: context.caller.userId } : null),
  },

  Mutation: {
    async saveWatchProgress(_, args, context) {
      const userId = requireMember(context.caller);
      const save = await context.viewing.saveProgress(userId, parseInput(watchProgressBody, args.input));
      return { videoId: save.videoId, progress: save.progress, duration: save.duration, updatedAt: save.savedAt };
    },
    async addToMyList(_, args, context) {
      const userId = requireMember(context.caller);
      const { videoId } = parseInput(watchlistBody, { videoId: args.videoId });
      return entryView(context.films)(await context.viewing.addToMyList(userId, videoId, context.caller.requestId));
    },
    removeFromMyList(_, args, context) {
      const userId = requireMember(context.caller);
      const { videoId } = parseInput(watchlistBody, { videoId: args.videoId });
      return context.viewing.removeFromMyList(userId, videoId, context.caller.requestId);
    },
  },

  User: {
    __resolveReference: (reference) => reference,
    watchlist(reference, _, context) {
      const userId = ownUser(reference, context);
      context.viewing.ensurePremium(userId);
      return listEntries(userId, context.members.read(userId), context.films).map(entryView(context.films));
    },
    watchProgress(reference, _, context) {
      return progressOf(ownUser(reference, context), context).map(progressView(context.films));
    },
    continueWatching(reference, _, context) {
      return continueWatching(progressOf(ownUser(reference, context), context)).map(progressView(context.films));
    },
    myListIds(reference, _, context) {
      const userId = ownUser(reference, context);
      if (!context.premium()) return [];
      return listEntries(userId, context.members.read(userId), context.films).map((entry) => entry.videoId);
    },
  },

  Video: {
    __resolveReference: (reference) => reference,
    inMyList(video, _, context) {
      const userId = context.caller.userId;
      if (!userId || !context.premium()) return false;
      return isListed(context.members.read(userId), video.id, context.films);
    },
    progress(video, _, context) {
      const userId = context.caller.userId;
      if (!userId) return null;
      const entry = progressIn(userId, context.members.read(userId), video.id, context.films);
      return entry ? progressView(context.films)(entry) : null;
    },
  },
} satisfies Resolvers;

import { savedAtOf, watchlistBody, watchProgressBody } from '@cinevia/proto';
import { appError, parseInput, requireMember, type FilmLookup } from '@cinevia/service-kit';
import { isListed, listEntries, progressEntries, progressIn, type WatchlistEntry } from '../domain/member';
import { continueWatching, type Progress } from '../domain/progress';
import type { ViewingContext } from './context';
import type { Resolvers } from './__generated__/resolvers';

const PREMIUM_ONLY = 'My List is part of Premium. Subscribe to save films to your list.';

/** Viewing's fields of a member are the member's own business. */
function ownUser(reference: { id: string }, context: ViewingContext): string {
  if (reference.id !== requireMember(context.caller)) throw appError('FORBIDDEN', 'Not your account');
  return reference.id;
}

function premiumMember(context: ViewingContext): string {
  const userId = requireMember(context.caller);
  if (!context.premium()) throw appError('PAYMENT_REQUIRED', PREMIUM_ONLY);
  return userId;
}

function knownFilm(videoId: string, context: ViewingContext): string {
  if (!context.films.exists(videoId)) throw appError('NOT_FOUND', 'Video not found');
  return videoId;
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
    /** Answered once JetStream holds the save; viewing applies it behind (read-model/progress-feed). */
    async saveWatchProgress(_, args, context) {
      const userId = requireMember(context.caller);
      const input = parseInput(watchProgressBody, args.input);
      const { videoId, progress, duration } = input;
      knownFilm(videoId, context);
      const savedAt = savedAtOf(input.savedAt, context.now()).toISOString();
      await context.publishSave({ userId, videoId, progress, duration, savedAt });
      return { videoId, progress, duration, updatedAt: savedAt };
    },
    async addToMyList(_, args, context) {
      const userId = premiumMember(context);
      const { videoId } = parseInput(watchlistBody, { videoId: args.videoId });
      knownFilm(videoId, context);
      return entryView(context.films)(
        await context.watchlist.add({ userId, videoId, addedAt: context.now() }, context.caller.requestId),
      );
    },
    async removeFromMyList(_, args, context) {
      const userId = premiumMember(context);
      const { videoId } = parseInput(watchlistBody, { videoId: args.videoId });
      return context.watchlist.remove(userId, videoId, context.caller.requestId);
    },
  },

  User: {
    __resolveReference: (reference) => reference,
    watchlist(reference, _, context) {
      ownUser(reference, context);
      const userId = premiumMember(context);
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

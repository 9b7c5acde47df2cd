import { savedAtOf, watchlistBody, watchProgressBody } from '@cinevia/proto';
import { appError, parseInput, requireMember } from '@cinevia/service-kit';
import { isListed, listEntries, progressEntries, progressIn, type WatchlistEntry } from '../domain/member';
import { continueWatching, type Progress } from '../domain/progress';
import type { ViewingContext } from './context';

const PREMIUM_ONLY = 'My List is part of Premium. Subscribe to save films to your list.';

/** Viewing's fields of a member are the member's own business. */
function ownUser(reference: { id: string }, context: ViewingContext): string {
  if (reference.id !== requireMember(context.caller)) throw appError('FORBIDDEN', 'Not your account');
  return reference.id;
}

async function premiumMember(context: ViewingContext): Promise<string> {
  const userId = requireMember(context.caller);
  if (!(await context.premium())) throw appError('PAYMENT_REQUIRED', PREMIUM_ONLY);
  return userId;
}

function knownFilm(videoId: string, context: ViewingContext): string {
  if (!context.films.exists(videoId)) throw appError('NOT_FOUND', 'Video not found');
  return videoId;
}

/** The member's progress in every film still in the catalogue, newest first. */
async function progressOf(userId: string, context: ViewingContext): Promise<Progress[]> {
  return progressEntries(userId, await context.memberOf.load(userId), context.films);
}

const progressView = (entry: Progress) => ({
  videoId: entry.videoId,
  progress: entry.seconds,
  duration: entry.duration,
  updatedAt: entry.updatedAt.toISOString(),
  video: { id: entry.videoId },
});

const entryView = (entry: WatchlistEntry) => ({
  videoId: entry.videoId,
  addedAt: entry.addedAt.toISOString(),
  video: { id: entry.videoId },
});

export const resolvers = {
  Query: {
    viewer: (_: unknown, __: unknown, context: ViewingContext) =>
      context.caller.userId ? { id: context.caller.userId } : null,
  },

  Mutation: {
    /** Answered once JetStream holds the save; viewing applies it behind (events/progress-feed). */
    async saveWatchProgress(_: unknown, args: { input: unknown }, context: ViewingContext) {
      const userId = requireMember(context.caller);
      const input = parseInput(watchProgressBody, args.input);
      const { videoId, progress, duration } = input;
      knownFilm(videoId, context);
      const savedAt = savedAtOf(input.savedAt, context.now()).toISOString();
      await context.publishSave({ userId, videoId, progress, duration, savedAt });
      return { videoId, progress, duration, updatedAt: savedAt };
    },
    async addToMyList(_: unknown, args: { videoId: unknown }, context: ViewingContext) {
      const userId = await premiumMember(context);
      const { videoId } = parseInput(watchlistBody, { videoId: args.videoId });
      knownFilm(videoId, context);
      return entryView(await context.watchlist.add({ userId, videoId, addedAt: context.now() }));
    },
    async removeFromMyList(_: unknown, args: { videoId: unknown }, context: ViewingContext) {
      const userId = await premiumMember(context);
      const { videoId } = parseInput(watchlistBody, { videoId: args.videoId });
      return context.watchlist.remove(userId, videoId);
    },
  },

  User: {
    __resolveReference: (reference: { id: string }) => reference,
    async watchlist(reference: { id: string }, _: unknown, context: ViewingContext) {
      ownUser(reference, context);
      const userId = await premiumMember(context);
      return listEntries(userId, await context.memberOf.load(userId), context.films).map(entryView);
    },
    async watchProgress(reference: { id: string }, _: unknown, context: ViewingContext) {
      return (await progressOf(ownUser(reference, context), context)).map(progressView);
    },
    async continueWatching(reference: { id: string }, _: unknown, context: ViewingContext) {
      return continueWatching(await progressOf(ownUser(reference, context), context)).map(progressView);
    },
    async myListIds(reference: { id: string }, _: unknown, context: ViewingContext) {
      const userId = ownUser(reference, context);
      if (!(await context.premium())) return [];
      return listEntries(userId, await context.memberOf.load(userId), context.films).map((entry) => entry.videoId);
    },
  },

  Video: {
    __resolveReference: (reference: { id: string }) => reference,
    async inMyList(video: { id: string }, _: unknown, context: ViewingContext) {
      const userId = context.caller.userId;
      if (!userId || !(await context.premium())) return false;
      return isListed(await context.memberOf.load(userId), video.id, context.films);
    },
    async progress(video: { id: string }, _: unknown, context: ViewingContext) {
      const userId = context.caller.userId;
      if (!userId) return null;
      const entry = progressIn(userId, await context.memberOf.load(userId), video.id, context.films);
      return entry ? progressView(entry) : null;
    },
  },
};

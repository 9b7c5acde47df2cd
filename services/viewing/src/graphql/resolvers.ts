import { watchlistBody, watchProgressBody } from '@cinevia/proto';
import { appError, parseInput, requireMember } from '@cinevia/service-kit';
import { continueWatching, type Progress } from '../domain/progress';
import { mayUseMyList } from '../domain/subscribers';
import type { WatchlistEntry } from '../store/watchlist';
import type { ViewingContext } from './context';

const PREMIUM_ONLY = 'My List is part of Premium. Subscribe to save films to your list.';

/** Viewing's fields of a member are the member's own business. */
function ownUser(reference: { id: string }, context: ViewingContext): string {
  if (reference.id !== requireMember(context.caller)) throw appError('FORBIDDEN', 'Not your account');
  return reference.id;
}

async function premiumMember(context: ViewingContext): Promise<string> {
  const userId = requireMember(context.caller);
  if (!mayUseMyList(await context.projections.subscriber(userId), context.now()))
    throw appError('PAYMENT_REQUIRED', PREMIUM_ONLY);
  return userId;
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
  Mutation: {
    async saveWatchProgress(_: unknown, args: { input: unknown }, context: ViewingContext) {
      const userId = requireMember(context.caller);
      const input = parseInput(watchProgressBody, args.input);
      if (!(await context.projections.isKnownVideo(input.videoId))) throw appError('NOT_FOUND', 'Video not found');
      const entry: Progress = {
        userId,
        videoId: input.videoId,
        seconds: input.progress,
        duration: input.duration,
        updatedAt: context.now(),
      };
      await context.progress.save(entry);
      return progressView(entry);
    },
    async addToMyList(_: unknown, args: { videoId: unknown }, context: ViewingContext) {
      const userId = await premiumMember(context);
      const { videoId } = parseInput(watchlistBody, { videoId: args.videoId });
      if (!(await context.projections.isKnownVideo(videoId))) throw appError('NOT_FOUND', 'Video not found');
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
      return (await context.watchlist.listForUser(userId)).map(entryView);
    },
    async watchProgress(reference: { id: string }, _: unknown, context: ViewingContext) {
      return (await context.progress.listForUser(ownUser(reference, context))).map(progressView);
    },
    async continueWatching(reference: { id: string }, _: unknown, context: ViewingContext) {
      return continueWatching(await context.progress.listForUser(ownUser(reference, context))).map(progressView);
    },
  },

  Video: {
    __resolveReference: (reference: { id: string }) => reference,
    async inMyList(video: { id: string }, _: unknown, context: ViewingContext) {
      return (await context.myList()).has(video.id);
    },
    async progress(video: { id: string }, _: unknown, context: ViewingContext) {
      const entry = await context.progressOf.load(video.id);
      return entry ? progressView(entry) : null;
    },
  },
};

import {
  historyQuery,
  historyRemovalInput,
  insightsDays,
  maySee,
  ratingInput,
  watchlistBody,
  watchProgressBody,
  type Series,
} from '@cinevia/proto';
import {
  appError,
  parseInput,
  requireAccountHolder,
  requireAdmin,
  requireMember,
  requireViewer,
  viewerProfileOf,
} from '@cinevia/service-kit';
import { type FilmLookup } from '@cinevia/shared-models';
import {
  episodeEntries,
  isListed,
  listEntries,
  progressEntries,
  progressIn,
  PROGRESS_KEPT,
  ratingEntries,
  type WatchlistEntry,
} from '../domain/member';
import {
  continueWatchingTitles,
  historyPage,
  nextInSeries,
  type ContinueEntry,
  type Progress,
} from '../domain/progress';
import type { ViewingContext } from './context';
import type { Resolvers } from './__generated__/resolvers';

/**
 * Viewing's fields of a member are the member's own business, and what they hold is the profile's
 * the session watches as: its id, the key of its list and progress.
 */
function ownProfile(reference: { id: string }, context: ViewingContext): string {
  if (reference.id !== requireMember(context.caller)) throw appError('FORBIDDEN', 'Not your account');
  return requireViewer(context.caller).profileId;
}

/** Whether the session's profile may see the film or series: its lists never show one above its level. */
function visible(context: ViewingContext) {
  return ({ videoId }: { videoId: string }) => {
    const rating = (context.films.video(videoId) ?? context.films.series(videoId))?.maturityRating;
    return rating !== undefined && maySee(context.caller.maturityLevel, rating);
  };
}

/** The profile's progress in every film still in the catalogue it may see, newest first. */
function progressOf(profileId: string, context: ViewingContext): Progress[] {
  return progressEntries(profileId, context.viewers.read(profileId), context.films).filter(visible(context));
}

/** The profile's places in episodes of series it may see, newest first. */
function episodesOf(profileId: string, context: ViewingContext): Progress[] {
  return episodeEntries(profileId, context.viewers.read(profileId), context.films).filter(({ videoId }) => {
    const series = context.films.seriesOf(videoId);
    return series !== undefined && maySee(context.caller.maturityLevel, series.maturityRating);
  });
}

/** The profile's viewing activity, page `page` of `pageSize`. */
function historyOf(profileId: string, context: ViewingContext, page: number, pageSize: number) {
  return historyPage(progressOf(profileId, context), episodesOf(profileId, context), page, pageSize);
}

/** The profile's My List, without films or series above its level. */
function listOf(profileId: string, context: ViewingContext): WatchlistEntry[] {
  return listEntries(profileId, context.viewers.read(profileId), context.films).filter(visible(context));
}

/** Where the session's profile stopped in a film or an episode; null signed out or not started. */
function progressHere(id: string, context: ViewingContext) {
  const profileId = viewerProfileOf(context.caller);
  if (!profileId) return null;
  const entry = progressIn(profileId, context.viewers.read(profileId), id, context.films);
  return entry ? progressView(context.films)(entry) : null;
}

/**
 * The film of an entry as the catalogue last published it (the schema's @provides): a list of
 * entries with their films is answered here, without a hop to the catalogue. Null once deleted.
 */
const filmOf = (videoId: string, films: FilmLookup) => films.video(videoId) ?? null;

/** The series' facts viewing holds (the catalogue completes the rest where they are not provided). */
const seriesFacts = ({ id, title, artworkUrl, maturityRating }: Series) => ({ id, title, artworkUrl, maturityRating });
const seriesOrNull = (series: Series | undefined) => (series ? seriesFacts(series) : null);

/**
 * An episode with its place and its series' facts, as the catalogue last published the series (the
 * schema's @provides), so an entry's episode needs no hop to the catalogue; null for a film.
 */
function episodeOf(episodeId: string, films: FilmLookup) {
  const series = films.seriesOf(episodeId);
  for (const season of series?.seasons ?? []) {
    const episode = season.episodes.find((one) => one.id === episodeId);
    if (episode && series) return { ...episode, seasonNumber: season.number, series: seriesFacts(series) };
  }
  return null;
}

const progressView = (films: FilmLookup) => (entry: Progress | ContinueEntry) => ({
  videoId: entry.videoId,
  progress: entry.seconds,
  duration: entry.duration,
  updatedAt: entry.updatedAt.toISOString(),
  video: filmOf(entry.videoId, films),
  episode: episodeOf(entry.videoId, films),
  upNext: 'upNext' in entry && entry.upNext,
});

const entryView = (films: FilmLookup) => (entry: WatchlistEntry) => ({
  videoId: entry.videoId,
  addedAt: entry.addedAt.toISOString(),
  video: filmOf(entry.videoId, films),
  series: seriesOrNull(films.series(entry.videoId)),
});

export const resolvers = {
  Query: {
    viewer: (_, __, context) => (context.caller.userId ? { id: context.caller.userId } : null),
    insights(_, args, context) {
      requireAdmin(context.caller);
      return context.insights.forPeriod(parseInput(insightsDays, args.days));
    },
  },

  Mutation: {
    async saveWatchProgress(_, args, context) {
      const viewer = requireViewer(context.caller);
      const save = await context.viewing.saveProgress(viewer, parseInput(watchProgressBody, args.input));
      return {
        videoId: save.videoId,
        progress: save.progress,
        duration: save.duration,
        updatedAt: save.savedAt,
        upNext: false,
      };
    },
    async removeFromHistory(_, args, context) {
      const viewer = requireViewer(context.caller);
      const { videoId, at } = parseInput(historyRemovalInput, { videoId: args.videoId, at: args.at ?? undefined });
      const watched = progressIn(viewer.profileId, context.viewers.read(viewer.profileId), args.videoId, context.films);
      await context.viewing.removeFromHistory(viewer, videoId, at);
      return watched !== null;
    },
    async clearHistory(_, args, context) {
      const viewer = requireViewer(context.caller);
      const { at } = parseInput(historyRemovalInput, { at: args.at ?? undefined });
      const watched = historyOf(viewer.profileId, context, 1, 1).total;
      await context.viewing.removeFromHistory(viewer, undefined, at);
      return watched > 0;
    },
    async rateTitle(_, args, context) {
      const viewer = requireViewer(context.caller);
      const { videoId, rating, at } = parseInput(ratingInput, {
        videoId: args.videoId,
        rating: args.rating ?? null,
        at: args.at ?? undefined,
      });
      await context.viewing.rate(viewer, videoId, rating, at);
      return { videoId, rating };
    },
    async addToMyList(_, args, context) {
      const viewer = requireViewer(context.caller);
      const { videoId } = parseInput(watchlistBody, { videoId: args.videoId });
      return entryView(context.films)(await context.viewing.addToMyList(viewer, videoId, context.caller.requestId));
    },
    removeFromMyList(_, args, context) {
      const viewer = requireViewer(context.caller);
      const { videoId } = parseInput(watchlistBody, { videoId: args.videoId });
      return context.viewing.removeFromMyList(viewer, videoId, context.caller.requestId);
    },
  },

  User: {
    __resolveReference: (reference) => reference,
    async watchlist(reference, _, context) {
      const profileId = ownProfile(reference, context);
      await context.viewing.ensurePremium(reference.id);
      return listOf(profileId, context).map(entryView(context.films));
    },
    watchProgress(reference, _, context) {
      return progressOf(ownProfile(reference, context), context).map(progressView(context.films));
    },
    continueWatching(reference, _, context) {
      const profileId = ownProfile(reference, context);
      return continueWatchingTitles(progressOf(profileId, context), episodesOf(profileId, context), (id) =>
        context.films.seriesOf(id),
      ).map(progressView(context.films));
    },
    history(reference, args, context) {
      const profileId = ownProfile(reference, context);
      const { page, pageSize } = parseInput(historyQuery, args);
      const history = historyOf(profileId, context, page, pageSize);
      return { ...history, entries: history.entries.map(progressView(context.films)) };
    },
    ratings(reference, _, context) {
      const profileId = ownProfile(reference, context);
      return ratingEntries(context.viewers.read(profileId), context.films).filter(visible(context));
    },
    commissionedFilms(reference, _, context) {
      ownProfile(reference, context);
      return context.commissioned
        .of(reference.id)
        .filter((film) => maySee(context.caller.maturityLevel, film.maturityRating));
    },
    myListIds(reference, _, context) {
      const profileId = ownProfile(reference, context);
      if (!context.premium()) return [];
      return listOf(profileId, context).map((entry) => entry.videoId);
    },
  },

  ViewerProfile: {
    async __resolveReference(reference, context) {
      requireAccountHolder(context.caller);
      await context.viewers.ensure(reference.id);
      return reference;
    },
    watchlist: (profile, _, context) =>
      listEntries(profile.id, context.viewers.read(profile.id), context.films).map(entryView(context.films)),
    watchProgress(profile, _, context) {
      const viewing = context.viewers.read(profile.id);
      const { entries } = historyPage(
        progressEntries(profile.id, viewing, context.films),
        episodeEntries(profile.id, viewing, context.films),
        1,
        PROGRESS_KEPT,
      );
      return entries.map(progressView(context.films));
    },
    ratings: (profile, _, context) => ratingEntries(context.viewers.read(profile.id), context.films),
  },

  Video: {
    __resolveReference: (reference) => reference,
    inMyList(video, _, context) {
      const profileId = viewerProfileOf(context.caller);
      if (!profileId || !context.premium()) return false;
      return isListed(context.viewers.read(profileId), video.id, context.films);
    },
    progress: (video, _, context) => progressHere(video.id, context),
  },
  Episode: {
    __resolveReference: (reference) => reference,
    progress: (episode, _, context) => progressHere(episode.id, context),
  },
  Series: {
    __resolveReference: (reference) => reference,
    places(reference, _, context) {
      const series = context.films.series(reference.id);
      if (!series || !maySee(context.caller.maturityLevel, series.maturityRating)) return [];
      return series.seasons.flatMap((season) =>
        season.episodes.flatMap((episode) => progressHere(episode.id, context) ?? []),
      );
    },
    nextEpisode(reference, _, context) {
      const series = context.films.series(reference.id);
      // The catalogue hides a series above the profile's level before asking; this holds on its own too.
      if (!series || !maySee(context.caller.maturityLevel, series.maturityRating)) return null;
      const profileId = viewerProfileOf(context.caller);
      const member = profileId ? context.viewers.read(profileId) : null;
      const next = nextInSeries(series, (id) =>
        profileId && member ? progressIn(profileId, member, id, context.films) : null,
      );
      const episode = next && episodeOf(next.episode.id, context.films);
      return episode && { action: next!.action, seasonNumber: next!.seasonNumber, episode };
    },
  },
} satisfies Resolvers;

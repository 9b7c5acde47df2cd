import { z } from 'zod';
import {
  historyPageBody,
  historyQuery,
  insightsBody,
  insightsQuery,
  ratedTitle,
  ratingBody,
  savedAtOf,
  watchlistBody,
  watchlistItem,
  watchProgressBody,
  watchProgressItem,
  type ProgressSave,
} from '@cinevia/proto';
import type { CommissionedFilms, FilmLookup } from '@cinevia/shared-models';
import { graphql } from './__generated__';
import { pathParam, route, UNAUTHORIZED } from './route';

export interface ViewingRouteDependencies {
  /** Which films exist (the gateway's catalogue read model). */
  films: FilmLookup;
  /** The films commissioned by accounts: an account saves progress in its own. */
  commissioned: Pick<CommissionedFilms, 'ownedBy'>;
  /** Resolves once JetStream holds the save. */
  publish: (save: ProgressSave) => Promise<unknown>;
}

/** A My List entry as REST answers it: a series in it marked as one, as every REST series is. */
function withKind<Entry extends { series: object | null }>(entry: Entry) {
  return { ...entry, series: entry.series && { kind: 'series' as const, ...entry.series } };
}

/** The spec's watch-progress and My List paths. */
export const viewingRoutes = (deps: ViewingRouteDependencies) => [
  route({
    method: 'get',
    path: '/api/watch-progress',
    summary: "The signed-in member's progress in the films started (the newest 200), newest first",
    session: 'member',
    responses: { 200: { description: 'Progress', schema: z.array(watchProgressItem) } },
    operation: graphql(`
      query WatchProgress {
        me {
          watchProgress {
            videoId
            progress
            duration
            updatedAt
            video {
              ...FilmFields
            }
          }
        }
      }
    `),
    respond: (data) => (data.me ? { status: 200, body: data.me.watchProgress } : UNAUTHORIZED),
  }),
  route({
    method: 'get',
    path: '/api/history',
    summary:
      "The profile's viewing activity: every film and episode it began (the newest 200), finished or not, " +
      'newest first, a page at a time',
    session: 'member',
    query: historyQuery,
    responses: { 200: { description: 'A page of history', schema: historyPageBody } },
    refuses: { 400: 'Invalid page or page size' },
    operation: graphql(`
      query History($page: Int!, $pageSize: Int!) {
        me {
          history(page: $page, pageSize: $pageSize) {
            total
            page
            pageSize
            entries {
              videoId
              progress
              duration
              updatedAt
              video {
                ...FilmFields
              }
              episode {
                id
                number
                seasonNumber
                title
                series {
                  id
                  title
                }
              }
            }
          }
        }
      }
    `),
    variables: (_body, { query }) => query as z.output<typeof historyQuery>,
    respond: (data) => (data.me?.history ? { status: 200, body: data.me.history } : UNAUTHORIZED),
  }),
  route({
    method: 'delete',
    path: '/api/history/:videoId',
    summary:
      "Take a film or an episode out of the profile's viewing activity and Continue Watching; watching it " +
      'again brings it back',
    session: 'member',
    responses: { 204: { description: 'Removed (or was not there)' } },
    refuses: { 400: 'Invalid video id' },
    operation: graphql(`
      mutation RemoveFromHistory($videoId: ID!) {
        removeFromHistory(videoId: $videoId)
      }
    `),
    variables: (_body, { params }) => ({ videoId: pathParam(params, 'videoId') }),
    respond: () => ({ status: 204 }),
  }),
  route({
    method: 'delete',
    path: '/api/history',
    summary: "Hide all the profile's viewing activity: every film and episode watched until now",
    session: 'member',
    responses: { 204: { description: 'Hidden (or there was none)' } },
    operation: graphql(`
      mutation ClearHistory {
        clearHistory
      }
    `),
    respond: () => ({ status: 204 }),
  }),
  route({
    method: 'put',
    path: '/api/ratings/:videoId',
    summary:
      'The profile\'s thumbs for a film or a series: "down" (Not for me: it leaves the profile\'s rows), "up", ' +
      '"love", or null to clear them',
    session: 'member',
    body: ratingBody,
    responses: { 200: { description: 'Rated', schema: ratedTitle } },
    refuses: { 400: 'Invalid rating', 404: 'No such film or series' },
    operation: graphql(`
      mutation RateTitle($videoId: ID!, $rating: TitleRating) {
        rateTitle(videoId: $videoId, rating: $rating) {
          videoId
          rating
        }
      }
    `),
    variables: (body, { params }) => ({ videoId: pathParam(params, 'videoId'), rating: body.rating }),
    respond: (data) => ({ status: 200, body: data.rateTitle }),
  }),
  route({
    method: 'post',
    path: '/api/watch-progress',
    summary:
      'Save where the member stopped (the player calls it every 10 s). Answered once JetStream holds the save; ' +
      "viewing applies it within a second. The newest `savedAt` (the player's clock, ms) wins.",
    session: 'member',
    body: watchProgressBody,
    responses: { 200: { description: 'Saved', schema: watchProgressItem.omit({ video: true }) } },
    refuses: { 400: 'Invalid progress', 404: 'No such film', 503: 'Saves cannot be taken just now' },
    perform: async (body, viewer) => {
      if (!viewer) return UNAUTHORIZED;
      const playable = deps.films.playable(body.videoId) || deps.commissioned.ownedBy(body.videoId, viewer.userId);
      if (!playable) return { status: 404, body: { message: 'Video not found' } };
      const { videoId, progress, duration } = body;
      const savedAt = savedAtOf(body.savedAt, new Date()).toISOString();
      try {
        // Whose progress: the profile's the session watches as.
        await deps.publish({
          userId: viewer.userId,
          profileId: viewer.profileId,
          videoId,
          progress,
          duration,
          savedAt,
        });
      } catch {
        return { status: 503, body: { message: 'Your progress could not be saved just now. Please try again.' } };
      }
      return { status: 200, body: { videoId, progress, duration, updatedAt: savedAt } };
    },
  }),
  route({
    method: 'get',
    path: '/api/watchlist',
    summary: "The member's My List, newest first (Premium)",
    session: 'member',
    responses: { 200: { description: 'My List', schema: z.array(watchlistItem) } },
    refuses: { 402: 'Premium only' },
    operation: graphql(`
      query Watchlist {
        me {
          watchlist {
            videoId
            addedAt
            video {
              ...FilmFields
            }
            series {
              ...SeriesSummaryFields
            }
          }
        }
      }
    `),
    respond: (data) => (data.me ? { status: 200, body: data.me.watchlist?.map(withKind) } : UNAUTHORIZED),
  }),
  route({
    method: 'post',
    path: '/api/watchlist',
    summary: 'Add a film or a series to My List (Premium); adding twice is harmless',
    session: 'member',
    body: watchlistBody,
    responses: { 201: { description: 'Added', schema: watchlistItem } },
    refuses: {
      400: 'Invalid film',
      402: 'Premium only',
      404: 'No such film or series',
      409: 'My List is full (500 titles)',
    },
    operation: graphql(`
      mutation AddToMyList($videoId: ID!) {
        addToMyList(videoId: $videoId) {
          videoId
          addedAt
          video {
            ...FilmFields
          }
          series {
            ...SeriesSummaryFields
          }
        }
      }
    `),
    variables: (body) => ({ videoId: body.videoId }),
    respond: (data) => ({ status: 201, body: withKind(data.addToMyList) }),
  }),
  route({
    method: 'delete',
    path: '/api/watchlist/:videoId',
    summary: 'Remove a film or a series from My List (Premium)',
    session: 'member',
    responses: { 204: { description: 'Removed (or was not there)' } },
    refuses: { 402: 'Premium only' },
    operation: graphql(`
      mutation RemoveFromMyList($videoId: ID!) {
        removeFromMyList(videoId: $videoId)
      }
    `),
    variables: (_body, { params }) => ({ videoId: pathParam(params, 'videoId') }),
    respond: () => ({ status: 204 }),
  }),
  route({
    method: 'get',
    path: '/api/admin/insights',
    summary:
      'What members watched (plays, hours, completion), their thumbs and new subscribers over the last `days` ' +
      'days (1, 7 or 30; 7 when left out), by UTC day, with the most played titles (administrator)',
    requires: 'admin',
    query: insightsQuery,
    responses: { 200: { description: 'The period, day by day', schema: insightsBody } },
    refuses: { 400: 'Days must be 1, 7 or 30' },
    operation: graphql(`
      query Insights($days: Int!) {
        insights(days: $days) {
          days
          totals {
            ...WatchFigureFields
            newSubscribers
          }
          perDay {
            day
            ...WatchFigureFields
            newSubscribers
          }
          topTitles {
            videoId
            title
            ...WatchFigureFields
          }
        }
      }
      fragment WatchFigureFields on WatchFigures {
        plays
        hoursWatched
        completionRate
        thumbsUp
        loves
        thumbsDown
      }
    `),
    variables: (_body, { query }) => query as z.output<typeof insightsQuery>,
    respond: (data) => ({ status: 200, body: data.insights }),
  }),
];

import { useQuery } from '@apollo/client/react';
import { episodeLabel } from '@cinevia/proto';
import { graphql } from '../../../__generated__';
import type { WatchRouteQueryQuery } from '../../../__generated__/graphql';

export type WatchVideo = NonNullable<WatchRouteQueryQuery['video']>;

export const WATCH_ROUTE_QUERY = graphql(`
  query WatchRouteQuery($id: ID!) {
    video(id: $id) {
      id
      title
      description
      youtubeId
      duration
      year
      rating
      maturityRating
      genre
      progress {
        videoId
        progress
        duration
      }
    }
    episode(id: $id) {
      id
      number
      seasonNumber
      title
      synopsis
      youtubeId
      duration
      series {
        id
        title
        genre
        maturityRating
        seasons {
          number
          episodes {
            id
            number
            title
          }
        }
      }
      next {
        id
        number
        seasonNumber
        title
      }
      progress {
        videoId
        progress
        duration
      }
    }
  }
`);

type WatchEpisode = NonNullable<WatchRouteQueryQuery['episode']>;

/** An episode named as the overlay shows it under its series' title. */
export type EpisodeName = { label: string; title: string };

/** An episode the player can go to: the next one, or one of the episodes panel. */
export type EpisodeLink = EpisodeName & { id: string };

/**
 * The episode playing: its name, its series (where the last episode ends), the one after it (null
 * after the last), and every season's episodes (the episodes panel).
 */
export type PlayingEpisode = EpisodeName & {
  id: string;
  seasonNumber: number;
  seriesId: string;
  next: EpisodeLink | null;
  seasons: { number: number; episodes: EpisodeLink[] }[];
};

/**
 * What the route plays: the film, or an episode in a film's shape (its series' title, rating and
 * genre, its own synopsis and length) with its name apart. Null when there is neither.
 */
export function playableOf(
  data: WatchRouteQueryQuery | undefined,
): { video: WatchVideo; episode?: PlayingEpisode } | null {
  if (data?.video) return { video: data.video };
  const episode: WatchEpisode | null | undefined = data?.episode;
  if (!episode) return null;
  return {
    video: {
      __typename: 'Video',
      id: episode.id,
      title: episode.series.title,
      description: episode.synopsis,
      youtubeId: episode.youtubeId,
      duration: episode.duration,
      year: null,
      rating: null,
      maturityRating: episode.series.maturityRating,
      genre: episode.series.genre,
      progress: episode.progress,
    },
    episode: {
      id: episode.id,
      label: episodeLabel(episode.seasonNumber, episode.number),
      title: episode.title,
      seasonNumber: episode.seasonNumber,
      seriesId: episode.series.id,
      seasons: episode.series.seasons.map((season) => ({
        number: season.number,
        episodes: season.episodes.map((one) => ({
          id: one.id,
          label: episodeLabel(season.number, one.number),
          title: one.title,
        })),
      })),
      next: episode.next && {
        id: episode.next.id,
        label: episodeLabel(episode.next.seasonNumber, episode.next.number),
        title: episode.next.title,
      },
    },
  };
}

/**
 * The film to play and where to resume it. Always asked of the server: the cached position would
 * be the one from before the last viewing. A partial answer is kept: the film plays from the start
 * when viewing could not say where the member stopped.
 */
export function useWatchRoute(id: string) {
  return useQuery(WATCH_ROUTE_QUERY, { variables: { id }, fetchPolicy: 'network-only', errorPolicy: 'all' });
}

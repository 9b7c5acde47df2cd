import { gql, type TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { HOME_HERO_VIDEO, type HomeHeroVideo } from '../components/HomeHero';
import { VIDEO_CARD_VIDEO, type VideoCardVideo } from '../components/VideoCard';

/** A film as the home page gets it: enough for a card, the hero, and sorting into rows. */
export type HomeVideo = VideoCardVideo & HomeHeroVideo & { genre: string; category: string };

/** A film the member started and has not finished (spec section 4: above 0 and below 90 %). */
export type ContinueWatchingEntry = {
  __typename: 'WatchProgress';
  videoId: string;
  progress: number;
  duration: number;
  /** Null if the film has left the catalogue. */
  video: VideoCardVideo | null;
};

type HomeRouteData = {
  featuredVideos: HomeVideo[];
  videos: HomeVideo[];
  me: { __typename: 'User'; id: string; continueWatching: ContinueWatchingEntry[] } | null;
};

/**
 * Everything the home page shows, in one request. `videos` is the catalogue, newest first;
 * `continueWatching` is newest first too, and is dropped from the cache after watching.
 */
export const HOME_ROUTE_QUERY: TypedDocumentNode<HomeRouteData, Record<string, never>> = gql`
  query HomeRouteQuery {
    featuredVideos {
      ...VideoCard_video
      ...HomeHero_video
      genre
      category
    }
    videos {
      ...VideoCard_video
      ...HomeHero_video
      genre
      category
    }
    me {
      id
      continueWatching {
        videoId
        progress
        duration
        video {
          ...VideoCard_video
        }
      }
    }
  }
  ${VIDEO_CARD_VIDEO}
  ${HOME_HERO_VIDEO}
`;

export function useHomeRoute() {
  return useQuery(HOME_ROUTE_QUERY);
}

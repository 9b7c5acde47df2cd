import { gql, type TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { HOME_HERO_VIDEO, type HomeHeroVideo } from '../components/HomeHero';
import { VIDEO_CARD_VIDEO, type VideoCardVideo } from '../components/VideoCard';

/** A film as the home page gets it: enough for a card, the hero, and sorting into rows. */
export type HomeVideo = VideoCardVideo & HomeHeroVideo & { genre: string; category: string };

type HomeRouteData = { featuredVideos: HomeVideo[]; videos: HomeVideo[] };

/** Everything the home page shows, in one request. `videos` is the catalogue, newest first. */
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
  }
  ${VIDEO_CARD_VIDEO}
  ${HOME_HERO_VIDEO}
`;

export function useHomeRoute() {
  return useQuery(HOME_ROUTE_QUERY);
}

import { gql, type TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { CATEGORY_CARD_VIDEO, type CategoryCardVideo } from '../components/CategoryCard';
import type { BrowseGenre } from '../utils/browseFilters';

/** A film as the categories page gets it: a card, plus what the filters look at. */
export type CategoriesVideo = CategoryCardVideo & { genre: string; category: string };

type CategoriesRouteData = { videos: CategoriesVideo[]; browseGenres: BrowseGenre[] };

/** The whole categories page in one request: the catalogue and the browse genres. */
export const CATEGORIES_ROUTE_QUERY: TypedDocumentNode<CategoriesRouteData, Record<string, never>> = gql`
  query CategoriesRouteQuery {
    videos {
      ...CategoryCard_video
      genre
      category
    }
    browseGenres {
      id
      name
      description
    }
  }
  ${CATEGORY_CARD_VIDEO}
`;

export function useCategoriesRoute() {
  return useQuery(CATEGORIES_ROUTE_QUERY);
}

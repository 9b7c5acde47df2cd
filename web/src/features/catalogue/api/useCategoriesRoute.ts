import { useQuery } from '@apollo/client/react';
import { SHARED_QUERY } from '../../../api/sharedQuery';
import { graphql } from '../../../__generated__';
import type { CategoriesRouteQueryQuery } from '../../../__generated__/graphql';

export type BrowseGenre = CategoriesRouteQueryQuery['browseGenres'][number];

/**
 * The categories page's filters: the browse genres, and how many films each fixed chip holds,
 * counted by the server (a page of one film each; only its total is read).
 */
export const CATEGORIES_ROUTE_QUERY = graphql(`
  query CategoriesRouteQuery {
    browseGenres {
      id
      name
      description
    }
    all: browseVideos(filter: { kind: "all" }, first: 1) {
      totalCount
    }
    trending: browseVideos(filter: { kind: "trending" }, first: 1) {
      totalCount
    }
    featured: browseVideos(filter: { kind: "featured" }, first: 1) {
      totalCount
    }
  }
`);

export function useCategoriesRoute() {
  return useQuery(CATEGORIES_ROUTE_QUERY, SHARED_QUERY);
}

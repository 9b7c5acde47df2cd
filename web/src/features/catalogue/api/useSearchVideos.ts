import { gql, type TypedDocumentNode } from '@apollo/client';
import { skipToken, useQuery } from '@apollo/client/react';
import { VIDEO_CARD_VIDEO, type VideoCardVideo } from '../components/VideoCard';

type SearchResultsData = { searchVideos: VideoCardVideo[] };
type SearchResultsVariables = { query: string };

/** The header search (spec section 5): title, description and genre matches, titles first. */
export const SEARCH_RESULTS_QUERY: TypedDocumentNode<SearchResultsData, SearchResultsVariables> = gql`
  query SearchResultsQuery($query: String!) {
    searchVideos(query: $query) {
      ...VideoCard_video
    }
  }
  ${VIDEO_CARD_VIDEO}
`;

/** Searches for a trimmed, non-blank query; a blank one asks nothing (it would find nothing anyway). */
export function useSearchVideos(query: string) {
  return useQuery(SEARCH_RESULTS_QUERY, query ? { variables: { query } } : skipToken);
}

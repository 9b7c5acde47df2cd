import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../__generated__';

export const ADMIN_SERIES_DETAIL_QUERY = graphql(`
  query AdminSeriesDetail($id: ID!) {
    adminSeriesById(id: $id) {
      ...SeriesSummaryFields
      customArtwork
      seasons {
        number
        episodes {
          id
          title
          synopsis
          duration
          youtubeId
        }
      }
    }
  }
`);

/**
 * The series the edit dialog opens on, whole, asked afresh each time (another admin may have changed
 * it since the table was drawn).
 */
export function useSeriesDetail(id: string) {
  const { data, error, refetch } = useQuery(ADMIN_SERIES_DETAIL_QUERY, {
    variables: { id },
    fetchPolicy: 'network-only',
  });
  return { series: data?.adminSeriesById, answered: data !== undefined, error, retry: () => void refetch() };
}

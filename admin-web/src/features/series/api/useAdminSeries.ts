import { graphql } from '../../../__generated__';
import { usePagedTable } from '../../../ui/usePagedTable';

/** One page of the series table, newest first, narrowed to titles holding the search on the server. */
export const ADMIN_SERIES_QUERY = graphql(`
  query AdminSeries($search: String, $after: String) {
    adminSeries(search: $search, first: 20, after: $after) {
      series {
        ...SeriesSummaryFields
      }
      nextCursor
      totalCount
    }
  }
`);

/** The series table's page for `search`, with Next and Previous. */
export function useAdminSeries(search: string) {
  return usePagedTable(ADMIN_SERIES_QUERY, search, ({ adminSeries: { series, ...page } }) => ({
    items: series,
    ...page,
  }));
}

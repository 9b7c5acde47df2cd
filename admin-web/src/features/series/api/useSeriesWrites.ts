import { useMutation } from '@apollo/client/react';
import type { ValidSeriesInput } from '@cinevia/proto';
import { useReportedAction } from '@cinevia/ui';
import { reportedWrite } from '../../../api/reportedWrite';
import { graphql } from '../../../__generated__';
import { ADMIN_SERIES_QUERY } from './useAdminSeries';

const CREATE_SERIES_MUTATION = graphql(`
  mutation CreateSeries($input: SeriesInput!) {
    createSeries(input: $input) {
      id
    }
  }
`);

const UPDATE_SERIES_MUTATION = graphql(`
  mutation UpdateSeries($id: ID!, $input: SeriesInput!) {
    updateSeries(id: $id, input: $input) {
      id
    }
  }
`);

const DELETE_SERIES_MUTATION = graphql(`
  mutation DeleteSeries($id: ID!) {
    deleteSeries(id: $id) {
      deletedSeriesId
    }
  }
`);

/** Each write reloads the table's page before it resolves. */
const REFRESH_THE_LIST = { refetchQueries: [ADMIN_SERIES_QUERY], awaitRefetchQueries: true };

/**
 * The portal's series writes: add, change, delete. Each refreshes the table and resolves to whether
 * it worked, having said so in a toast (the server's own message when it refuses).
 */
export function useSeriesWrites() {
  const [createSeries] = useMutation(CREATE_SERIES_MUTATION, REFRESH_THE_LIST);
  const [updateSeries] = useMutation(UPDATE_SERIES_MUTATION, REFRESH_THE_LIST);
  const [deleteSeries] = useMutation(DELETE_SERIES_MUTATION, REFRESH_THE_LIST);
  return {
    create: useReportedAction(
      (input: ValidSeriesInput) => createSeries({ variables: { input } }),
      reportedWrite('Failed to save series', 'Series added successfully to the platform!'),
    ),
    update: useReportedAction(
      (id: string, input: ValidSeriesInput) => updateSeries({ variables: { id, input } }),
      reportedWrite('Failed to save series', 'Series updated successfully!'),
    ),
    remove: useReportedAction(
      (id: string) => deleteSeries({ variables: { id } }),
      reportedWrite('Failed to delete series', 'Series deleted successfully!'),
    ),
  };
}

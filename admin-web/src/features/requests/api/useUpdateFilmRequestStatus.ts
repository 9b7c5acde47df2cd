import { filmRequestStatusLabel, type FilmRequestStatus } from '@cinevia/proto';
import { useMutation } from '@apollo/client/react';
import { useReportedAction } from '@cinevia/ui';
import { graphQLErrorMessage } from '../../../api/graphQLErrorMessage';
import type { AdminFilmRequest } from './adminFilmRequest';
import { graphql } from '../../../__generated__';

const UPDATE_STATUS_MUTATION = graphql(`
  mutation UpdateFilmRequestStatus($id: ID!, $status: FilmRequestStatus!) {
    updateFilmRequestStatus(id: $id, status: $status) {
      ...AdminFilmRequestFields
    }
  }
`);

/**
 * Moves a request on; the answer updates the cached request (same id), so the list and dialog
 * follow. Resolves to whether it worked, having said so in a toast.
 */
export function useUpdateFilmRequestStatus(): (
  request: AdminFilmRequest,
  status: FilmRequestStatus,
) => Promise<boolean> {
  const [update] = useMutation(UPDATE_STATUS_MUTATION);
  return useReportedAction(
    (request: AdminFilmRequest, status: FilmRequestStatus) => update({ variables: { id: request.id, status } }),
    {
      messageOf: graphQLErrorMessage,
      failure: 'Failed to update the film request',
      success: (_updated, request, status) =>
        `"${request.title}" is now ${filmRequestStatusLabel(status).toLowerCase()}.`,
    },
  );
}

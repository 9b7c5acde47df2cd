import { filmRequestStatusLabel } from '@cinevia/proto';
import { useCallback } from 'react';
import { gql, type TypedDocumentNode } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useToast } from '@cinevia/ui';
import { graphQLErrorMessage } from '../../../api/graphQLErrorMessage';
import { ADMIN_FILM_REQUEST_FIELDS, type AdminFilmRequest } from './adminFilmRequest';

const UPDATE_STATUS_MUTATION: TypedDocumentNode<
  { updateFilmRequestStatus: AdminFilmRequest },
  { id: string; status: string }
> = gql`
  mutation UpdateFilmRequestStatus($id: ID!, $status: String!) {
    updateFilmRequestStatus(id: $id, status: $status) {
      ...AdminFilmRequestFields
    }
  }
  ${ADMIN_FILM_REQUEST_FIELDS}
`;

/**
 * Moves a request on; the answer updates the cached request (same id), so the list and dialog
 * follow. Resolves to whether it worked, having said so in a toast.
 */
export function useUpdateFilmRequestStatus(): (request: AdminFilmRequest, status: string) => Promise<boolean> {
  const [update] = useMutation(UPDATE_STATUS_MUTATION);
  const { toast } = useToast();
  return useCallback(
    async (request: AdminFilmRequest, status: string) => {
      try {
        await update({ variables: { id: request.id, status } });
      } catch (error) {
        toast({
          title: 'Error',
          description: graphQLErrorMessage(error) ?? 'Failed to update the film request',
          variant: 'destructive',
        });
        return false;
      }
      toast({
        title: 'Success',
        description: `"${request.title}" is now ${filmRequestStatusLabel(status).toLowerCase()}.`,
      });
      return true;
    },
    [update, toast],
  );
}

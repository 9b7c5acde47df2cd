import { useMutation } from '@apollo/client/react';
import type { FilmDeliveryInput } from '@cinevia/proto';
import { useReportedAction } from '@cinevia/ui';
import { graphQLErrorMessage } from '../../../api/graphQLErrorMessage';
import type { AdminFilmRequest } from './adminFilmRequest';
import { graphql } from '../../../__generated__';

export const DELIVER_FILM_MUTATION = graphql(`
  mutation DeliverFilmRequest($id: ID!, $input: FilmDeliveryInput!) {
    deliverFilmRequest(id: $id, input: $input) {
      ...AdminFilmRequestFields
    }
  }
`);

/**
 * Delivers the request's film (or delivers it again); the answer updates the cached request, so the
 * list and dialog follow. Resolves to whether it worked, having said so in a toast.
 */
export function useDeliverFilm(): (request: AdminFilmRequest, input: FilmDeliveryInput) => Promise<boolean> {
  const [deliver] = useMutation(DELIVER_FILM_MUTATION);
  return useReportedAction(
    (request: AdminFilmRequest, input: FilmDeliveryInput) =>
      deliver({
        variables: {
          id: request.id,
          input: {
            title: input.title,
            description: input.description ?? '',
            youtubeId: input.youtubeId,
            duration: input.duration ?? '',
            genre: input.genre,
            maturityRating: input.maturityRating,
          },
        },
      }),
    {
      messageOf: graphQLErrorMessage,
      failure: 'Failed to deliver the film',
      success: (_delivered, request) => `"${request.title}" is delivered: the member can watch it now.`,
    },
  );
}

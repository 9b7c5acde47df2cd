import { useMutation } from '@apollo/client/react';
import { useReportedAction } from '@cinevia/ui';
import { graphQLErrorMessage } from '../../../api/graphQLErrorMessage';
import type { FilmInput } from './filmInput';
import { REFRESH_THE_LIST } from './useAdminVideos';
import { graphql } from '../../../__generated__';

const UPDATE_VIDEO_MUTATION = graphql(`
  mutation UpdateVideo($id: ID!, $input: VideoInput!) {
    updateVideo(id: $id, input: $input) {
      ...AdminVideoFields
    }
  }
`);

/** Saves a film's new details and refreshes the list; resolves to whether it worked, having said so in a toast. */
export function useUpdateVideo(): (id: string, input: FilmInput) => Promise<boolean> {
  const [updateVideo] = useMutation(UPDATE_VIDEO_MUTATION, REFRESH_THE_LIST);
  return useReportedAction((id: string, input: FilmInput) => updateVideo({ variables: { id, input } }), {
    messageOf: graphQLErrorMessage,
    failure: 'Failed to save film',
    success: () => 'Film updated successfully!',
  });
}

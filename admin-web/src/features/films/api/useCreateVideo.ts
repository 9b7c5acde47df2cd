import { useMutation } from '@apollo/client/react';
import { useReportedAction } from '@cinevia/ui';
import { graphQLErrorMessage } from '../../../api/graphQLErrorMessage';
import type { FilmInput } from './filmInput';
import { REFRESH_THE_LIST } from './useAdminVideos';
import { graphql } from '../../../__generated__';

const CREATE_VIDEO_MUTATION = graphql(`
  mutation CreateVideo($input: VideoInput!) {
    createVideo(input: $input) {
      ...AdminVideoFields
    }
  }
`);

/** Adds a film and refreshes the list; resolves to whether it worked, having said so in a toast. */
export function useCreateVideo(): (input: FilmInput) => Promise<boolean> {
  const [createVideo] = useMutation(CREATE_VIDEO_MUTATION, REFRESH_THE_LIST);
  return useReportedAction((input: FilmInput) => createVideo({ variables: { input } }), {
    messageOf: graphQLErrorMessage,
    failure: 'Failed to save film',
    success: () => 'Film added successfully to the platform!',
  });
}
